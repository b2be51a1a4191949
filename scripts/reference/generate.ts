/**
 * Writes the generated reference (docs/reference/): `node --import tsx scripts/reference/generate.ts`.
 * Pages it no longer generates are removed, so a renamed resource leaves no stale page behind.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REFERENCE_DIR as ROOT, renderReference } from './index';

const pages = renderReference();
const operations = join(ROOT, 'operations');
mkdirSync(operations, { recursive: true });
for (const file of readdirSync(operations))
	if (!(`operations/${file}` in pages)) rmSync(join(operations, file));
for (const [path, text] of Object.entries(pages)) {
	mkdirSync(dirname(join(ROOT, path)), { recursive: true });
	writeFileSync(join(ROOT, path), text);
}
console.log(`docs/reference: ${Object.keys(pages).length} pages written`);
