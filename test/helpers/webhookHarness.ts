/**
 * Runs a webhook trigger node the way n8n's server does, in-process, with n8n-core's real contexts:
 * `webhookMethods` (checkExists → create on activation, delete on deactivation) through a real
 * `HookContext`, and each request through `webhook()` with a real `WebhookContext`. What the n8n
 * server itself adds around them is reproduced here, minimally:
 * - the request n8n hands the node: headers, query, `body` parsed from JSON and the exact bytes in
 *   `rawBody` (n8n's body parser keeps both);
 * - an express-like response with `status`, `json`, `send`, `setHeader`, `end`;
 * - the "Respond: Immediately" (`onReceived`) answer: 200 `{"message":"Workflow was started"}`
 *   when items were emitted, the node's `webhookResponse` or `{"message":"Webhook call received"}`
 *   when not, nothing more when the node answered itself (`noWebhookResponse`);
 * - static data saved after each call when it changed, as n8n's webhook handler does.
 * `listen()` serves n8n-shaped URLs (`/webhook/<id>/<path>`, `/webhook-test/<id>/<path>`) on a
 * local port, so a real service can deliver to the node.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { HookContext, WebhookContext } from 'n8n-core';
import {
	NodeHelpers,
	Workflow,
	deepCopy,
	type IDataObject,
	type INode,
	type INodeCredentials,
	type INodeExecutionData,
	type INodeParameters,
	type INodeType,
	type IWebhookData,
	type IWebhookDescription,
	type IWebhookResponseData,
	type IWorkflowExecuteAdditionalData,
	type WorkflowActivateMode,
	type WorkflowExecuteMode,
} from 'n8n-workflow';

import { webhookSignatureHeaders } from '../../src/engine/webhooks';
import { NodeTypeRegistry, TestCredentialsHelper, type TestCredentials } from './n8nHarness';
import { X_APP_HEADERS } from './sandboxXApp';

export interface WebhookTriggerOptions {
	/** The node type name as a workflow stores it, e.g. `n8n-nodes-social-publishing.x`. */
	type: string;
	nodeType: INodeType;
	parameters: INodeParameters;
	credentials: TestCredentials;
	/** Credential references on the node (type → {id, name}); default one per credential type given. */
	nodeCredentials?: INodeCredentials;
	nodeName?: string;
	/** Static data the workflow starts with (as n8n stores it). */
	staticData?: IDataObject;
	/** Base URL n8n is reached at, e.g. from `listen()`; default http://127.0.0.1:5678. */
	baseUrl?: string;
}

/** One request to the webhook, as the caller saw it answered. */
export interface WebhookCall {
	status: number;
	headers: Record<string, string>;
	/** The answer body (parsed when JSON). */
	body: unknown;
	/** Items that started an execution, or undefined when none did. */
	items?: INodeExecutionData[];
	response: IWebhookResponseData;
}

export interface WebhookRequest {
	/** The body bytes exactly as sent. */
	rawBody: string | Buffer;
	headers?: Record<string, string>;
	/** Test webhook (editor's "Execute step" on a webhook trigger) instead of the production one. */
	test?: boolean;
}

/** The part of an express Response that nodes use, recording what was answered. */
class RecordingResponse {
	statusCode = 200;
	headers: Record<string, string> = {};
	body: unknown = undefined;
	headersSent = false;

	status(code: number): this {
		this.statusCode = code;
		return this;
	}

	setHeader(name: string, value: string): this {
		this.headers[name.toLowerCase()] = String(value);
		return this;
	}

	json(body: unknown): this {
		this.setHeader('content-type', 'application/json; charset=utf-8');
		return this.send(body);
	}

	send(body: unknown): this {
		this.body = body;
		this.headersSent = true;
		return this;
	}

	end(body?: unknown): this {
		if (body !== undefined) this.body = body;
		this.headersSent = true;
		return this;
	}

	writeHead(code: number, headers: Record<string, string> = {}): this {
		this.statusCode = code;
		for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
		return this;
	}
}

let workflowCounter = 0;

