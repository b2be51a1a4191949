#!/usr/bin/env node
// `npx social-publishing-sandbox [flags]`: the sandbox on Node's built-in node:sqlite, nothing to compile.
'use strict';
const getBuiltin = process.getBuiltinModule;
if (!getBuiltin || !getBuiltin('node:sqlite')) {
	process.stderr.write(
		`social-publishing-sandbox needs Node 22.13 or later (built-in node:sqlite); this is Node ${process.version}.\n` +
			'On an older Node, clone n8n-nodes-social-publishing and run `npm run sandbox` (it compiles better-sqlite3).\n',
	);
	process.exit(1);
}
require('../dist/sandbox/cli.js').runCliOrExit({ runner: 'package' });
