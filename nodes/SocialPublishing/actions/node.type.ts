import type { AllEntities, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { SocialPublishingClient } from '../../../src/engine';

type NodeMap = {
	post: 'create' | 'get' | 'delete' | 'deleteMany' | 'update' | 'retry' | 'preview';
	history: 'getAll' | 'get' | 'getByPlatform' | 'getByNetworkId';
	hashtag: 'auto' | 'checkBanned' | 'recommend';
	comment: 'create' | 'getAll' | 'reply' | 'delete';
	link: 'shorten' | 'create' | 'get' | 'getAll';
	autoSchedule: 'set' | 'getAll' | 'delete';
	analytics: 'getPost' | 'getAccount' | 'getPostByNetworkId';
	user: 'get' | 'getBatch' | 'getPinterestBoards' | 'updateBusinessListing' | 'explainError';
	media: 'upload' | 'getAll' | 'checkUrl' | 'getMetadata';
	profile:
		| 'create'
		| 'delete'
		| 'getAll'
		| 'generateJwt'
		| 'rotateWebhookSecret'
		| 'unlinkNetwork'
		| 'update';
	brand: 'lookUp';
	review: 'getAll' | 'get' | 'reply' | 'deleteReply';
	message: 'send' | 'getAll' | 'updateConversation' | 'setAutoResponse' | 'getAutoResponse';
	feed: 'add' | 'getAll' | 'update' | 'delete' | 'setWebhook';
	bioPage: 'get' | 'create' | 'update' | 'delete' | 'checkHandle';
	ai:
		| 'generatePost'
		| 'rewrite'
		| 'sentiment'
		| 'transcribeVideo'
		| 'translate'
		| 'generateAltText';
};

export type SocialPublishingType = AllEntities<NodeMap>;

/** What the router hands every operation for one item. */
export interface ItemContext {
	client: SocialPublishingClient;
	/** The Profile-Key chosen by "Act As"; undefined for the primary profile. */
	profileKey?: string;
	/** Values to keep out of messages; an operation adds the ones it reads (e.g. profile keys). */
	secrets: string[];
}

/** What every operation exports as `execute`: the items for one input item. */
export type OperationExecute = (
	this: IExecuteFunctions,
	itemIndex: number,
	context: ItemContext,
) => Promise<INodeExecutionData[]>;
