// Types of what the jest trigger tests take from trigger-leg.mjs (the sub-legs are plain JavaScript).

export interface SignatureRefusal {
	name: string;
	rawBody: string;
	headers: Record<string, string>;
	/** Signed correctly but too long ago: refused for its timestamp alone. */
	stale?: boolean;
}

export function signatureRefusals<B extends object>(
	body: B,
	secret: string,
	sign: (rawBody: string, secret: string, timestampSeconds: number) => Record<string, string>,
	tamper: (body: B) => object,
	now?: number,
): SignatureRefusal[];
