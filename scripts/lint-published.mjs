// The published code (nodes, credentials, src/engine, package.json) against n8n's default eslint config
// alone: no nested config, no ESLINT_FLAGS, so its compliance never rests on the lookup flag that
// `npm run lint` uses for the code that does not ship.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

delete process.env.ESLINT_FLAGS; // ESLint merges this variable into every instance's flags
const published = ['nodes', 'credentials', 'src/engine', 'package.json'];
const strayConfigs = ['nodes', 'credentials', 'src', 'src/engine'].filter((dir) => existsSync(join(dir, 'eslint.config.mjs')));
if (strayConfigs.length > 0) {
	console.error(`lint-published: published folders must use the root config only; found eslint.config.mjs in ${strayConfigs.join(', ')}`);
	process.exit(1);
}
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.mjs', flags: [] });
const results = await eslint.lintFiles(published);
const formatter = await eslint.loadFormatter('stylish');
const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
const output = await formatter.format(results);
if (output) console.log(output);
const linted = results.length;
const nodeFiles = results.filter((r) => r.filePath.includes('/nodes/')).length;
if (problems > 0 || nodeFiles === 0) {
	console.error(`lint-published: ${problems} problem(s) in ${linted} published files`);
	process.exit(1);
}
console.log(`lint-published: ${linted} published files pass n8n's default config (cloud rules), no nested config`);
