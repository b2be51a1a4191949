// What a published package's JavaScript loads, read from the files themselves: every bare module must
// be a builtin or declared in package.json, every relative one must be a file the package ships.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';

const LITERAL = [
	/(?<![\w$.])require\(\s*(['"])([^'"]+)\1\s*\)/g,
	/(?<![\w$.])import\(\s*(['"])([^'"]+)\1\s*\)/g,
	// A file found by the module's resolution (a package's static files): the package is needed too.
	/(?<![\w$.])require\.resolve\(\s*(['"])([^'"]+)\1\s*\)/g,
	/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*(['"])([^'"]+)\1/gm,
];
// A require or import() of a computed name could load anything: none is allowed.
const COMPUTED = /(?<![\w$.])(?:require|import)\(\s*(?![\s'")])/g;

/** The module names a file loads, and how many loads name their module by a computed value. */
export function moduleRequests(source: string): { specifiers: string[]; computed: number } {
	const specifiers = LITERAL.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[2]));
	return { specifiers, computed: [...source.matchAll(COMPUTED)].length };
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageNameOf(specifier: string): string {
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier: string): boolean =>
	specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

/**
 * Problems with the modules the package's .js files load, one line each ("file: what"): a bare
 * module neither builtin nor in `declared`, a relative one that is not among `files`, a computed name.
 * `files` are paths relative to `dir`, as `npm pack` lists them.
 */
export function undeclaredRequests(dir: string, files: string[], declared: string[]): string[] {
	const shipped = new Set(files);
	const resolvesTo = (from: string, specifier: string): boolean => {
		const base = posix.join(posix.dirname(from), specifier);
		return ['', '.js', '.json', '/index.js'].some((suffix) => shipped.has(base + suffix));
	};
	const problems: string[] = [];
	for (const file of files.filter((path) => /\.(c|m)?js$/.test(path))) {
		const { specifiers, computed } = moduleRequests(readFileSync(join(dir, file), 'utf8'));
		if (computed > 0)
			problems.push(`${file}: ${computed} require/import of a computed module name`);
		for (const specifier of new Set(specifiers)) {
			if (specifier.startsWith('.')) {
				if (!resolvesTo(file, specifier))
					problems.push(`${file}: ${specifier} (not in the package)`);
			} else if (!isBuiltin(specifier) && !declared.includes(packageNameOf(specifier))) {
				problems.push(`${file}: ${specifier} (not declared)`);
			}
		}
	}
	return problems;
}
