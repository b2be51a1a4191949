import { ErrorExplainerQuerySchema } from '../../engine/resources/errorExplainer';
import type { SandboxContext } from '../context';
import { explainedCodes, explainErrorCode } from '../errorCatalog/index';
import { ErrorCode, SandboxError } from '../errors';
import { dryRunPost } from '../posts/dryRun';
import { contractRoute, type Reply, type Route, type SandboxRequest } from '../router';
import { validatePostEndpoint } from '../../engine/contract/posts';
import { POST_CHECKS_BODY } from './posts';
import { parseRequest } from '../posts/echoIssues';

const EXPLAIN_ACTION = 'error-explainer';

/**
 * Checks the service offers beside its operations: `POST /validate/post` (a post's dry run) and
 * `GET /error-explainer`. The handlers are exported so the MCP door calls the same code.
 */
export const serviceCheckRoutes: Route[] = [
	...contractRoute(validatePostEndpoint, {
		action: 'post',
		handlerChecksBody: POST_CHECKS_BODY,
		handler: validatePostRoute,
	}),
	{ method: 'GET', pattern: '/api/error-explainer', action: EXPLAIN_ACTION, handler: explainError },
];

/** `POST /api/validate/post`: the body `/post` takes, checked as `/post` would; nothing is stored or sent. */
export function validatePostRoute(req: SandboxRequest, ctx: SandboxContext): Reply {
	return dryRunPost(ctx, req);
}

/** `GET /api/error-explainer?code=156&platform=<id>`: cause, class and fix of a code. */
export function explainError(req: SandboxRequest, ctx: SandboxContext): Reply {
	void ctx;
	const input: Record<string, string> = {};
	for (const name of ['code', 'platform']) {
		const value = req.query.get(name);
		if (value !== null) input[name] = value;
	}
	const { code, platform } = parseRequest(ErrorExplainerQuerySchema, input, EXPLAIN_ACTION);
	const explanation = explainErrorCode(code, platform);
	if (!explanation) {
		throw new SandboxError(
			404,
			ErrorCode.notFound,
			EXPLAIN_ACTION,
			`No explanation for code ${code}. Codes explained: ${explainedCodes().join(', ')}.`,
		);
	}
	return {
		status: 200,
		body: { status: 'success', code, ...(platform ? { platform } : {}), ...explanation },
	};
}
