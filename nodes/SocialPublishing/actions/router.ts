import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	actAsOfItem,
	actAsSecrets,
	actingClient,
	createServiceClient,
	errorItemJson,
	redact,
	toNodeError,
	errorFixFinder,
} from '../transport';
import * as ad from './ad/Ad.resource';
import * as ai from './ai/Ai.resource';
import { OPERATION_PROPERTIES } from './allProperties';
import * as analytics from './analytics/Analytics.resource';
import * as autoSchedule from './autoSchedule/AutoSchedule.resource';
import * as bioPage from './bioPage/BioPage.resource';
import * as brand from './brand/Brand.resource';
import * as feed from './feed/Feed.resource';
import * as comment from './comment/Comment.resource';
import * as hashtag from './hashtag/Hashtag.resource';
import * as history from './history/History.resource';
import * as link from './link/Link.resource';
import * as media from './media/Media.resource';
import * as message from './message/Message.resource';
import { withModelTolerantParameters } from './parameters';
import type { ItemContext, SocialPublishingType } from './node.type';
import * as post from './post/Post.resource';
import * as profile from './profile/Profile.resource';
import { clientsByRateLimit, rateLimitPolicyOf } from './rateLimit';
import * as review from './review/Review.resource';
import * as user from './user/User.resource';

/** Masks any secret that a response echoed back, so outputs never carry keys. */
function withoutSecrets(items: INodeExecutionData[], secrets: string[]): INodeExecutionData[] {
	if (secrets.length === 0) return items;
	return items.map((item) => {
		const text = JSON.stringify(item.json);
		const clean = redact(text, secrets);
		return clean === text ? item : { ...item, json: JSON.parse(clean) as IDataObject };
	});
}

async function runOperation(
	this: IExecuteFunctions,
	node: SocialPublishingType,
	itemIndex: number,
	context: ItemContext,
): Promise<INodeExecutionData[]> {
	switch (node.resource) {
		case 'post':
			return await post[node.operation].execute.call(this, itemIndex, context);
		case 'history':
			return await history[node.operation].execute.call(this, itemIndex, context);
		case 'hashtag':
			return await hashtag[node.operation].execute.call(this, itemIndex, context);
		case 'comment':
			return await comment[node.operation].execute.call(this, itemIndex, context);
		case 'link':
			return await link[node.operation].execute.call(this, itemIndex, context);
		case 'autoSchedule':
			return await autoSchedule[node.operation].execute.call(this, itemIndex, context);
		case 'analytics':
			return await analytics[node.operation].execute.call(this, itemIndex, context);
		case 'user':
			return await user[node.operation].execute.call(this, itemIndex, context);
		case 'media':
			return await media[node.operation].execute.call(this, itemIndex, context);
		case 'profile':
			return await profile[node.operation].execute.call(this, itemIndex, context);
		case 'brand':
			return await brand[node.operation].execute.call(this, itemIndex, context);
		case 'ad':
			return await ad[node.operation].execute.call(this, itemIndex, context);
		case 'review':
			return await review[node.operation].execute.call(this, itemIndex, context);
		case 'message':
			return await message[node.operation].execute.call(this, itemIndex, context);
		case 'feed':
			return await feed[node.operation].execute.call(this, itemIndex, context);
		case 'bioPage':
			return await bioPage[node.operation].execute.call(this, itemIndex, context);
		case 'ai':
			return await ai[node.operation].execute.call(this, itemIndex, context);
		default:
			throw new NodeOperationError(
				this.getNode(),
				`The resource "${(node as { resource: string }).resource}" is not known`,
				{ itemIndex },
			);
	}
}

/**
 * Items sent to the service at once. n8n's HTTP Request node sends an execution's items concurrently
 * too; 8 keeps a single workflow from hogging a plan's rate limit while hiding most of the latency.
 * Items in flight never exceed this; output order, pairedItem and continueOnFail are per item.
 */
export const ITEMS_IN_FLIGHT = 8;

/** Runs the node's operation for every item; parameters read as a model or a person may write them. */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeItems.call(withModelTolerantParameters(this, OPERATION_PROPERTIES));
}

async function routeItems(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const node = {
		resource: this.getNodeParameter('resource', 0),
		operation: this.getNodeParameter('operation', 0),
	} as SocialPublishingType;
	const { client, secrets } = await createServiceClient.call(this);
	// One client per execution, so every item in flight paces against the same windows.
	const clientFor = clientsByRateLimit(client);
	const withFix = errorFixFinder(client);
	const continueOnFail = this.continueOnFail();
	const toErrorOutput = this.getNode().onError === 'continueErrorOutput';
	const results: INodeExecutionData[][] = new Array<INodeExecutionData[]>(items.length);
	// Without continueOnFail: the lowest-numbered failing item, thrown once the items in flight settle.
	let failure: { index: number; error: Error } | undefined;
	let next = 0;

	const runItem = async (i: number): Promise<void> => {
		const itemSecrets = [...secrets];
		let profileKey: string | undefined;
		try {
			const actAs = await actAsOfItem.call(this, i);
			profileKey = actAs.profileKey;
			itemSecrets.push(...actAsSecrets(actAs));
			const output = await runOperation.call(this, node, i, {
				client: actingClient(clientFor(rateLimitPolicyOf.call(this, i)), actAs),
				profileKey: actAs.profileKey,
				secrets: itemSecrets,
			});
			results[i] = withoutSecrets(output, itemSecrets);
		} catch (error) {
			const explained = await withFix(error, profileKey);
			const nodeError = toNodeError.call(this, explained, i, itemSecrets);
			if (continueOnFail) {
				const item: INodeExecutionData = {
					json: errorItemJson(nodeError),
					pairedItem: { item: i },
				};
				// `error` on the item is what routes it to the error output ("Continue (using error output)").
				if (toErrorOutput) item.error = nodeError;
				results[i] = [item];
			} else if (failure === undefined || i < failure.index) {
				failure = { index: i, error: nodeError };
			}
		}
	};

	// A fixed pool of workers, each taking the next item; none starts an item after a failure.
	const worker = async (): Promise<void> => {
		while (failure === undefined && next < items.length) await runItem(next++);
	};
	const workers: Array<Promise<void>> = [];
	for (let w = 0; w < Math.min(ITEMS_IN_FLIGHT, items.length); w++) workers.push(worker());
	await Promise.all(workers);

	if (failure !== undefined) throw failure.error;
	const returnData: INodeExecutionData[] = [];
	for (const output of results) if (output) for (const item of output) returnData.push(item);
	return [returnData];
}