export class WebhookTriggerHarness {
	readonly workflow: Workflow;
	readonly node: INode;
	/** Static data as last saved "to the database" (after a hook or webhook call changed it). */
	savedStaticData: IDataObject;
	/** Every execution a webhook call started, in order. */
	readonly executions: INodeExecutionData[][] = [];
	private baseUrl: string;
	private readonly credentialsHelper: TestCredentialsHelper;
	private readonly nodeType: INodeType;

	constructor(options: WebhookTriggerOptions) {
		this.nodeType = options.nodeType;
		this.baseUrl = options.baseUrl ?? 'http://127.0.0.1:5678';
		this.credentialsHelper = new TestCredentialsHelper(options.credentials);
		const nodeCredentials =
			options.nodeCredentials ??
			Object.fromEntries(
				Object.keys(options.credentials)
					.filter((key) => !key.startsWith('id:'))
					.map((type) => [type, { id: `cred-${type}`, name: type }]),
			);
		this.node = {
			id: randomUUID(),
			name: options.nodeName ?? 'Trigger',
			type: options.type,
			typeVersion: 1,
			position: [0, 0],
			parameters: options.parameters,
			credentials: nodeCredentials,
			webhookId: randomUUID(),
		};
		this.savedStaticData = deepCopy(options.staticData ?? {});
		this.workflow = new Workflow({
			id: `webhook-test-${process.pid}-${++workflowCounter}`,
			name: 'webhook trigger test',
			nodes: [this.node],
			connections: {},
			active: true,
			nodeTypes: new NodeTypeRegistry({ [options.type]: options.nodeType }),
			staticData: deepCopy(this.savedStaticData),
		});
	}

	/** The node's static data as the running workflow holds it (not necessarily saved yet). */
	get staticData(): IDataObject {
		return this.workflow.getStaticData('node', this.node) as IDataObject;
	}

	/** The URL n8n would give for the node's webhook (`getNodeWebhookUrl`). */
	webhookUrl(test = false, name = 'default'): string {
		const description = this.description(name);
		const base = `${this.baseUrl}/${test ? 'webhook-test' : 'webhook'}`;
		return NodeHelpers.getNodeWebhookUrl(
			base,
			this.workflow.id,
			this.node,
			description.path as string,
			description.isFullPath as boolean | undefined,
		);
	}

	/** Activation as n8n's ActiveWorkflowManager does it: checkExists, then create when false. */
	async activate(activation: WorkflowActivateMode = 'activate'): Promise<void> {
		if (!(await this.checkExists(false, activation))) await this.create(false, activation);
	}

	/** Deactivation: delete, errors swallowed by n8n, the outcome returned here. */
	async deactivate(): Promise<boolean> {
		return await this.delete();
	}

	async checkExists(test = false, activation?: WorkflowActivateMode): Promise<boolean> {
		return await this.runHookMethod('checkExists', test, activation);
	}

	async create(test = false, activation?: WorkflowActivateMode): Promise<boolean> {
		return await this.runHookMethod('create', test, activation);
	}

	async delete(test = false, activation?: WorkflowActivateMode): Promise<boolean> {
		return await this.runHookMethod('delete', test, activation);
	}

	/** Hands one request to `webhook()` and answers it as n8n would. */
	async deliver(request: WebhookRequest): Promise<WebhookCall> {
		const headers: Record<string, string> = {};
		for (const [name, value] of Object.entries(request.headers ?? {}))
			headers[name.toLowerCase()] = value;
		const rawBody = Buffer.isBuffer(request.rawBody)
			? request.rawBody
			: Buffer.from(request.rawBody, 'utf8');
		let body: unknown = {};
		if ((headers['content-type'] ?? '').includes('json') && rawBody.length > 0) {
			body = JSON.parse(rawBody.toString('utf8'));
		}
		const httpRequest = {
			method: 'POST',
			url: new URL(this.webhookUrl(request.test)).pathname,
			headers,
			body,
			rawBody,
			query: {},
			params: {},
			contentType: headers['content-type']?.split(';')[0],
		};
		const httpResponse = new RecordingResponse();
		const mode: WorkflowExecuteMode = request.test ? 'manual' : 'webhook';
		const additionalData = {
			...this.additionalData(),
			httpRequest,
			httpResponse,
		} as unknown as IWorkflowExecuteAdditionalData;
		const context = new WebhookContext(
			this.workflow,
			this.node,
			additionalData,
			mode,
			this.webhookData('default', additionalData, request.test === true),
			[],
			null,
		);
		const response = await this.nodeType.webhook!.call(context);
		this.saveStaticData();
		const items = response.workflowData?.[0];
		if (items) this.executions.push(items);
		if (!response.noWebhookResponse) {
			if (response.workflowData === undefined) {
				httpResponse.json(response.webhookResponse ?? { message: 'Webhook call received' });
			} else {
				httpResponse.json({ message: 'Workflow was started' });
			}
		}
		return {
			status: httpResponse.statusCode,
			headers: httpResponse.headers,
			body: httpResponse.body,
			items,
			response,
		};
	}

