import { z } from 'zod';
import { baseSchema } from '../http/contractInput';

/** A field's GraphQL type (SDL) for one schema of a contract, by its zod base type. */
function sdlOf(schema: z.ZodTypeAny): string {
	const base = baseSchema(schema);
	if (base instanceof z.ZodNumber) return base.isInt ? 'Int' : 'Float';
	if (base instanceof z.ZodBoolean) return 'Boolean';
	if (base instanceof z.ZodArray) return `[${sdlOf(base.element)}!]`;
	// A code sent as digits or a number (the explainer's `code`): its number is what it means.
	if (base instanceof z.ZodUnion) {
		const options = base.options as z.ZodTypeAny[];
		const number = options.find((option) => baseSchema(option) instanceof z.ZodNumber);
		if (number) return 'Int';
	}
	return 'String';
}

/**
 * A GraphQL field's arguments derived from its REST route's contract (the query or body schema):
 * one argument per named field, required where the schema requires it. `named` gives the schema's
 * own GraphQL types where a field is one (`platform: 'Platform'`).
 */
export function contractArgs(
	schema: z.ZodTypeAny | undefined,
	named: Readonly<Record<string, string>> = {},
): Record<string, string> {
	const base = schema ? baseSchema(schema) : undefined;
	if (!(base instanceof z.ZodObject)) return {};
	const shape = base.shape as Record<string, z.ZodTypeAny>;
	return Object.fromEntries(
		Object.entries(shape).map(([name, field]) => {
			const type = named[name] ?? sdlOf(field);
			return [name, field.isOptional() ? type : `${type}!`];
		}),
	);
}
