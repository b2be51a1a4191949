import type { INodeProperties } from 'n8n-workflow';

import { ValidationError } from '../../../../src/engine';

/** The key of the profile an operation works on (not the one "Act As" acts for): a secret. */
export function targetProfileKeyProperty(description: string): INodeProperties {
	return {
		displayName: 'Profile Key',
		name: 'targetProfileKey',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		description,
	};
}

/**
 * Every text by which a private key could surface in a message: as given, and the base64 body
 * as one run and in the 64-character lines of canonical PEM (the engine re-wraps keys).
 */
export function privateKeySecrets(privateKey: string): string[] {
	const text = privateKey.replace(/\\n/g, '\n').trim();
	const body = text.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '');
	const lines = (body.match(/.{1,64}/g) ?? []).filter((line) => line.length >= 16);
	return [privateKey, text, body, ...lines].filter((secret) => secret.length >= 16);
}

/**
 * The engine names the wire's fields ("privateKey"); a user sees the node's ("Private Key"). Gives
 * a ValidationError the node's names, so the message points at the field to change.
 */
export function withFieldNames(
	error: unknown,
	nodeName: (field: string) => string | undefined,
): unknown {
	if (!(error instanceof ValidationError)) return error;
	const issues = error.issues.map((issue) => ({
		...issue,
		field: nodeName(issue.field) ?? issue.field,
	}));
	return new ValidationError(issues, error.message.split(':', 1)[0]);
}
