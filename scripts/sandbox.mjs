// Runs the compiled sandbox CLI (dist/src/sandbox/cli.js), compiling first when dist is missing or older than src.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureSqlite } from './ensure-sqlite.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'src', 'sandbox', 'cli.js');

function newestMtime(dir) {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
	}
	return newest;
}

function isStale() {
	if (!existsSync(cli)) return true;
	const built = statSync(cli).mtimeMs;
	return ['src/sandbox', 'src/engine'].some((dir) => newestMtime(join(root, dir)) > built);
}

// On Node 20 the database module may need compiling first (nothing to do on Node 22.13+).
try {
	ensureSqlite();
} catch (error) {
	process.stderr.write(`sandbox: ${error.message}\n`);
	process.exit(1);
}

if (isStale()) {
	process.stderr.write('sandbox: compiling (npx tsc -p tsconfig.json)...\n');
	const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.json'], {
		cwd: root,
		stdio: ['ignore', 'inherit', 'inherit'],
		shell: process.platform === 'win32',
	});
	if (!existsSync(cli)) {
		process.stderr.write('sandbox: compilation failed; fix the errors above and run again.\n');
		process.exit(tsc.status || 1);
	}
	// tsc still emits when other parts of the package have type errors; the sandbox may run regardless.
	if (tsc.status !== 0)
		process.stderr.write(
			'sandbox: tsc reported errors (above); starting the compiled sandbox anyway.\n',
		);
}

// The CLI parses process.argv and handles SIGINT/SIGTERM itself.
const { runCliOrExit } = await import(pathToFileURL(cli).href);
runCliOrExit({ runner: 'clone' });
