import type { SandboxContext } from '../context';

/** One tool call as the page lists it: never its arguments, which may hold keys and text. */
export interface McpCall {
	/** The caller's account; none when the key was missing or wrong. */
	accountId?: number;
	at: number;
	tool: string;
	ok: boolean;
	/** The service's error code of a refusal. */
	code?: number;
	ms: number;
}

const KEPT = 20;
const logs = new WeakMap<SandboxContext, McpCall[]>();

/** The latest MCP tool calls of a running sandbox, newest first (kept in memory, 20 at most). */
export function mcpCalls(ctx: SandboxContext): readonly McpCall[] {
	return logs.get(ctx) ?? [];
}

export function recordMcpCall(ctx: SandboxContext, call: McpCall): void {
	const calls = logs.get(ctx) ?? [];
	calls.unshift(call);
	if (calls.length > KEPT) calls.length = KEPT;
	logs.set(ctx, calls);
}