	/**
	 * Serves the node's webhook URLs over HTTP on a local port (n8n's `/webhook/...` and
	 * `/webhook-test/...`); the node's URLs then point at it. Answers 404 for anything else.
	 */
	async listen(): Promise<{ url: string; close(): Promise<void>; requests: number }> {
		const state = { requests: 0 };
		const server: Server = createServer((req, res) => {
			state.requests++;
			void this.serve(req, res);
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		return {
			url: this.baseUrl,
			get requests() {
				return state.requests;
			},
			close: () =>
				new Promise<void>((resolve) => {
					server.close(() => resolve());
					server.closeAllConnections();
				}),
		};
	}

	private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const path = (req.url ?? '/').split('?')[0];
		const test = path === new URL(this.webhookUrl(true)).pathname;
		if (req.method !== 'POST' || (!test && path !== new URL(this.webhookUrl(false)).pathname)) {
			res.writeHead(404, { 'content-type': 'application/json' });
			res.end(
				JSON.stringify({
					code: 404,
					message: `The requested webhook "${path}" is not registered.`,
				}),
			);
			return;
		}
		const headers: Record<string, string> = {};
		for (const [name, value] of Object.entries(req.headers)) {
			if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
		}
		let call: WebhookCall;
		try {
			call = await this.deliver({ rawBody: Buffer.concat(chunks), headers, test });
		} catch (error) {
			// n8n answers 500 when the node throws.
			res.writeHead(500, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ code: 0, message: (error as Error).message }));
			return;
		}
		const text = typeof call.body === 'string' ? call.body : JSON.stringify(call.body ?? '');
		res.writeHead(call.status, {
			'content-type': 'application/json; charset=utf-8',
			...call.headers,
		});
		res.end(text);
	}

	private description(name: string): IWebhookDescription {
		const description = this.nodeType.description.webhooks?.find((hook) => hook.name === name);
		if (!description) throw new Error(`The node has no webhook named "${name}"`);
		return description;
	}

	private additionalData(): IWorkflowExecuteAdditionalData {
		return {
			credentialsHelper: this.credentialsHelper,
			executionId: undefined,
			restApiUrl: `${this.baseUrl}/rest`,
			instanceBaseUrl: `${this.baseUrl}/`,
			formWaitingBaseUrl: `${this.baseUrl}/form-waiting`,
			webhookBaseUrl: `${this.baseUrl}/webhook`,
			webhookWaitingBaseUrl: `${this.baseUrl}/webhook-waiting`,
			webhookTestBaseUrl: `${this.baseUrl}/webhook-test`,
			variables: {},
			currentNodeExecutionIndex: 0,
			logAiEvent: () => {},
		} as unknown as IWorkflowExecuteAdditionalData;
	}

	/** The webhook as n8n registers it (its `getNodeWebhooks`). */
	private webhookData(
		name: string,
		additionalData: IWorkflowExecuteAdditionalData,
		isTest: boolean,
	): IWebhookData {
		const description = this.description(name);
		return {
			httpMethod: description.httpMethod as IWebhookData['httpMethod'],
			node: this.node.name,
			path: `${this.node.webhookId}/${description.path as string}`,
			webhookDescription: description,
			workflowId: this.workflow.id,
			workflowExecuteAdditionalData: additionalData,
			webhookId: this.node.webhookId,
			isTest,
		};
	}

	private async runHookMethod(
		method: 'checkExists' | 'create' | 'delete',
		test: boolean,
		activation?: WorkflowActivateMode,
	): Promise<boolean> {
		const additionalData = this.additionalData();
		const webhookData = this.webhookData('default', additionalData, test);
		const hook = this.nodeType.webhookMethods?.default?.[method];
		if (!hook) throw new Error(`The node has no webhookMethods.default.${method}`);
		const mode: WorkflowExecuteMode = test ? 'manual' : 'trigger';
		const context = new HookContext(
			this.workflow,
			this.node,
			additionalData,
			mode,
			activation ?? (test ? 'manual' : 'activate'),
			webhookData,
		);
		try {
			return await hook.call(context);
		} finally {
			this.saveStaticData();
		}
	}

	/** n8n saves a workflow's static data after a hook or webhook call when it changed. */
	private saveStaticData(): void {
		const data = this.workflow.staticData as IDataObject & { __dataChanged?: boolean };
		if (data.__dataChanged === true) {
			data.__dataChanged = false;
			this.savedStaticData = deepCopy(data);
			delete this.savedStaticData.__dataChanged;
		}
	}
}

