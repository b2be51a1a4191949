import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { describeValue, findForbiddenKeys } from '../../../src/engine';
import { isRecord } from '../../../src/engine/core/isRecord';
import { networkEntry } from '../../../src/engine/networks';

/** A raw options object as an example: Instagram's, one a user asks for (a Reel kept out of the feed). */
const RAW_EXAMPLE = `{"${networkEntry('instagram').optionsField}": {"shareReelsFeed": false}}`;

/**
 * "Additional Fields (JSON)" on every create and update: request fields the node does not offer
 * (per-network options objects, new fields of the service), merged into the body.
 */
export const additionalFieldsProperty: INodeProperties = {
	displayName: 'Additional Fields (JSON)',
	name: 'additionalFieldsJson',
	type: 'json',
	default: '{}',
	description: `Fields of the request this node does not offer, as a JSON object merged into the request body, e.g. ${RAW_EXAMPLE}. A parameter set above wins over the same key here. Fields the node knows are checked the same way whichever place they come from.`,
};

/** The item's Additional Fields (JSON) as an object; a NodeOperationError naming what is wrong otherwise. */
export function readAdditionalFields(
	this: IExecuteFunctions,
	itemIndex: number,
): Record<string, unknown> {
	const raw = this.getNodeParameter('additionalFieldsJson', itemIndex, '{}') as unknown;
	let value: unknown = raw;
	if (typeof raw === 'string') {
		if (raw.trim() === '') return {};
		try {
			value = JSON.parse(raw);
		} catch (error) {
			throw new NodeOperationError(
				this.getNode(),
				`Additional Fields (JSON) is not valid JSON (got ${describeValue(raw)}): ${(error as Error).message}`,
				{
					itemIndex,
					description: `Write a JSON object, e.g. ${RAW_EXAMPLE}.`,
				},
			);
		}
	}
	if (!isRecord(value))
		throw new NodeOperationError(
			this.getNode(),
			`Additional Fields (JSON) must be a JSON object of request fields (got ${describeValue(value)})`,
			{
				itemIndex,
				description: `Write a JSON object, e.g. ${RAW_EXAMPLE}.`,
			},
		);
	// The engine's own walk; the last segment of a path is the key itself.
	const [path] = findForbiddenKeys(value);
	const forbidden = path?.[path.length - 1];
	if (forbidden !== undefined)
		throw new NodeOperationError(
			this.getNode(),
			`Additional Fields (JSON) may not use the key "${forbidden}"; rename or remove it`,
			{ itemIndex },
		);
	return value;
}

/** The request with the item's additional fields under it: parameters set on the node win. */
export function withAdditionalFields<T extends object>(
	context: IExecuteFunctions,
	itemIndex: number,
	request: T,
): T {
	const extra = readAdditionalFields.call(context, itemIndex);
	if (Object.keys(extra).length === 0) return request;
	const set = Object.fromEntries(
		Object.entries(request).filter(([, value]) => value !== undefined),
	);
	return { ...extra, ...set } as T;
}
