import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import type { Method, Reply, Route, SandboxRequest } from '../router';

/**
 * Operations of the real service that its official SDK calls and the sandbox does not simulate:
 * a clear 501 naming the operation (and what to use instead), not a 105 "no route" that reads like
 * a typo in the path.
 */
const NOT_SIMULATED: { method: Method; pattern: string; operation: string; instead: string }[] = [
	{
		method: 'POST',
		pattern: '/api/media/resize',
		operation: 'image resizing',
		instead: 'upload the image at the size the network needs',
	},
	{
		method: 'GET',
		pattern: '/api/analytics/links',
		operation: 'the legacy link analytics',
		instead: 'GET /api/links/:id (click analytics of a short link)',
	},
];

export const notInSandboxRoutes: Route[] = NOT_SIMULATED.map(
	({ method, pattern, operation, instead }) => ({
		method,
		pattern,
		action: 'sandbox',
		handler: (_req: SandboxRequest, _ctx: SandboxContext): Reply => {
			throw new SandboxError(
				501,
				ErrorCode.notInSandbox,
				'sandbox',
				`${method} ${pattern.replace(/^\/api/, '')} (${operation}) is an operation of the real service that ` +
					`the sandbox does not simulate.${instead === 'none yet' ? '' : ` Instead: ${instead}.`}`,
			);
		},
	}),
);