/** A delivery signed as the service signs it (HMAC of `<timestamp>.<body>` under the secret). */
export function signedDelivery(
	body: IDataObject,
	/** Two secrets sign as the service does during a rotation: a digest each. */
	secret: string | readonly string[],
	options: { at?: number; test?: boolean } = {},
): WebhookRequest & { headers: Record<string, string> } {
	const rawBody = JSON.stringify(body);
	const at = Math.floor((options.at ?? Date.now()) / 1000);
	return {
		rawBody,
		test: options.test,
		headers: {
			'content-type': 'application/json',
			...webhookSignatureHeaders(rawBody, secret, at),
		},
	};
}

/**
 * The signature check every signed webhook trigger makes: a forged signature, a body changed after
 * signing (`tamper`), a stale timestamp, no signature and the wrong secret are each answered 401
 * without the secret and start nothing; a refused delivery is not remembered, so the genuine one
 * still starts the workflow.
 */
export async function expectSignatureRefusals(
	node: WebhookTriggerHarness,
	body: IDataObject,
	secret: string,
	tamper: (body: IDataObject) => IDataObject,
): Promise<void> {
	const forged = signedDelivery(body, secret);
	forged.headers['X-Authorization-Content-SHA256'] = 'c'.repeat(64);
	const tampered = { ...signedDelivery(body, secret), rawBody: JSON.stringify(tamper(body)) };
	const stale = signedDelivery(body, secret, { at: Date.now() - 301_000 });
	const unsigned = {
		rawBody: JSON.stringify(body),
		headers: { 'content-type': 'application/json' },
	};
	const wrongSecret = signedDelivery(body, 'not-the-secret');
	for (const request of [forged, tampered, stale, unsigned, wrongSecret]) {
		const call = await node.deliver(request);
		expect(call.status).toBe(401);
		expect(call.items).toBeUndefined();
		expect(JSON.stringify(call.body)).toMatch(/Signature check failed/);
		expect(JSON.stringify(call.body)).not.toContain(secret);
	}
	expect((await node.deliver(stale)).body).toMatchObject({
		message: expect.stringMatching(/seconds away/),
	});
	expect(node.executions).toEqual([]);
	expect((await node.deliver(signedDelivery(body, secret))).items).toHaveLength(1);
}

/** The sandbox's API with its key (and a Profile-Key when given); answers the parsed JSON. */
export function sandboxApi(sandboxOf: () => { baseUrl: string; apiKey: string }) {
	return async (method: string, path: string, body?: unknown, profileKey?: string) => {
		const sandbox = sandboxOf();
		const headers: Record<string, string> = {
			authorization: `Bearer ${sandbox.apiKey}`,
			...X_APP_HEADERS,
		};
		if (body !== undefined) headers['content-type'] = 'application/json';
		if (profileKey) headers['profile-key'] = profileKey;
		const response = await fetch(`${sandbox.baseUrl}${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return (await response.json()) as any;
	};
}
