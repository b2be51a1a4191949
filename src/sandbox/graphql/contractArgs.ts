import { z } from 'zod';
import { PLATFORMS } from '../../engine/platforms';
import { baseSchema } from '../http/contractInput';

/** The SDL type of one field of a contract's schema; what has no scalar of its own is `JSON`. */
function sdlType(schema: z.ZodTypeAny): string {
	const base = baseSchema(schema);
	if (base instanceof z.ZodString) return 'String';
	if (base instanceof z.ZodBoolean) return 'Boolean';
	if (base instanceof z.ZodNumber) return base.isInt ? 'Int' : 'Float';
	if (base instanceof z.ZodEnum) {
		const values = base.options as readonly string[];
		return values.every((v) => (PLATFORMS as readonly string[]).includes(v))
			? 'Platform'
			: 'String';
	}
	if (base instanceof z.ZodArray) return `[${sdlType(base.element)}!]`;
	return 'JSON';
}

/**
 * A GraphQL field's arguments read from the contract's schemas (its path parameters and query or
 * body fields): each field's SDL type, `!` where the contract requires it.
 */
export function argsFromContract(
	...schemas: Array<z.ZodTypeAny | undefined>
): Record<string, string> {
	const args: Record<string, string> = {};
	for (const schema of schemas) {
		const base = schema && baseSchema(schema);
		if (!(base instanceof z.ZodObject)) continue;
		for (const [name, field] of Object.entries(base.shape as Record<string, z.ZodTypeAny>)) {
			args[name] = `${sdlType(field)}${field.isOptional() ? '' : '!'}`;
		}
	}
	return args;
}
