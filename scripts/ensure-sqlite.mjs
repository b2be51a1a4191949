// The sandbox's database driver, ready on the running Node: nothing to do where Node has the built-in
// node:sqlite (22.13+, 24); on older Node (20), better-sqlite3 is compiled once if it does not load
// (.npmrc sets ignore-scripts, so `npm ci` never builds it). Used by every entry point that runs the
// sandbox: scripts/sandbox.mjs, bench/run-all.ts, scripts/ensure-native.sh (npm test, the n8n 1.x leg).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

function hasNodeSqlite() {
	return Boolean(process.getBuiltinModule?.('node:sqlite'));
}

function betterSqliteLoads() {
	try {
		const Database = require('better-sqlite3');
		new Database(':memory:').close();
		return true;
	} catch {
		return false;
	}
}

export function ensureSqlite() {
	const forced = process.env.SP_SQLITE_DRIVER;
	if (forced !== 'better-sqlite3' && hasNodeSqlite()) return 'node:sqlite';
	if (betterSqliteLoads()) return 'better-sqlite3';
	process.stderr.write(
		`Node ${process.version} has no built-in node:sqlite (Node 22.13+ has): compiling better-sqlite3 ` +
			'for it once (about 80 s; needs python3, make and a C++ compiler)...\n',
	);
	const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', '--ignore-scripts=false'], {
		cwd: root,
		stdio: ['ignore', 'ignore', 'inherit'],
		shell: process.platform === 'win32',
	});
	if (rebuild.status !== 0 || !betterSqliteLoads()) {
		throw new Error(
			'better-sqlite3 could not be compiled for this Node (see the messages above). Use Node 22.13 or ' +
				'later, whose built-in node:sqlite needs no compiler, or install a C++ toolchain and run ' +
				'`npm rebuild better-sqlite3 --ignore-scripts=false`.',
		);
	}
	return 'better-sqlite3';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	try {
		ensureSqlite();
	} catch (error) {
		process.stderr.write(`${error.message}\n`);
		process.exit(1);
	}
}
