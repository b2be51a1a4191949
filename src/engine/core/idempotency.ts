import { randomUUID } from 'node:crypto';

/**
 * A fresh idempotency key for one logical create. Made once, before the first attempt, and sent
 * unchanged on every retry so the service can recognise the retry as the same create.
 */
export function newIdempotencyKey(): string {
	return `sp-${randomUUID()}`;
}

/**
 * The code the sandbox answers (HTTP 409) when an idempotency key was already used in the same
 * profile; the service's docs give no code for this, so ours is documented in docs/sandbox.md (its error code table) and docs/reference/errors.md.
 */
export const DUPLICATE_IDEMPOTENCY_KEY_CODE = 195;
