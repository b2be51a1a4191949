// The published engine is one file with zod compiled in, so the package requires nothing it does not
// declare (n8n-workflow, the peer, and node: builtins). After tsc: bundle src/engine/index.ts over
// dist/src/engine/index.js (esbuild, not minified), point the nodes' requires of engine sub-modules at
// that file, and give the engine's .d.ts files zod's own type declarations, shipped next to them.
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const ENGINE = join(ROOT, 'dist/src/engine');
const ENTRY = join(ENGINE, 'index.js');
const ZOD_TYPES = join(ENGINE, 'vendor/zod');
const require = createRequire(import.meta.url);

const filesUnder = (dir, suffix) =>
	readdirSync(dir, { recursive: true })
		.map((name) => join(dir, name))
		.filter((path) => path.endsWith(suffix));

/** The names a compiled module exports. */
function exportsOf(modulePath) {
	return Object.keys(require(modulePath));
}

async function bundleEngine() {
	const zodVersion = require('zod/package.json').version;
	const perFileExports = exportsOf(ENTRY);
	rmSync(`${ENTRY}.map`, { force: true }); // tsc's map of the file the bundle replaces
	const result = await build({
		entryPoints: [join(ROOT, 'src/engine/index.ts')],
		outfile: ENTRY,
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'node20',
		tsconfig: join(ROOT, 'tsconfig.json'),
		minify: false,
		legalComments: 'inline',
		metafile: true,
		logLevel: 'warning',
		allowOverwrite: true,
		// The same output (and its path comments) whether node_modules is a folder or a symlink.
		absWorkingDir: ROOT,
		preserveSymlinks: true,
		banner: {
			js:
				`// n8n-nodes-social-publishing: the engine (src/engine in the repository) with zod ${zodVersion}` +
				` compiled in\n// (MIT, Copyright (c) 2025 Colin McDonnell; licence in vendor/zod/LICENSE). Built by esbuild.`,
		},
	});
	const [output] = Object.values(result.metafile.outputs);
	const external = output.imports.filter((entry) => !entry.path.startsWith('node:'));
	if (external.length > 0)
		throw new Error(
			`bundle-engine: the bundle still requires ${external.map((e) => e.path).join(', ')}`,
		);
	// The bundle must offer what tsc's index.js did, so code written against either sees the same engine.
	delete require.cache[ENTRY];
	const bundled = new Set(exportsOf(ENTRY));
	const lost = perFileExports.filter((name) => !bundled.has(name));
	if (lost.length > 0) throw new Error(`bundle-engine: the bundle lacks ${lost.join(', ')}`);
	return { zodVersion, bytes: output.bytes, bundled };
}

/** The nodes load the engine through its one published file, never a sub-module (not shipped). */
function pointNodesAtBundle(bundled) {
	const subModule = /require\("((?:\.\.\/)+src\/engine)\/([^"]+)"\)/g;
	let redirected = 0;
	for (const file of [
		...filesUnder(join(ROOT, 'dist/nodes'), '.js'),
		...filesUnder(join(ROOT, 'dist/credentials'), '.js'),
	]) {
		const text = readFileSync(file, 'utf8');
		const next = text.replace(subModule, (whole, enginePath, sub) => {
			const target = resolve(dirname(file), enginePath, sub);
			const missing = exportsOf(target).filter((name) => !bundled.has(name));
			if (missing.length > 0)
				throw new Error(
					`bundle-engine: ${relative(ROOT, file)} imports src/engine/${sub}, whose ${missing.join(', ')} ` +
						`src/engine/index.ts does not export: export it there (the package ships only the engine's index)`,
				);
			redirected++;
			return `require("${enginePath}")`;
		});
		if (next !== text) writeFileSync(file, next);
	}
	return redirected;
}

/** zod's declarations next to the engine's, so that its types resolve where no zod is installed. */
function vendorZodTypes() {
	const zodDir = dirname(require.resolve('zod/package.json'));
	cpSync(join(zodDir, 'LICENSE'), join(ZOD_TYPES, 'LICENSE'));
	cpSync(join(zodDir, 'index.d.ts'), join(ZOD_TYPES, 'index.d.ts'));
	cpSync(join(zodDir, 'v3'), join(ZOD_TYPES, 'v3'), {
		recursive: true,
		filter: (path) => statSync(path).isDirectory() || path.endsWith('.d.ts'),
	});
	const zodSpecifier = /(from |import\()(['"])zod\2/g;
	for (const file of filesUnder(ENGINE, '.d.ts')) {
		if (file.startsWith(ZOD_TYPES)) continue;
		const text = readFileSync(file, 'utf8');
		let toVendor = relative(dirname(file), ZOD_TYPES);
		if (!toVendor.startsWith('.')) toVendor = `./${toVendor}`;
		const next = text.replace(
			zodSpecifier,
			(_, keyword, quote) => `${keyword}${quote}${toVendor}${quote}`,
		);
		if (next !== text) writeFileSync(file, next);
	}
}

const { zodVersion, bytes, bundled } = await bundleEngine();
const redirected = pointNodesAtBundle(bundled);
vendorZodTypes();
console.log(
	`bundle-engine: dist/src/engine/index.js, ${Math.round(bytes / 1024)} KB with zod ${zodVersion}; ` +
		`${redirected} node require(s) of engine sub-modules pointed at it`,
);
