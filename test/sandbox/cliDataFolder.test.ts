/**
 * The npm package's command (`npx social-publishing-sandbox`) remembers: its data and API key stay
 * in a per-user folder between starts (printed at start), `--data DIR` puts them elsewhere,
 * `--in-memory` keeps nothing, and a given `--api-key` still wins. `--help` names the command as run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { parseArgs, showKeyCommand } from '../../src/sandbox/cli';
import { commandAsRun, userDataDir } from '../../src/sandbox/setup/dataDir';
import { tempDir } from '../helpers/testSandbox';

const ROOT = join(__dirname, '..', '..');
const PACKAGE_BIN = join(__dirname, '..', 'helpers', 'packageCli.ts');

describe('the per-user data folder', () => {
	it('is where each platform keeps application data', () => {
		expect(userDataDir('linux', {}, '/home/ann')).toBe(
			'/home/ann/.local/share/social-publishing-sandbox',
		);
		expect(userDataDir('linux', { XDG_DATA_HOME: '/data/ann' }, '/home/ann')).toBe(
			'/data/ann/social-publishing-sandbox',
		);
		expect(userDataDir('darwin', {}, '/Users/ann')).toBe(
			'/Users/ann/Library/Application Support/social-publishing-sandbox',
		);
		expect(
			userDataDir('win32', { LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' }, 'C:\\Users\\ann'),
		).toBe('C:\\Users\\ann\\AppData\\Local\\social-publishing-sandbox\\Data');
	});

	it('is the default of the package command only; --data overrides, --in-memory keeps nothing', () => {
		expect(parseArgs([], { runner: 'package' }).dataDir).toBe(userDataDir());
		expect(parseArgs(['--data', '/tmp/x'], { runner: 'package' }).dataDir).toBe('/tmp/x');
		expect(parseArgs(['--in-memory'], { runner: 'package' }).dataDir).toBeUndefined();
		expect(parseArgs([], { runner: 'clone' }).dataDir).toBeUndefined();
		expect(() => parseArgs(['--in-memory', '--data', '/tmp/x'], { runner: 'package' })).toThrow(
			/--data and --in-memory exclude each other/,
		);
	});
});

describe('the command named as it was run', () => {
	it('npx, a global install, npm run sandbox, the script', () => {
		expect(commandAsRun('package', { npm_command: 'exec' })).toBe('npx social-publishing-sandbox');
		expect(commandAsRun('package', {})).toBe('social-publishing-sandbox');
		expect(commandAsRun('clone', { npm_lifecycle_event: 'sandbox' })).toBe('npm run sandbox --');
		expect(commandAsRun('clone', {})).toBe('node scripts/sandbox.mjs');
	});

	it('--help through npx says npx social-publishing-sandbox', () => {
		const help = spawnSync(process.execPath, ['--import', 'tsx', PACKAGE_BIN, '--help'], {
			cwd: ROOT,
			env: { ...process.env, npm_command: 'exec', npm_lifecycle_event: 'npx' },
			encoding: 'utf8',
		});
		expect(help.stdout).toMatch(/^Usage: npx social-publishing-sandbox \[--port 8787\]/);
		expect(help.stdout).toContain('--in-memory');
	});
});

/** The last line the command prints at start, by case (cli.ts startupLines). */
const BANNER_END = {
	firstStart: /Keys are shown only on this first start.*\n/,
	laterStart: /API key: {2}the one printed on the first start.*\n/,
	givenKey: /X app keys: .*\n/,
	inMemory: /Acme Books\n/,
};

/**
 * Starts the package command on a free port with HOME in `home`; answers its output once the
 * banner's last line (`end`) is out, printed after the server listens.
 */
function startPackageCommand(home: string, end: RegExp, args: string[] = []) {
	const child = spawn(
		process.execPath,
		['--import', 'tsx', PACKAGE_BIN, '--port', '0', '--no-examples', '--quiet', ...args],
		{ cwd: ROOT, env: { ...process.env, HOME: home, XDG_DATA_HOME: '' }, stdio: 'pipe' },
	);
	let out = '';
	const ready = new Promise<string>((resolve, reject) => {
		child.stdout.on('data', (chunk) => {
			out += chunk;
			if (end.test(out)) resolve(out);
		});
		child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
	});
	const stop = () =>
		new Promise<void>((resolve) => {
			child.removeAllListeners('exit');
			child.on('exit', () => resolve());
			child.kill('SIGTERM');
		});
	return { ready, stop };
}

/** `--show-key` of the package command with HOME in `home`. */
function showKey(home: string, args: string[] = []) {
	return spawnSync(process.execPath, ['--import', 'tsx', PACKAGE_BIN, '--show-key', ...args], {
		cwd: ROOT,
		env: { ...process.env, HOME: home, XDG_DATA_HOME: '' },
		encoding: 'utf8',
		// A --show-key that started the sandbox instead would never exit.
		timeout: 20_000,
	});
}

