import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { type RateLimiter, limitRefusal, rateLimitKey } from '../limits/rateLimit';
import { requireXAppKeys, type XAppKeysMode } from '../limits/xAppKeys';
import type { Reply, Route, SandboxRequest } from '../router';
import { readContractInput } from '../http/contractInput';

/** The limits every door applies in front of a handler (the server's settings). */
export interface DoorLimits {
	limiter: RateLimiter | undefined;
	xAppKeys: XAppKeysMode;
}

/** What a route answered through the pipeline, with the rate limit's headers to send along. */
export interface RouteOutcome {
	reply: Reply;
	limitHeaders: Record<string, string>;
	/** The answer is a refusal (a SandboxError), not the handler's reply. */
	refused: boolean;
}

/**
 * The one pipeline in front of a route's handler, whatever the door (REST, MCP, GraphQL): the rate
 * limit counts the request and refuses it before anything runs, then a body that could not be read
 * is refused, then the route's `guard` runs (the plan or add-on checks the docs put first), then
 * the route's contract parses the request (every problem answered at once), then
 * the X app keys are checked, then the handler answers. A SandboxError at any step
 * is the answer, in the service's error shape.
 */
export async function throughPipeline(
	ctx: SandboxContext,
	limits: DoorLimits,
	route: Route,
	request: SandboxRequest,
	{ limited, bodyError }: { limited: boolean; bodyError?: unknown },
): Promise<RouteOutcome> {
	let limitHeaders: Record<string, string> = {};
	try {
		if (limited && limits.limiter) {
			const decision = limits.limiter.take(
				rateLimitKey(ctx, request.account, request.headers, request.query, request.body),
			);
			limitHeaders = decision.headers;
			const refusal = limitRefusal(limits.limiter, decision, route.action);
			if (refusal) throw refusal;
		}
		if (bodyError !== undefined) throw bodyError;
		if (route.guard) await route.guard(request, ctx);
		if (route.contract) {
			request.input = readContractInput(route.contract, route.action, request);
		}
		requireXAppKeys(limits.xAppKeys, route, request, ctx);
		const reply = await route.handler(request, ctx);
		return { reply, limitHeaders, refused: false };
	} catch (error) {
		if (!(error instanceof SandboxError)) throw error;
		return {
			reply: { status: error.httpStatus, body: error.toBody() },
			limitHeaders,
			refused: true,
		};
	}
}
