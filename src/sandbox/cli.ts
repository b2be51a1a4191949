import { isPlan, PLANS, type Plan } from './limits/plans';
import { startSandbox, type RunningSandbox } from './index';
import { DEFAULT_RATE_LIMIT, parseRateLimit, type RateLimitOptions } from './limits/rateLimit';
import { parseMonthlyPostQuota } from './limits/quota';
import { parseSuspension, type SuspensionRule } from './limits/suspension';
import { describeDatabase } from './sqlite';
import { X_APP_HEADER_NAMES } from '../engine/core/xAppKeys';
import { X_APP_KEYS_MODES, type XAppKeysMode } from './limits/xAppKeys';
import { commandAsRun, userDataDir, type SandboxRunner } from './setup/dataDir';
import { storedKeys } from './setup/storedKeys';

export interface CliOptions {
	port: number;
	host?: string;
	dataDir?: string;
	apiKey?: string;
	plan?: Plan;
	quiet: boolean;
	/** On by default: the service's 300 requests per 5 minutes per profile. */
	rateLimit: RateLimitOptions | false;
	/** `required` by default: X requests without the user's own X app keys are refused, as by the service. */
	xAppKeys: XAppKeysMode;
	/** Posts per profile per month; `false` none; unset, the plan's figure. */
	monthlyPostQuota?: number | false;
	/** Off by default: suspending a profile after many 429s (403 then). */
	suspension?: SuspensionRule | false;
	/** `--in-memory`: nothing kept, not even in the default data folder of the npx command. */
	inMemory: boolean;
	/** On by default: the auto-schedules the examples name and the demo feed followed (`--no-examples`). */
	examples: boolean;
	/** `--show-key`: print the keys the data folder keeps, then exit (nothing is started). */
	showKey: boolean;
}

export interface CliRun {
	/** Who started it: names the command in the usage text and picks where data lives by default. */
	runner: SandboxRunner;
}

const usage = (command: string): string =>
	`Usage: ${command} [--port 8787] [--host 127.0.0.1] [--data DIR | --in-memory] [--api-key KEY] [--plan ${PLANS.join('|')}] [--rate-limit MAX/SECONDS|off] [--x-app-keys required|off] [--monthly-post-quota N|off|plan] [--suspend-after REFUSALS/HOURS|on|off] [--no-examples] [--quiet]\n       ${command} [--data DIR] --show-key   (prints the API key and profile keys the data folder keeps, then exits)`;

/** A flag's own parser, its error followed by the usage text. */
function withUsage<T>(parse: (text: string) => T, text: string, usageText: string): T {
	try {
		return parse(text);
	} catch (error) {
		throw new Error(`${(error as Error).message}\n${usageText}`);
	}
}

/** Reads the command line; throws with the usage text on a bad option. */
export function parseArgs(argv: string[], run: CliRun = { runner: 'clone' }): CliOptions {
	const USAGE = usage(commandAsRun(run.runner));
	const options: CliOptions = {
		port: 8787,
		quiet: false,
		rateLimit: DEFAULT_RATE_LIMIT,
		xAppKeys: 'required',
		inMemory: false,
		examples: true,
		showKey: false,
	};
	for (let i = 0; i < argv.length; i++) {
		const [flag, inline] = argv[i].split(/=(.*)/s, 2);
		const value = (): string => {
			const next = inline ?? argv[++i];
			if (next === undefined || next === '') throw new Error(`${flag} needs a value.\n${USAGE}`);
			return next;
		};
		switch (flag) {
			case '--port': {
				const port = Number(value());
				if (!Number.isInteger(port) || port < 0 || port > 65535)
					throw new Error(`--port must be 0-65535.\n${USAGE}`);
				options.port = port;
				break;
			}
			case '--host':
				options.host = value();
				break;
			case '--data':
				options.dataDir = value();
				break;
			case '--api-key':
				options.apiKey = value();
				break;
			case '--plan': {
				const plan = value();
				if (!isPlan(plan)) throw new Error(`--plan must be one of ${PLANS.join(', ')}.\n${USAGE}`);
				options.plan = plan;
				break;
			}
			case '--quiet':
				options.quiet = true;
				break;
			case '--in-memory':
				options.inMemory = true;
				break;
			case '--no-examples':
				options.examples = false;
				break;
			case '--show-key':
				options.showKey = true;
				break;
			case '--rate-limit':
				options.rateLimit = withUsage(parseRateLimit, value(), USAGE);
				break;
			case '--monthly-post-quota':
				options.monthlyPostQuota = withUsage(parseMonthlyPostQuota, value(), USAGE);
				break;
			case '--suspend-after':
				options.suspension = withUsage(parseSuspension, value(), USAGE);
				break;
			case '--x-app-keys': {
				const mode = value();
				if (!(X_APP_KEYS_MODES as readonly string[]).includes(mode))
					throw new Error(`--x-app-keys must be required or off.\n${USAGE}`);
				options.xAppKeys = mode as XAppKeysMode;
				break;
			}
			case '--help':
			case '-h':
				process.stdout.write(`${USAGE}\n`);
				process.exit(0);
				break;
			default:
				throw new Error(`Unknown option ${flag}.\n${USAGE}`);
		}
	}
	if (options.inMemory && options.dataDir !== undefined)
		throw new Error(`--data and --in-memory exclude each other.\n${USAGE}`);
	// The npm package's command keeps its data (and so its API key) between starts by default.
	if (run.runner === 'package' && !options.inMemory && options.dataDir === undefined)
		options.dataDir = userDataDir();
	if (options.showKey && options.dataDir === undefined)
		throw new Error(
			`--show-key reads a data folder: name it with --data DIR (an in-memory sandbox keeps no key).\n${USAGE}`,
		);
	return options;
}

