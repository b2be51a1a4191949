import type { z } from 'zod';
import { type OptionFieldsShape, optionFieldsShape } from '../networks';

/**
 * Each network's option object, under the name the service reads it from, with the schema its
 * registry entry gives (src/engine/networks). Rules that depend on the post's media are the
 * entries' `optionIssues` (networkOptionIssues.ts).
 */
export const NETWORK_OPTION_SCHEMAS = Object.fromEntries(
	Object.entries(optionFieldsShape()).map(([field, schema]) => [field, schema.unwrap()]),
) as {
	[F in keyof OptionFieldsShape]: OptionFieldsShape[F] extends z.ZodOptional<infer S> ? S : never;
};
