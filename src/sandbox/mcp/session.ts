import type { IncomingHttpHeaders } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import {
	CallToolRequestSchema,
	type CallToolResult,
	ErrorCode as RpcErrorCode,
	ListToolsRequestSchema,
	McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { toValidationIssues } from '../../engine/core/zodIssues';
import { authenticate } from '../http/auth';
import type { SandboxContext } from '../context';
import { SandboxError, validationFailed } from '../errors';
import { echoSafeIssues } from '../http/parseRequest';
import { mcpCallLog } from './callLog';
import { TOOLS_BY_NAME, inputOf, toolList } from './catalog';
import { type ApiDispatcher, forwardedHeaders, limitHeadersOf } from '../doors/dispatch';
import type { McpTool } from './tool';

export const MCP_SERVER_NAME = 'social-publishing-sandbox';

const INSTRUCTIONS =
	'The Social Publishing and Management Service (offline sandbox). Before create_post, call validate_post with the same input and fix what it reports. ' +
	'Keep the id create_post returns. When a call fails, call explain_error with its code. A profileKey argument acts for that profile on one call.';

/** The SDK server's validator (elicitation only, never used here): one per process, 0.8 ms each. */
let validator: AjvJsonSchemaValidator | undefined;

/** One stateless MCP server for one HTTP request, answering from the shared tool catalog. */
export function createMcpSession(
	ctx: SandboxContext,
	dispatcher: ApiDispatcher,
	headers: IncomingHttpHeaders,
	/** Filled with the rate-limit headers of the REST call a tool made, for the HTTP answer. */
	answerHeaders: Record<string, string> = {},
): Server {
	const server = new Server(
		{ name: MCP_SERVER_NAME, version: '1.0.0' },
		{
			capabilities: { tools: {} },
			instructions: INSTRUCTIONS,
			jsonSchemaValidator: (validator ??= new AjvJsonSchemaValidator()),
		},
	);
	// The service serves initialize and tools/list before authentication: metadata only.
	server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList() }));
	server.setRequestHandler(CallToolRequestSchema, (request) =>
		answerToolCall(
			ctx,
			dispatcher,
			headers,
			answerHeaders,
			request.params.name,
			request.params.arguments ?? {},
		),
	);
	return server;
}

/**
 * A `tools/call`'s result, whichever way it came in (the SDK server, or route.ts's lane for a
 * plain call): the tool's REST call, its rate-limit headers for the HTTP answer, the page's call log.
 */
export async function answerToolCall(
	ctx: SandboxContext,
	dispatcher: ApiDispatcher,
	headers: IncomingHttpHeaders,
	answerHeaders: Record<string, string>,
	name: string,
	args: Record<string, unknown>,
): Promise<CallToolResult> {
	const tool = TOOLS_BY_NAME.get(name);
	if (!tool) {
		throw new McpError(
			RpcErrorCode.InvalidParams,
			`Unknown tool ${JSON.stringify(name)}; tools/list names the ${TOOLS_BY_NAME.size} tools.`,
		);
	}
	const started = ctx.now();
	const { result, accountId, code, limitHeaders } = await callTool(
		ctx,
		dispatcher,
		headers,
		tool,
		args,
	);
	Object.assign(answerHeaders, limitHeaders);
	mcpCallLog.record(ctx, {
		accountId,
		at: started,
		tool: tool.name,
		ok: !result.isError,
		code,
		ms: ctx.now() - started,
	});
	return result;
}

async function callTool(
	ctx: SandboxContext,
	dispatcher: ApiDispatcher,
	headers: IncomingHttpHeaders,
	tool: McpTool,
	args: Record<string, unknown>,
): Promise<ToolOutcome> {
	let accountId: number | undefined;
	try {
		const account = authenticate(ctx, first(headers.authorization));
		accountId = account.id;
		const valid = checkArguments(tool, args);
		const profileKey = profileKeyOf(tool, valid, headers);
		delete valid.profileKey;
		const forwarded = forwardedHeaders(headers, profileKey);
		const apiCall = await tool.toCall(valid, {
			profileKey,
			accountId: account.id,
			read: (call) => dispatcher.call(account, forwarded, call, { limited: false }),
		});
		const answer = await dispatcher.call(account, forwarded, apiCall);
		const body = answer.body as { status?: unknown } | undefined;
		const failed = answer.status >= 400 || body?.status === 'error';
		return {
			...outcomeOf(answer.body, failed, accountId),
			limitHeaders: limitHeadersOf(answer.headers),
		};
	} catch (error) {
		if (error instanceof SandboxError) return outcomeOf(error.toBody(), true, accountId);
		// The SDK answers it as a JSON-RPC internal error; the log says what broke, as for REST.
		ctx.log(`sandbox: MCP ${tool.name} failed: ${(error as Error)?.stack ?? String(error)}`);
		throw error;
	}
}

/** The arguments as the tool's schema reads them, or a 400 naming every problem at once. */
function checkArguments(tool: McpTool, args: Record<string, unknown>): Record<string, unknown> {
	const parsed = inputOf(tool).safeParse(args);
	const issues = parsed.success ? [] : toValidationIssues(parsed.error.issues, args);
	for (const group of tool.atLeastOne ?? []) {
		if (group.some((name) => args[name] !== undefined)) continue;
		issues.push({
			field: group.join(' or '),
			value: undefined,
			message: `is required: give at least one of ${group.join(', ')}`,
		});
	}
	if (issues.length > 0) throw validationFailed(tool.name, echoSafeIssues(issues));
	return { ...(parsed as { data: Record<string, unknown> }).data };
}

/**
 * The profile a call acts for: the argument wins over the connection's Profile-Key header (an
 * empty one means none). list_profiles and create_profile are account-level and ignore both.
 */
function profileKeyOf(
	tool: McpTool,
	args: Record<string, unknown>,
	headers: IncomingHttpHeaders,
): string | undefined {
	if (tool.ignoresProfileHeader) return undefined;
	const argument = tool.scope === 'profile' ? args.profileKey : undefined;
	if (typeof argument === 'string' && argument.trim() !== '') return argument.trim();
	const header = first(headers['profile-key'])?.trim();
	return header ? header : undefined;
}

function first(value: string | string[] | undefined): string | undefined {
	return Array.isArray(value) ? value[0] : value;
}

/** A tool's answer: the REST body as its text; a refusal's code kept for the page's call list. */
interface ToolOutcome {
	result: CallToolResult;
	accountId?: number;
	code?: number;
	limitHeaders?: Record<string, string>;
}

function outcomeOf(body: unknown, isError: boolean, accountId: number | undefined): ToolOutcome {
	const code = (body as { code?: unknown } | undefined)?.code;
	return {
		result: {
			content: [{ type: 'text', text: JSON.stringify(body) }],
			...(isError ? { isError } : {}),
		},
		accountId,
		code: isError && typeof code === 'number' ? code : undefined,
	};
}
