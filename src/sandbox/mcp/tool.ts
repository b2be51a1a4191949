import { z } from 'zod';
import type { ApiCall } from '../doors/dispatch';
import { mcpValues } from './catalog/declared';

export type { ApiCall } from '../doors/dispatch';

/**
 * The service's documented tool scopes: a profile tool takes an optional `profileKey` argument
 * (winning over the connection's Profile-Key header); an account tool takes none.
 */
export type ToolScope = 'profile' | 'account';

/** What a tool's request builder knows besides its arguments. */
export interface ToolCallContext {
	/** The acting profile key: the argument, else the connection's Profile-Key header. */
	profileKey?: string;
	/** The account's id, for tools that supply something server-side (the linking key). */
	accountId: number;
	/** A REST read made on the caller's behalf to fill a default (not counted by the rate limit). */
	read(call: ApiCall): Promise<{ status: number; body: unknown }>;
}

/** One MCP tool: its documented name, scope and input, and the REST call it runs through. */
export interface McpTool {
	name: string;
	scope: ToolScope;
	description: string;
	/** The arguments besides `profileKey` (added to every profile tool's schema). */
	input: z.AnyZodObject;
	/** list_profiles and create_profile act for the account and ignore the Profile-Key header. */
	ignoresProfileHeader?: boolean;
	/** True for tools that read and change nothing (an MCP hint for clients and models). */
	readOnly?: boolean;
	/** Groups of arguments of which at least one must be given (the docs' "X or Y" rules). */
	atLeastOne?: string[][];
	/** Maps valid arguments to the REST call; a refusal here is a SandboxError, answered in-band. */
	toCall(args: Record<string, unknown>, call: ToolCallContext): ApiCall | Promise<ApiCall>;
}

/** The networks the service's MCP tools name in `platforms` (catalog/declared.ts says which and why). */
export const MCP_POST_NETWORKS = mcpValues('postNetworks');

export const postNetwork = z.enum(MCP_POST_NETWORKS);
export const postNetworks = z.array(postNetwork).min(1);

/** The profile key argument every profile tool takes. */
export const profileKeyArgument = z
	.string()
	.optional()
	.describe(
		'Acts for this user profile on this call only; wins over the Profile-Key header. Omit to use the header, or the primary profile.',
	);

/** Arguments without the ones that are undefined, so a REST body carries only what was given. */
export function given(args: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
}

/** Pulls `id` out of the arguments, for tools whose REST route takes it in the path. */
export function idOf(args: Record<string, unknown>): string {
	return encodeURIComponent(String(args.id));
}
