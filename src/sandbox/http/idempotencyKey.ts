import type { SandboxContext } from '../context';
import { badRequest, ErrorCode, SandboxError } from '../errors';
import type { Reply, SandboxRequest } from '../router';

/** The `Idempotency-Key` header, when sent (post create reads it too). */
export function idempotencyKeyHeader(req: SandboxRequest, action: string): string | undefined {
	const header = req.headers['idempotency-key'];
	const key = Array.isArray(header) ? header[0] : header;
	if (key === undefined || key === '') return undefined;
	if (key.length > 255)
		throw badRequest(
			action,
			'The Idempotency-Key header must be at most 255 characters; send a shorter unique key.',
		);
	return key;
}

function keyOf(req: SandboxRequest, action: string): string | undefined {
	const fromBody = req.body?.idempotencyKey;
	if (typeof fromBody !== 'string' || fromBody === '') return idempotencyKeyHeader(req, action);
	if (fromBody.length > 255)
		throw badRequest(
			action,
			'idempotencyKey must be at most 255 characters; send a shorter unique key.',
		);
	return fromBody;
}

/** Keys are per account and acting profile (as the raw Profile-Key it came with), like post keys. */
function ownerOf(req: SandboxRequest): string {
	const header = req.headers['profile-key'];
	const profileKey = req.body?.profileKey ?? (Array.isArray(header) ? header[0] : header) ?? '';
	return `${req.account.id}:${String(profileKey)}`;
}

function resourceIdOf(body: unknown): string | null {
	const id = (body as { id?: unknown } | undefined)?.id;
	return typeof id === 'string' ? id : null;
}

/**
 * A create route that honours an idempotency key (`Idempotency-Key` header or `idempotencyKey` in
 * the body): the first successful answer is kept; the same key again in the same profile gets 409,
 * code 195, with that answer under `original` (and its `id`), and nothing is created twice.
 */
export function idempotentCreate<R extends SandboxRequest = SandboxRequest>(
	scope: string,
	action: string,
	handler: (req: R, ctx: SandboxContext) => Reply | Promise<Reply>,
): (req: R, ctx: SandboxContext) => Reply | Promise<Reply> {
	return (req: R, ctx: SandboxContext): Reply | Promise<Reply> => {
		const key = keyOf(req, action);
		if (key === undefined) return handler(req, ctx);
		const owner = ownerOf(req);
		const kept = ctx.idempotentCreates.find(owner, scope, key);
		if (kept)
			throw new SandboxError(
				409,
				ErrorCode.duplicateIdempotencyKey,
				action,
				`idempotencyKey ${JSON.stringify(key)} was already used for this ${scope} in this profile; nothing new was created. Use a new key for a new ${scope}.`,
				{ ...(kept.id ? { id: kept.id } : {}), original: JSON.parse(kept.answer) },
			);
		// The handlers are synchronous: nothing else runs between the look-up and the keep.
		const reply = handler(req, ctx) as Reply;
		if (reply.status < 300)
			ctx.idempotentCreates.keep(
				owner,
				scope,
				key,
				resourceIdOf(reply.body),
				JSON.stringify(reply.body),
				ctx.now(),
			);
		return reply;
	};
}