describe('--show-key', () => {
	it('says to start once when the data folder has no sandbox yet; refuses --in-memory', () => {
		const home = tempDir();
		try {
			const none = showKey(home.dir);
			expect(none.status).toBe(1);
			expect(none.stderr).toMatch(
				/No sandbox has started with the data folder .* yet: start it once/,
			);
			expect(() => parseArgs(['--in-memory', '--show-key'], { runner: 'package' })).toThrow(
				/--show-key reads a data folder/,
			);
			expect(() => parseArgs(['--show-key'], { runner: 'clone' })).toThrow(
				/name it with --data DIR/,
			);
		} finally {
			home.cleanup();
		}
	});

	it('names --data in the command when the folder is not the default one', () => {
		const options = parseArgs(['--data', '/tmp/sp-keys'], { runner: 'clone' });
		expect(showKeyCommand(options, { runner: 'clone' })).toMatch(
			/ --data \/tmp\/sp-keys --show-key$/,
		);
		expect(showKeyCommand(parseArgs([], { runner: 'package' }), { runner: 'package' })).toMatch(
			/social-publishing-sandbox --show-key$/,
		);
	});
});

describe('npx social-publishing-sandbox started twice', () => {
	jest.setTimeout(60_000);

	it('keeps its API key in the per-user folder, printed at start; a given --api-key wins', async () => {
		const home = tempDir();
		try {
			const first = startPackageCommand(home.dir, BANNER_END.firstStart);
			const firstOut = await first.ready;
			await first.stop();
			const folder = join(home.dir, '.local', 'share', 'social-publishing-sandbox');
			expect(firstOut).toContain(`data in ${folder}`);
			const key = /API key:\s+(\S+)/.exec(firstOut)?.[1] as string;
			expect(key).toMatch(/\S{16,}/);

			const second = startPackageCommand(home.dir, BANNER_END.laterStart);
			const secondOut = await second.ready;
			const baseUrl = /Base URL: (\S+)/.exec(secondOut)?.[1];
			const user = await fetch(`${baseUrl}/user`, { headers: { Authorization: `Bearer ${key}` } });
			await second.stop();
			expect(secondOut).toContain(`data in ${folder}`);
			expect(secondOut).not.toContain(key);
			// Its banner says how to get the key back.
			expect(secondOut).toMatch(/lost it\? \S.* --show-key prints it again/);
			expect(user.status).toBe(200);

			// --show-key prints the folder's keys and starts nothing (the only output with the key again).
			const shown = showKey(home.dir);
			expect(shown.status).toBe(0);
			expect(shown.stdout).toContain(`API key:  ${key}`);
			expect(shown.stdout).toMatch(/Profile keys:\n {2}\S{16,} .*\(primary\)/);
			expect(shown.stdout).not.toContain('Base URL');

			const third = startPackageCommand(home.dir, BANNER_END.givenKey, [
				'--api-key',
				'sk_given_key_for_test',
			]);
			const thirdOut = await third.ready;
			const thirdUrl = /Base URL: (\S+)/.exec(thirdOut)?.[1];
			const withGiven = await fetch(`${thirdUrl}/user`, {
				headers: { Authorization: 'Bearer sk_given_key_for_test' },
			});
			const withStored = await fetch(`${thirdUrl}/user`, {
				headers: { Authorization: `Bearer ${key}` },
			});
			await third.stop();
			expect(withGiven.status).toBe(200);
			// The given key replaced the stored one: the stored key no longer opens the sandbox.
			expect(withStored.status).toBe(401);
		} finally {
			home.cleanup();
		}
	});

	it('with --in-memory keeps nothing: no folder, and a new key that the last start never knew', async () => {
		const home = tempDir();
		try {
			const keyOf = (out: string) => /API key:\s+(\S+)/.exec(out)?.[1] as string;
			const first = startPackageCommand(home.dir, BANNER_END.inMemory, ['--in-memory']);
			const firstOut = await first.ready;
			const firstUrl = /Base URL: (\S+)/.exec(firstOut)?.[1];
			const made = await fetch(`${firstUrl}/post`, {
				method: 'POST',
				headers: { Authorization: `Bearer ${keyOf(firstOut)}`, 'content-type': 'application/json' },
				body: JSON.stringify({ post: 'Gone with the process', platforms: ['linkedin'] }),
			});
			expect(made.status).toBe(200);
			await first.stop();
			expect(firstOut).toContain('in memory');
			expect(existsSync(join(home.dir, '.local', 'share', 'social-publishing-sandbox'))).toBe(
				false,
			);

			const second = startPackageCommand(home.dir, BANNER_END.inMemory, ['--in-memory']);
			const secondOut = await second.ready;
			const secondUrl = /Base URL: (\S+)/.exec(secondOut)?.[1];
			const oldKey = await fetch(`${secondUrl}/user`, {
				headers: { Authorization: `Bearer ${keyOf(firstOut)}` },
			});
			const history = await fetch(`${secondUrl}/history?lastDays=0`, {
				headers: { Authorization: `Bearer ${keyOf(secondOut)}` },
			});
			const historyText = await history.text();
			await second.stop();
			expect(keyOf(secondOut)).not.toBe(keyOf(firstOut));
			expect(oldKey.status).toBe(401);
			expect(history.status).toBe(200);
			expect(historyText).not.toContain('Gone with the process');
		} finally {
			home.cleanup();
		}
	});
});
