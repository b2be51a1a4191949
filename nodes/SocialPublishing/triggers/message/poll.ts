import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Message } from '../../../../src/engine/resources/messages';
import { MESSAGING_NETWORKS } from '../../../../src/engine/resources/messageRules';
import {
	LATE_DELIVERY_WINDOW_MS,
	startCursor,
	takeNewMessages,
	type NetworkCursors,
} from './cursor';
import { included, listWatchedMessages, readMessageWatch } from './listing';
import { watchScope } from './profile';

/** The node's entry in the workflow static data. */
interface MessageTriggerState extends IDataObject {
	scope?: string;
	cursors?: IDataObject;
}

function byId(a: Message, b: Message): number {
	return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** An output item: the message as the service shows it (https://www.ayrshare.com/docs/apis/messages/get-messages, with platform, conversationId, action). */
function messageItem(message: Message): INodeExecutionData {
	return { json: { ...message } as IDataObject };
}

/**
 * One scheduled poll: the messages not emitted before, oldest first, or null. The cursors move in
 * memory and are saved by n8n with the execution it starts (or after an empty poll), so a poll
 * that fails half-way changes nothing and the next one repeats it.
 */
export async function pollNewMessages(
	this: IPollFunctions,
): Promise<INodeExecutionData[][] | null> {
	const watch = await readMessageWatch.call(this);
	const state = this.getWorkflowStaticData('node') as MessageTriggerState;
	const scope = watchScope(watch.profileKey, watch.conversationId);
	const previous = (state.scope === scope ? state.cursors : undefined) as
		| NetworkCursors
		| undefined;

	const listed = await listWatchedMessages.call(this, watch);
	const cursors: NetworkCursors = {};
	const fresh: Message[] = [];
	for (const [network, messages] of listed) {
		const windowMs = LATE_DELIVERY_WINDOW_MS[network];
		const cursor = previous?.[network];
		if (!cursor) {
			// First poll for this network: what is there now is history, not news.
			cursors[network] = startCursor(messages, windowMs);
			continue;
		}
		const next = takeNewMessages(cursor, messages, windowMs);
		cursors[network] = next.cursor;
		fresh.push(...next.fresh.filter((message) => included(watch, message)));
	}
	// A network no longer chosen drops its cursor: chosen again, it starts afresh.
	state.scope = scope;
	state.cursors = cursors as IDataObject;

	if (fresh.length === 0) return null;
	return [fresh.sort(byId).map(messageItem)];
}

/** "Test step": the newest message the trigger would pass, as a sample; static data untouched. */
export async function sampleMessage(this: IPollFunctions): Promise<INodeExecutionData[][]> {
	const watch = await readMessageWatch.call(this);
	const listed = await listWatchedMessages.call(this, watch);
	const candidates = [...listed.values()].flat().filter((message) => included(watch, message));
	if (candidates.length === 0) {
		const what = watch.include === 'received' ? 'received messages' : 'messages';
		const where = watch.conversationId ? ` in conversation "${watch.conversationId}"` : '';
		throw new NodeOperationError(
			this.getNode(),
			`No ${what} yet on ${watch.platforms.join(', ')}${where} for this profile`,
			{
				description:
					'A conversation is started by the correspondent: have someone message the profile on one of these networks. ' +
					'In the local sandbox, simulate one with POST /api/admin/messages/incoming ' +
					`{"platform": "${MESSAGING_NETWORKS[0]}", "senderId": "1001", "message": "Hello"} (same API key, and the Profile-Key header when acting for a profile).`,
			},
		);
	}
	return [[messageItem(candidates.sort(byId)[candidates.length - 1])]];
}
