import type { IHookFunctions, IWebhookDescription, IWebhookFunctions } from 'n8n-workflow';

/** The one production webhook of a trigger the service delivers to (answered on receipt). */
export function deliveryWebhook(path: string): IWebhookDescription[] {
	return [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path }];
}

type HookMethod<T> = (this: IHookFunctions) => Promise<T>;

/** n8n's webhook lifecycle (activation, check, deactivation) over a trigger's subscription code. */
export function subscriptionMethods(
	exists: HookMethod<boolean>,
	create: HookMethod<boolean>,
	remove: HookMethod<boolean>,
) {
	return {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await exists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove.call(this);
			},
		},
	};
}

/** A text parameter, trimmed ('' when unset). */
export function textParameter(this: IWebhookFunctions, name: string): string {
	return String(this.getNodeParameter(name, '') ?? '').trim();
}

/** A multi-option parameter as strings ([] when unset). */
export function listParameter(this: IWebhookFunctions, name: string): string[] {
	const value = this.getNodeParameter(name, []) as unknown;
	return Array.isArray(value) ? value.map(String) : [];
}
