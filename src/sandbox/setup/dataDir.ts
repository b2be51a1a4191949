import { homedir } from 'node:os';
import { join, win32 } from 'node:path';

const FOLDER = 'social-publishing-sandbox';

/**
 * The per-user folder the `npx` sandbox keeps its data and API key in, where each platform keeps
 * application data: `%LOCALAPPDATA%` on Windows, `~/Library/Application Support` on macOS,
 * `$XDG_DATA_HOME` (or `~/.local/share`) elsewhere.
 */
export function userDataDir(
	platform: NodeJS.Platform = process.platform,
	env: NodeJS.ProcessEnv = process.env,
	home: string = homedir(),
): string {
	if (platform === 'win32')
		return win32.join(env.LOCALAPPDATA ?? win32.join(home, 'AppData', 'Local'), FOLDER, 'Data');
	if (platform === 'darwin') return join(home, 'Library', 'Application Support', FOLDER);
	const xdg = env.XDG_DATA_HOME;
	// The XDG spec ignores a relative XDG_DATA_HOME.
	return join(xdg && xdg.startsWith('/') ? xdg : join(home, '.local', 'share'), FOLDER);
}

/**
 * The command as the user typed it, for `--help` and error messages: `npm run sandbox --` in a
 * clone, `npx social-publishing-sandbox` through npx, the bare command when installed globally.
 */
export function commandAsRun(runner: SandboxRunner, env: NodeJS.ProcessEnv = process.env): string {
	if (runner === 'package')
		return env.npm_command === 'exec'
			? 'npx social-publishing-sandbox'
			: 'social-publishing-sandbox';
	return env.npm_lifecycle_event === 'sandbox' ? 'npm run sandbox --' : 'node scripts/sandbox.mjs';
}

/** Who started the CLI: the repository's `scripts/sandbox.mjs`, or the npm package's command. */
export type SandboxRunner = 'clone' | 'package';
