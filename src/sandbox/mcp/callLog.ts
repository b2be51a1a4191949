import { type DoorCall, DoorCallLog } from '../doors/callLog';

/** One tool call as the page lists it. */
export interface McpCall extends DoorCall {
	tool: string;
}

/** The latest MCP tool calls of each running sandbox, newest first (kept in memory, 20 at most). */
export const mcpCallLog = new DoorCallLog<McpCall>();