/** The command that prints this data folder's keys again (`--data` only when not the default folder). */
export function showKeyCommand(options: CliOptions, run: CliRun = { runner: 'clone' }): string {
	const defaultFolder = run.runner === 'package' && options.dataDir === userDataDir();
	const data = options.dataDir && !defaultFolder ? ` --data ${options.dataDir}` : '';
	return `${commandAsRun(run.runner)}${data} --show-key`;
}

/** What `--show-key` prints: the keys the data folder keeps (the one place they are shown again). */
export function storedKeyLines(dataDir: string): string[] {
	const keys = storedKeys(dataDir);
	return [
		`Data folder: ${dataDir}`,
		`API key:  ${keys.apiKey}`,
		'Profile keys:',
		...keys.profiles.map((p) => `  ${p.profileKey}  ${p.title}${p.primary ? ' (primary)' : ''}`),
	];
}

/**
 * What the CLI prints once started: the base URL always; the API key and profile keys only on the
 * start that created them (never again, so they do not end up in later logs).
 */
export function startupLines(
	sandbox: RunningSandbox,
	options: CliOptions,
	run: CliRun = { runner: 'clone' },
): string[] {
	const lines = [
		`Social Publishing sandbox (plan ${sandbox.plan}${options.dataDir ? `, data in ${options.dataDir}` : ', in memory'})`,
		`Base URL: ${sandbox.baseUrl}`,
		`MCP URL:  ${sandbox.mcpUrl}  (the service's MCP server; header Authorization: Bearer <API key>)`,
		`GraphQL:  ${sandbox.graphqlUrl}  (the service's GraphQL API; POST, same header)`,
		`Web page: ${sandbox.url}/  (what each network received, the schedule, the inbox)`,
		`Database: ${describeDatabase(sandbox.db)}`,
		options.rateLimit
			? `Rate limit: ${options.rateLimit.max} requests per ${options.rateLimit.windowMs / 1000} s per profile (--rate-limit off to disable)`
			: 'Rate limit: off',
		options.xAppKeys === 'required'
			? `X app keys: required on X requests (${X_APP_HEADER_NAMES.apiKey}/-${X_APP_HEADER_NAMES.apiSecret.split('-').pop()}; any values do here; --x-app-keys off to relax)`
			: 'X app keys: not required (--x-app-keys off)',
	];
	if (sandbox.examplesPrepared.length > 0)
		lines.push(`For the examples: ${sandbox.examplesPrepared.join('; ')}`);
	if (!sandbox.firstStart) {
		if (options.apiKey === undefined && options.dataDir)
			lines.push(
				`API key:  the one printed on the first start of this data folder; lost it? ${showKeyCommand(options, run)} prints it again (or start with --api-key KEY)`,
			);
		return lines;
	}
	// A key given with --api-key is already known to whoever started the sandbox.
	if (options.apiKey === undefined) lines.push(`API key:  ${sandbox.apiKey}`);
	lines.push('Profile keys:');
	for (const profile of sandbox.profiles) {
		lines.push(`  ${profile.profileKey}  ${profile.title}${profile.primary ? ' (primary)' : ''}`);
	}
	if (options.dataDir)
		lines.push(
			`Keys are shown only on this first start; keep them (the data folder keeps them too: ${showKeyCommand(options, run)} prints them again).`,
		);
	return lines;
}

/** Runs the CLI: start, print, close cleanly on SIGINT/SIGTERM. */
export async function runCli(run: CliRun = { runner: 'clone' }): Promise<void> {
	const options = parseArgs(process.argv.slice(2), run);
	const out = (line: string): void => void process.stdout.write(`${line}\n`);
	// Asked for explicitly: the only output that shows a key again.
	if (options.showKey && options.dataDir) {
		for (const line of storedKeyLines(options.dataDir)) out(line);
		return;
	}
	const sandbox = await startSandbox(options);
	for (const line of startupLines(sandbox, options, run)) out(line);
	let stopping = false;
	const stop = (signal: string): void => {
		if (stopping) return;
		stopping = true;
		out(`${signal}: stopping the sandbox`);
		sandbox.close().then(
			() => process.exit(0),
			(error: unknown) => {
				process.stderr.write(`sandbox: ${(error as Error).message}\n`);
				process.exit(1);
			},
		);
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
	if (process.env.npm_lifecycle_event === 'npx') stopWhenOrphaned(() => stop('SIGTERM'));
}

/**
 * Under `npx`, npm runs the sandbox through `sh -c`; a SIGTERM to npm ends npm and its shell but not
 * the sandbox, which would keep the port. So the sandbox stops itself once its parent is gone (its
 * parent id changes when the shell exits). Not under other runners: `nohup` users keep it running.
 */
function stopWhenOrphaned(stop: () => void): void {
	const parent = process.ppid;
	const timer = setInterval(() => {
		if (process.ppid === parent) return;
		clearInterval(timer);
		stop();
	}, 500);
	timer.unref();
}

export function runCliOrExit(run: CliRun = { runner: 'clone' }): void {
	runCli(run).catch((error: unknown) => {
		process.stderr.write(`sandbox: ${(error as Error).message}\n`);
		process.exit(1);
	});
}

if (require.main === module) runCliOrExit();
