// `npm run dev`'s copier: whenever `tsc --watch` rewrites dist/, copies the published folders
// (dist/nodes, dist/credentials, dist/src/engine) into the package n8n has installed, whose folder n8n
// watches with N8N_DEV_RELOAD=true and reloads. Usage: node scripts/dev-sync.mjs INSTALLED_PACKAGE_DIR
import { cpSync, existsSync, watch } from 'node:fs';
import { join } from 'node:path';

const target = process.argv[2];
if (!target || !existsSync(join(target, 'package.json'))) {
	console.error(`dev-sync: ${target} is not an installed package folder`);
	process.exit(1);
}
const published = ['dist/nodes', 'dist/credentials', 'dist/src/engine'];
const shipped = (path) => !path.endsWith('.d.ts') && !path.endsWith('.tsbuildinfo');

let pending;
const sync = () => {
	for (const dir of published) if (existsSync(dir)) cpSync(dir, join(target, dir), { recursive: true, filter: shipped });
	console.log(`[${new Date().toISOString().slice(11, 19)}] dev: copied the rebuilt package into n8n; it reloads the nodes`);
};
// tsc writes many files in a burst: copy once it has been quiet for 500 ms.
watch('dist', { recursive: true }, (_event, file) => {
	if (!file || !published.some((dir) => join('dist', file).startsWith(dir))) return;
	clearTimeout(pending);
	pending = setTimeout(sync, 500);
});
console.log(`dev: watching dist/ for tsc's output; copying into ${target}`);
