import { errorExplainerEndpoint } from '../../engine/contract/errorExplainer';
import type { SandboxContext } from '../context';
import { explainedCodes, explainErrorCode } from '../errorCatalog/index';
import { ErrorCode, SandboxError } from '../errors';
import { dryRunPost } from '../posts/dryRun';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import { validatePostEndpoint } from '../../engine/contract/posts';
import { POST_CHECKS_BODY } from './posts';

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
	...contractRoute(errorExplainerEndpoint, { action: EXPLAIN_ACTION, handler: explainError }),
];

/** `POST /api/validate/post`: the body `/post` takes, checked as `/post` would; nothing is stored or sent. */
export function validatePostRoute(req: SandboxRequest, ctx: SandboxContext): Reply {
	return dryRunPost(ctx, req);
}

/** The service's error pages, named to a caller whose code the catalog does not hold. */
const ERROR_PAGES = [
	'https://www.ayrshare.com/docs/errors/errors-ayrshare',
	'https://www.ayrshare.com/docs/errors/errors-http',
];

/** `GET /api/error-explainer?code=156&platform=<id>`: cause, class and fix of a code. */
export function explainError(
	req: ContractRequest<typeof errorExplainerEndpoint>,
	ctx: SandboxContext,
): Reply {
	void ctx;
	const { code, platform: network } = req.input.query;
	const explanation = explainErrorCode(code, network);
	if (!explanation) {
		throw new SandboxError(
			404,
			ErrorCode.notFound,
			EXPLAIN_ACTION,
			`No explanation for code ${code}: it is not a code the service's error pages list. ` +
				`Read the error's own message, then the pages: ${ERROR_PAGES.join(' and ')}. ` +
				`Codes explained: ${explainedCodes().join(', ')}.`,
		);
	}
	return {
		status: 200,
		body: { status: 'success', code, ...(network ? { platform: network } : {}), ...explanation },
	};
}
