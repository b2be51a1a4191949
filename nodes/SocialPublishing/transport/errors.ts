import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	APIError,
	ConnectionError,
	ValidationError,
	X_APP_HEADER_NAMES,
	X_CREDENTIALS_REQUIRED_CODE,
} from '../../../src/engine';
import type { RequestContext } from './context';
import { EXPLAINED_FIX } from './errorExplainer';
import { describeFix, describeIssue } from './issues';

/** Replaces every secret (API key, profile keys) in a text with a mask. */
export function redact(text: string, secrets: readonly string[]): string {
	let out = text;
	for (const secret of secrets) {
		if (secret && secret.length >= 4) out = out.split(secret).join('***');
	}
	return out.replace(/Bearer\s+[^\s"',;]+/gi, 'Bearer ***');
}

/** The service's own fields of a refusal, which Continue On Fail puts in the failed item. */
export interface ServiceErrorFields {
	/** The service's numeric error code. */
	serviceCode?: number;
	/** The network the refusal is about. */
	platform?: string;
	/** The post a send that failed on a network still made (Post › Retry picks it up). */
	postId?: string;
	/** The service's error explainer's fix for the code, when it knows one. */
	fix?: string;
}

/** A refusal of the service as n8n shows it, carrying the service's own fields. */
export class ServiceApiError extends NodeApiError implements ServiceErrorFields {
	readonly serviceCode?: number;

	readonly platform?: string;

	readonly postId?: string;

	readonly fix?: string;

	constructor(
		node: INode,
		response: JsonObject,
		options: ConstructorParameters<typeof NodeApiError>[2],
		fields: ServiceErrorFields,
	) {
		super(node, response, options);
		// n8n and its editor know an API error by this name.
		this.name = 'NodeApiError';
		this.serviceCode = fields.serviceCode;
		this.platform = fields.platform;
		this.postId = fields.postId;
		this.fix = fields.fix;
	}
}

function describeDetails(details: unknown): string | undefined {
	if (details === undefined || details === null || details === '') return undefined;
	return typeof details === 'string' ? details : JSON.stringify(details);
}

/** What to do when the service refuses an X request for want of the user's own X app keys. */
const X_KEYS_HINT =
	`The service needs your own X app's keys (${X_APP_HEADER_NAMES.apiKey} and ${X_APP_HEADER_NAMES.apiSecret}) for anything that targets X. ` +
	'Open the Social Publishing API credential (or the Social Publishing Profile Key credential this item acts as) ' +
	'and fill in "X API Key" and "X API Secret" from your app in the X developer console (console.x.com › Apps › Keys and tokens).';

function validationError(
	node: INode,
	error: ValidationError,
	itemIndex: number,
	secrets: readonly string[],
): NodeOperationError {
	const lines = error.issues.map((issue) => redact(describeIssue(issue), secrets));
	const context = error.message.split(':', 1)[0];
	const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
	// The message names every problem; the description says what to do, without repeating them.
	const fixes = [...new Set(error.issues.map(describeFix).filter(Boolean))];
	const todo =
		lines.length === 1 ? 'Fix the parameter named above' : 'Fix each parameter named above';
	return new NodeOperationError(node, `${context}, ${count}: ${lines.join('; ')}`, {
		itemIndex,
		description: [`Nothing was sent. ${todo}.`, ...fixes].join('\n'),
	});
}

function serviceError(
	node: INode,
	error: APIError,
	itemIndex: number,
	secrets: readonly string[],
): ServiceApiError {
	// The message is the error's title already: the description does not say it twice.
	const lines = (error.errors.length ? error.errors : [{ message: error.message }]).map((e) =>
		[
			e.platform ? `${e.platform}:` : undefined,
			e.code !== undefined ? `code ${e.code}` : undefined,
			e.message === error.message ? undefined : e.message,
			describeDetails(e.details),
		]
			.filter(Boolean)
			.join(' '),
	);
	if (error.code === X_CREDENTIALS_REQUIRED_CODE) lines.push(X_KEYS_HINT);
	const explained = (error as unknown as Record<string, unknown>)[EXPLAINED_FIX];
	const fix = typeof explained === 'string' ? explained : undefined;
	if (fix) lines.push(`Fix (the service's error explainer): ${fix}`);
	const response: JsonObject = {
		status: error.status,
		code: error.code ?? null,
		action: error.action ?? null,
		platform: error.platform ?? null,
		message: redact(error.message, secrets),
	};
	// A send that failed on a network still made a post; its id lets Post › Retry pick it up.
	const body = error.body as { id?: unknown } | undefined;
	const postId = typeof body?.id === 'string' ? body.id : undefined;
	return new ServiceApiError(
		node,
		response,
		{
			message: redact(`${error.message} (HTTP ${error.status})`, secrets),
			description: redact(`HTTP ${error.status}. ${lines.join('\n')}`, secrets),
			httpCode: String(error.status),
			itemIndex,
		},
		{ serviceCode: error.code, platform: error.platform, postId, fix },
	);
}

/** Turns anything the engine threw into the n8n error a user sees: what was wrong, where, what to do. */
export function toNodeError(
	this: RequestContext,
	error: unknown,
	itemIndex: number,
	secrets: readonly string[],
): NodeApiError | NodeOperationError {
	const node = this.getNode();
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	if (error instanceof ValidationError) return validationError(node, error, itemIndex, secrets);
	if (error instanceof APIError) return serviceError(node, error, itemIndex, secrets);
	if (error instanceof ConnectionError) {
		return new NodeApiError(
			node,
			{ message: 'No response from the Social Publishing service' },
			{
				message: 'No response from the Social Publishing service',
				description: redact(
					`${error.message}. Check the Base URL of the credential and that the service is running.`,
					secrets,
				),
				itemIndex,
			},
		);
	}
	const message = error instanceof Error ? error.message : String(error);
	return new NodeOperationError(node, redact(message, secrets), { itemIndex });
}

/** What continueOnFail puts in the item of a failed call. */
export function errorItemJson(error: NodeApiError | NodeOperationError): IDataObject {
	const fields: ServiceErrorFields = error instanceof ServiceApiError ? error : {};
	const httpStatus =
		error instanceof NodeApiError && error.httpCode ? Number(error.httpCode) : null;
	const json: IDataObject = {
		error: error.message,
		code: fields.serviceCode ?? null,
		platform: fields.platform ?? null,
		httpStatus,
	};
	if (fields.postId) json.id = fields.postId;
	if (fields.fix) json.fix = fields.fix;
	return json;
}
