/**
 * Summarises a V8 .cpuprofile (from node --cpu-prof): the functions with the most self time, and
 * the most inclusive time among the project's own sources. Usage: node --import tsx bench/lib/profileTop.ts FILE [N]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	hitCount?: number;
	children?: number[];
}

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = profile.samples.length;
// Paths relative to the checkout the profile was taken in (any worktree), so ' src/' finds the project's own.
const root = `${process.cwd()}/`;
const label = (n: ProfileNode) => {
	const url = n.callFrame.url.replace(/^file:\/\//, '').replace(root, '');
	return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const id of profile.samples) {
	const n = byId.get(id)!;
	self.set(label(n), (self.get(label(n)) ?? 0) + 1);
	const seen = new Set<string>();
	for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
		const l = label(byId.get(cur)!);
		if (seen.has(l)) continue;
		seen.add(l);
		inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
	}
}
const print = (title: string, map: Map<string, number>, filter: (l: string) => boolean) => {
	console.log(title);
	[...map].filter(([l]) => filter(l)).sort((a, b) => b[1] - a[1]).slice(0, top)
		.forEach(([l, n]) => console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)}%  ${l}`));
};
print(`self time (${total} samples)`, self, () => true);
print('inclusive time, project sources', inclusive, (l) => process.env.ALL ? true : / src\//.test(l));
