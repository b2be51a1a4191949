// Import cycles among the product's TypeScript files (nodes, credentials, src): prints each cycle
// and exits 1 when there is one. Type-only imports count: a cycle of types is still two files that
// cannot be read, moved or published one without the other.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const productFolders = ['nodes', 'credentials', 'src'];
const importPattern =
	/(?:\bimport|\bexport)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

function listSources(dir) {
	const files = [];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (name === 'node_modules' || name.startsWith('.')) continue;
		if (statSync(path).isDirectory()) files.push(...listSources(path));
		else if (/\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
	}
	return files;
}

function resolveImport(fromFile, specifier) {
	if (!specifier.startsWith('.')) return undefined;
	const base = resolve(dirname(fromFile), specifier).replace(/\.(m?js)$/, '');
	const candidates = [base, `${base}.ts`, `${base}.mts`, join(base, 'index.ts')];
	return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

function importGraph(files) {
	const graph = new Map();
	for (const file of files) {
		const source = readFileSync(file, 'utf8').replace(
			/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm,
			'$1',
		);
		const targets = new Set();
		for (const match of source.matchAll(importPattern)) {
			const target = resolveImport(file, match[1] ?? match[2] ?? match[3]);
			if (target && target !== file) targets.add(target);
		}
		graph.set(file, [...targets]);
	}
	return graph;
}

/** Tarjan's strongly connected components: every component of more than one file holds a cycle. */
function cyclicComponents(graph) {
	let counter = 0;
	const index = new Map();
	const low = new Map();
	const stack = [];
	const onStack = new Set();
	const components = [];
	const visit = (node) => {
		index.set(node, counter);
		low.set(node, counter++);
		stack.push(node);
		onStack.add(node);
		for (const next of graph.get(node) ?? []) {
			if (!index.has(next)) {
				visit(next);
				low.set(node, Math.min(low.get(node), low.get(next)));
			} else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
		}
		if (low.get(node) !== index.get(node)) return;
		const component = [];
		let member;
		do {
			member = stack.pop();
			onStack.delete(member);
			component.push(member);
		} while (member !== node);
		if (component.length > 1) components.push(component);
	};
	for (const node of graph.keys()) if (!index.has(node)) visit(node);
	return components;
}

/** One shortest cycle through a component's first file, for a readable report. */
function shortestCycle(graph, component) {
	const members = new Set(component);
	const start = [...component].sort()[0];
	const previous = new Map([[start, undefined]]);
	const queue = [start];
	while (queue.length > 0) {
		const node = queue.shift();
		for (const next of graph.get(node) ?? []) {
			if (!members.has(next)) continue;
			if (next === start) {
				const path = [node];
				while (previous.get(path[0]) !== undefined) path.unshift(previous.get(path[0]));
				return [...path, start];
			}
			if (!previous.has(next)) {
				previous.set(next, node);
				queue.push(next);
			}
		}
	}
	return component;
}

const files = productFolders
	.filter((dir) => existsSync(join(root, dir)))
	.flatMap((dir) => listSources(join(root, dir)));
const graph = importGraph(files);
const components = cyclicComponents(graph);
for (const component of components) {
	const cycle = shortestCycle(graph, component).map((file) => relative(root, file));
	const extra =
		component.length > cycle.length - 1 ? ` (${component.length} files in this knot)` : '';
	console.error(`import cycle: ${cycle.join(' -> ')}${extra}`);
}
if (components.length > 0) {
	console.error(
		`check-cycles: ${components.length} import cycle(s) among ${files.length} product files`,
	);
	process.exit(1);
}
console.log(
	`check-cycles: no import cycle among ${files.length} product files (${productFolders.join(', ')})`,
);
