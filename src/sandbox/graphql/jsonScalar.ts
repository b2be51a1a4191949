import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import { FORBIDDEN_KEYS } from '../../engine/validation';

const FORBIDDEN = new Set<string>(FORBIDDEN_KEYS);

/** Refuses keys that could alter object prototypes, at any depth, as the REST body reader does. */
function withoutForbiddenKeys(value: unknown): unknown {
	if (Array.isArray(value)) value.forEach(withoutForbiddenKeys);
	else if (typeof value === 'object' && value !== null) {
		for (const [key, item] of Object.entries(value)) {
			if (FORBIDDEN.has(key))
				throw new GraphQLError(
					`The key ${JSON.stringify(key)} is not allowed in a JSON value (it could alter object prototypes); remove it.`,
				);
			withoutForbiddenKeys(item);
		}
	}
	return value;
}

/** A plain object copy of what graphql-js builds without a prototype, so handlers see ordinary objects. */
function plain(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(plain);
	if (typeof value === 'object' && value !== null)
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
	return value;
}

/**
 * `JSON` (docs: apis/graphql/using-the-api): a REST envelope kept whole, and inputs that mirror a
 * REST body (createPost's `input`); it takes no sub-selection.
 */
export const JsonScalar = new GraphQLScalarType({
	name: 'JSON',
	description: 'Any JSON value: a REST envelope kept whole, or a REST body as one input.',
	serialize: (value) => value,
	parseValue: (value) => withoutForbiddenKeys(value),
	parseLiteral: (node, variables) =>
		withoutForbiddenKeys(plain(valueFromASTUntyped(node, variables ?? undefined))),
});
