import { z } from 'zod';
import { NETWORK_IDS } from '../../engine/networks';
import { baseSchema } from '../http/contractInput';

const NETWORK_SET = new Set<string>(NETWORK_IDS);

/** A field's GraphQL type as SDL, read from its zod schema (a network enum is `Platform`). */
function sdlOf(schema: z.ZodTypeAny): string {
	const base = baseSchema(schema);
	if (base instanceof z.ZodNumber) return base.isInt ? 'Int' : 'Float';
	if (base instanceof z.ZodBoolean) return 'Boolean';
	if (base instanceof z.ZodEnum) {
		const values = base.options as string[];
		return values.every((v) => NETWORK_SET.has(v)) ? 'Platform' : 'String';
	}
	if (base instanceof z.ZodArray) return `[${sdlOf(base.element)}!]`;
	if (base instanceof z.ZodString) return 'String';
	// A code sent as digits or a number (the explainer's `code`): its number is what it means.
	if (base instanceof z.ZodUnion) {
		const options = base.options as z.ZodTypeAny[];
		if (options.some((option) => baseSchema(option) instanceof z.ZodNumber)) return 'Int';
	}
	return 'JSON';
}

/**
 * GraphQL arguments derived from a contract's query or body schema: each named field becomes an
 * argument of its type, required (`!`) where the schema requires it. `omit` leaves out fields the
 * GraphQL docs do not give the field.
 */
export function argsFromContract(
	schema: z.ZodTypeAny,
	omit: readonly string[] = [],
	/** SDL for fields whose schema says less than the GraphQL type (a custom-checked network list). */
	overrides: Readonly<Record<string, string>> = {},
): Record<string, string> {
	const base = baseSchema(schema);
	if (!(base instanceof z.ZodObject)) throw new Error('argsFromContract needs an object schema');
	const args: Record<string, string> = {};
	for (const [name, field] of Object.entries(base.shape as Record<string, z.ZodTypeAny>)) {
		if (omit.includes(name)) continue;
		args[name] = overrides[name] ?? (field.isOptional() ? sdlOf(field) : `${sdlOf(field)}!`);
	}
	return args;
}
