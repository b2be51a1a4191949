import type { SandboxContext } from '../context';
import { type DoorCall, DoorCallLog } from '../doors/callLog';

/** One tool call as the page lists it. */
export interface McpCall extends DoorCall {
	tool: string;
}

const log = new DoorCallLog<McpCall>();

/** The latest MCP tool calls of a running sandbox, newest first (kept in memory, 20 at most). */
export function mcpCalls(ctx: SandboxContext): readonly McpCall[] {
	return log.calls(ctx);
}

export function recordMcpCall(ctx: SandboxContext, call: McpCall): void {
	log.record(ctx, call);
}
