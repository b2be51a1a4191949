import {
	type DocumentNode,
	type FragmentDefinitionNode,
	GraphQLError,
	Kind,
	type OperationDefinitionNode,
	type SelectionSetNode,
} from 'graphql';
import { nestedDeeperThan } from '../http/bracketNesting';

/** The service's limits (docs: apis/graphql/limits). */
export const GRAPHQL_LIMITS = {
	/** API calls (root fields dispatched) per request; each one beyond answers 429. */
	dispatches: 5,
	depth: 15,
	fields: 300,
	aliases: 25,
	bodyBytes: 64 * 1024,
} as const;

/** Ours: the parser stops here, so a 64 KB flood of tokens costs a few milliseconds, not more. */
export const MAX_QUERY_TOKENS = 15_000;
/** Ours: brackets nested deeper than this are refused before the (recursive) parser reads them. */
const MAX_BRACKET_NESTING = 100;

interface Shape {
	depth: number;
	fields: number;
	aliases: number;
}

/**
 * A hostile text refused before parsing: brackets outside strings nested deeper than anything the
 * limits allow (15 levels of selections, and JSON inputs nested as REST bodies may be).
 */
export function nestingProblem(query: string): GraphQLError | undefined {
	if (!nestedDeeperThan(query, MAX_BRACKET_NESTING, { parentheses: true, lineComments: true }))
		return undefined;
	return new GraphQLError(
		`The query nests brackets more than ${MAX_BRACKET_NESTING} levels deep; selections may nest at most ${GRAPHQL_LIMITS.depth} levels.`,
	);
}

/**
 * The depth, field and alias counts of the operation that would run, fragments expanded where they
 * are spread (each fragment measured once, so a fragment fan-out costs linear time); refused before
 * validation and execution, no API call used.
 */
export function limitProblems(
	document: DocumentNode,
	operationName?: string | null,
): GraphQLError[] {
	const fragments = new Map<string, FragmentDefinitionNode>();
	const operations: OperationDefinitionNode[] = [];
	for (const definition of document.definitions) {
		if (definition.kind === Kind.FRAGMENT_DEFINITION)
			fragments.set(definition.name.value, definition);
		else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
	}
	const measured = new Map<string, Shape>();
	const measuring = new Set<string>();
	const measure = (set: SelectionSetNode): Shape => {
		const shape: Shape = { depth: 0, fields: 0, aliases: 0 };
		const add = (inner: Shape, deeper: number): void => {
			shape.depth = Math.max(shape.depth, inner.depth + deeper);
			shape.fields += inner.fields;
			shape.aliases += inner.aliases;
		};
		for (const selection of set.selections) {
			if (selection.kind === Kind.FIELD) {
				shape.fields += 1;
				if (selection.alias) shape.aliases += 1;
				add(
					selection.selectionSet
						? measure(selection.selectionSet)
						: { depth: 0, fields: 0, aliases: 0 },
					1,
				);
			} else if (selection.kind === Kind.INLINE_FRAGMENT) {
				add(measure(selection.selectionSet), 0);
			} else {
				add(fragment(selection.name.value), 0);
			}
		}
		return shape;
	};
	// A cycle is left to validation (NoFragmentCycles); here it counts nothing.
	const fragment = (name: string): Shape => {
		const known = measured.get(name);
		if (known) return known;
		const definition = fragments.get(name);
		if (!definition || measuring.has(name)) return { depth: 0, fields: 0, aliases: 0 };
		measuring.add(name);
		const shape = measure(definition.selectionSet);
		measuring.delete(name);
		measured.set(name, shape);
		return shape;
	};
	const chosen = operations.filter(
		(operation) => !operationName || operation.name?.value === operationName,
	);
	const shapes = chosen.map((operation) => measure(operation.selectionSet));
	const worst = (key: keyof Shape) => Math.max(0, ...shapes.map((shape) => shape[key]));
	const problems: GraphQLError[] = [];
	const over = (key: keyof Shape, limit: number, what: string) => {
		const value = worst(key);
		if (value > limit)
			problems.push(
				new GraphQLError(
					`The query ${what} ${value}; at most ${limit} are allowed per request (refused before running, no API call used).`,
				),
			);
	};
	over('depth', GRAPHQL_LIMITS.depth, 'nests fields this many levels deep:');
	over('fields', GRAPHQL_LIMITS.fields, 'selects this many fields:');
	over('aliases', GRAPHQL_LIMITS.aliases, 'uses this many aliases:');
	return problems;
}
