import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The source check of test/sandbox/everyRouteHasContract.test.ts: the handlers of contract routes
 * read `req.input`, never the raw `req.query` / `req.body`. For each `contractRoute(C, { handler })`
 * of a file, the handler expression and each function it names (declared in that file, or imported
 * from a relative module) must not read `.query` or `.body` off its first parameter (the request).
 * The functions those call are not followed.
 */

export const SANDBOX = resolve(__dirname, '../../src/sandbox');

export interface Source {
	file: string;
	text: string;
}

export type Resolve = (from: string, specifier: string) => Source | undefined;

const readSource: Resolve = (from, specifier) => {
	if (!specifier.startsWith('.')) return undefined;
	const base = resolve(dirname(from), specifier);
	for (const file of [`${base}.ts`, join(base, 'index.ts')]) {
		try {
			return { file, text: readFileSync(file, 'utf8') };
		} catch {
			// not this one
		}
	}
	return undefined;
};

function parse(source: Source): ts.SourceFile {
	return ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, true);
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** The function a name stands for in a file: declared there, or imported from a relative module. */
function findFunction(
	source: Source,
	name: string,
	resolveModule: Resolve,
	seen = new Set<string>(),
): { fn: FunctionLike; file: string } | undefined {
	const key = `${source.file}#${name}`;
	if (seen.has(key)) return undefined;
	seen.add(key);
	const file = parse(source);
	let found: { fn: FunctionLike; file: string } | undefined;
	for (const statement of file.statements) {
		if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
			return { fn: statement, file: source.file };
		if (ts.isVariableStatement(statement))
			for (const d of statement.declarationList.declarations)
				if (
					ts.isIdentifier(d.name) &&
					d.name.text === name &&
					d.initializer &&
					(ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
				)
					return { fn: d.initializer, file: source.file };
		if (
			!found &&
			ts.isImportDeclaration(statement) &&
			statement.importClause?.namedBindings &&
			ts.isNamedImports(statement.importClause.namedBindings)
		)
			for (const element of statement.importClause.namedBindings.elements)
				if (element.name.text === name) {
					const module = resolveModule(
						source.file,
						(statement.moduleSpecifier as ts.StringLiteral).text,
					);
					if (module)
						found = findFunction(
							module,
							(element.propertyName ?? element.name).text,
							resolveModule,
							seen,
						);
				}
	}
	return found;
}

/** `.query` / `.body` read off the function's first parameter (the request), where it does. */
function rawReads(fn: FunctionLike, file: string): string[] {
	const param = fn.parameters[0];
	if (!param || !ts.isIdentifier(param.name)) return [];
	const req = param.name.text;
	const reads: string[] = [];
	const visit = (node: ts.Node): void => {
		if (
			ts.isPropertyAccessExpression(node) &&
			ts.isIdentifier(node.expression) &&
			node.expression.text === req &&
			(node.name.text === 'query' || node.name.text === 'body')
		) {
			const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
			reads.push(`${file.replace(`${SANDBOX}/`, '')}:${line + 1} reads ${req}.${node.name.text}`);
		}
		ts.forEachChild(node, visit);
	};
	if (fn.body) visit(fn.body);
	return reads;
}

/** Every raw read in the handlers of the `contractRoute` calls of a file. */
export function contractHandlerReads(
	source: Source,
	resolveModule: Resolve = readSource,
): string[] {
	const problems: string[] = [];
	const check = (expression: ts.Expression): void => {
		if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression))
			problems.push(...rawReads(expression, source.file));
		const names = new Set<string>();
		const collect = (node: ts.Node): void => {
			if (ts.isIdentifier(node)) names.add(node.text);
			ts.forEachChild(node, collect);
		};
		collect(expression);
		for (const name of names) {
			const found = findFunction(source, name, resolveModule);
			if (found) problems.push(...rawReads(found.fn, found.file));
		}
	};
	const visit = (node: ts.Node): void => {
		if (
			ts.isCallExpression(node) &&
			ts.isIdentifier(node.expression) &&
			node.expression.text === 'contractRoute'
		) {
			const options = node.arguments[1];
			if (options && ts.isObjectLiteralExpression(options))
				for (const property of options.properties)
					if (ts.isPropertyAssignment(property) && property.name.getText() === 'handler')
						check(property.initializer);
		}
		ts.forEachChild(node, visit);
	};
	visit(parse(source));
	return [...new Set(problems)];
}

export function sandboxFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sandboxFiles(path) : name.endsWith('.ts') ? [path] : [];
	});
}
