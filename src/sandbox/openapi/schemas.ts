import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import type { DocRef } from '../../engine/contract/endpoint';

/** A JSON Schema (OpenAPI 3.1's dialect is JSON Schema 2020-12; the draft-07 subset we emit is valid there). */
export type JsonSchema = Record<string, unknown>;

/**
 * A contract's zod schema as JSON Schema: a request as a client sends it (the input side of
 * transforms and pipes), an answer as the service sends it (the output side). Unknown keys stay
 * allowed where the schema lets them through (`.passthrough()` is `additionalProperties: true`).
 */
export function jsonSchemaOf(schema: z.ZodTypeAny, side: 'request' | 'response'): JsonSchema {
	const converted = zodToJsonSchema(schema, {
		target: 'jsonSchema7',
		$refStrategy: 'none',
		effectStrategy: 'input',
		pipeStrategy: side === 'request' ? 'input' : 'output',
	}) as JsonSchema;
	const { $schema: _dialect, ...rest } = converted;
	return rest;
}

/**
 * The service's error body, as every refusal of the sandbox answers it (`SandboxError.toBody`,
 * src/sandbox/errors.ts): docs https://www.ayrshare.com/docs/errors/overview. Further fields
 * (`details`, `errors`, `id`, ...) ride along.
 */
export const ServiceErrorSchema = z
	.object({
		action: z.string().describe('The operation that refused, like "post" or "hashtags".'),
		status: z.literal('error'),
		code: z
			.number()
			.int()
			.describe("The service's error code (GET /api/error-explainer explains it)."),
		message: z.string(),
	})
	.passthrough();

/** A field's doc reference as OpenAPI annotations: `externalDocs` for a page, `x-ours` for our choice. */
export function docAnnotations(doc: DocRef): JsonSchema {
	return typeof doc === 'string' ? { externalDocs: { url: doc } } : { 'x-ours': doc.ours };
}

/**
 * The object schema's properties annotated with their doc pages (`fields`) and the reasons they
 * are accepted but not modelled (`notModelled`); fields the schema does not name are added as
 * accepted values of any type, so the document says they are taken.
 */
export function annotateFields(
	schema: JsonSchema,
	fields: Readonly<Record<string, DocRef>> = {},
	notModelled: Readonly<Record<string, string>> = {},
): JsonSchema {
	const properties = { ...((schema.properties as Record<string, JsonSchema> | undefined) ?? {}) };
	if (schema.type !== 'object') return schema;
	for (const [name, doc] of Object.entries(fields)) {
		if (properties[name]) properties[name] = { ...properties[name], ...docAnnotations(doc) };
	}
	for (const [name, reason] of Object.entries(notModelled)) {
		properties[name] = { ...(properties[name] ?? {}), 'x-not-modelled': reason };
	}
	return { ...schema, properties };
}

/** The property names and whether each is required, of an object schema. */
export function objectProperties(
	schema: JsonSchema,
): { name: string; schema: JsonSchema; required: boolean }[] {
	const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
	const required = new Set((schema.required as string[] | undefined) ?? []);
	return Object.entries(properties).map(([name, property]) => ({
		name,
		schema: property,
		required: required.has(name),
	}));
}
