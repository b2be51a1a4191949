import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { SocialPublishingClient } from '../../../src/engine';

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
