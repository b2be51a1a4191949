import type { z } from 'zod';

/**
 * A network's options object, field by field, read from its zod schema: what a form (the node's
 * Options) needs to offer the fields and turn what a person typed into the object the service
 * reads. The schema stays the one source: a field added to it appears in every form derived here.
 */
export type OptionFieldKind = 'boolean' | 'number' | 'text' | 'choice' | 'list' | 'object';

export interface OptionFieldSpec {
	/** The key in the options object. */
	key: string;
	kind: OptionFieldKind;
	/** The values a `choice` takes. */
	choices?: readonly string[];
	/** What the field means, from the schema's description or its type message. */
	description?: string;
}

interface Def {
	typeName?: string;
	innerType?: z.ZodTypeAny;
	schema?: z.ZodTypeAny;
	values?: readonly string[];
	type?: z.ZodTypeAny;
	errorMap?: (
		issue: { code: string },
		ctx: { defaultError: string; data: unknown },
	) => {
		message: string;
	};
	shape?: () => Record<string, z.ZodTypeAny>;
}

const def = (schema: z.ZodTypeAny): Def => schema._def as Def;

/** The schema under optional, default, nullable and refinement wrappers. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
	let current = schema;
	for (;;) {
		const { innerType, schema: inner } = def(current);
		const next = innerType ?? inner;
		if (!next) return current;
		current = next;
	}
}

function kindOf(schema: z.ZodTypeAny): Pick<OptionFieldSpec, 'kind' | 'choices'> {
	const inner = def(schema);
	switch (inner.typeName) {
		case 'ZodBoolean':
			return { kind: 'boolean' };
		case 'ZodNumber':
			return { kind: 'number' };
		case 'ZodString':
			return { kind: 'text' };
		case 'ZodEnum':
			return { kind: 'choice', choices: inner.values ?? [] };
		case 'ZodArray':
			return inner.type && def(unwrap(inner.type)).typeName === 'ZodString'
				? { kind: 'list' }
				: { kind: 'object' };
		default:
			return { kind: 'object' };
	}
}

/** The type messages of `optionParts.ts`: "must be a list of strings: one alt text per image". */
const TYPE_MESSAGE =
	/^must be (?:true or false|a string|a list of strings|a number): (?:true )?(.+)$/;

/** What a field means, capitalized: its description, else what its type message says. */
function meaningOf(schema: z.ZodTypeAny): string | undefined {
	for (let current: z.ZodTypeAny | undefined = schema; current; ) {
		if (current.description) return current.description;
		const { errorMap, innerType, schema: inner } = def(current);
		const message = errorMap?.({ code: 'invalid_type' }, { defaultError: '', data: null }).message;
		const meaning = message?.match(TYPE_MESSAGE)?.[1];
		if (meaning) return meaning.charAt(0).toUpperCase() + meaning.slice(1);
		current = innerType ?? inner;
	}
	return undefined;
}

/** The fields of an options object's schema, in its order; none without a schema. */
export function optionFields(schema: z.ZodTypeAny | undefined): OptionFieldSpec[] {
	if (!schema) return [];
	const object = unwrap(schema);
	const shape = def(object).shape?.();
	if (!shape) return [];
	return Object.entries(shape).map(([key, field]) => {
		const description = meaningOf(field);
		return { key, ...kindOf(unwrap(field)), ...(description ? { description } : {}) };
	});
}
