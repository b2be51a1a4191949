import type { IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { APIError } from '../../../../src/engine';
import { type Message } from '../../../../src/engine/resources/messages';
import {
	MESSAGE_ERROR_CODES,
	MESSAGING_NETWORKS,
	type MessagingNetwork,
} from '../../../../src/engine/resources/messageRules';
import {
	actAsOfTrigger,
	actAsSecrets,
	actingClient,
	createServiceClient,
	toNodeError,
	type ServiceClient,
} from '../../transport';
import type { IncludeMessages } from './description';

export interface MessageWatch {
	platforms: MessagingNetwork[];
	include: IncludeMessages;
	conversationId: string;
	profileKey: string | undefined;
	service: ServiceClient;
}

/** The node's parameters, checked, and a client for the watched profile. */
export async function readMessageWatch(this: IPollFunctions): Promise<MessageWatch> {
	const chosen = this.getNodeParameter('platforms', []) as unknown;
	const networks = (Array.isArray(chosen) ? chosen : []).filter(
		(value): value is MessagingNetwork =>
			(MESSAGING_NETWORKS as readonly unknown[]).includes(value),
	);
	if (networks.length === 0) {
		throw new NodeOperationError(this.getNode(), 'Networks has no network chosen', {
			description: `Choose at least one of ${MESSAGING_NETWORKS.join(', ')} in "Networks" (got ${JSON.stringify(chosen)})`,
		});
	}
	const include = this.getNodeParameter('include', 'received') as IncludeMessages;
	const conversationId = String(this.getNodeParameter('conversationId', '') ?? '').trim();
	const actAs = await actAsOfTrigger.call(this);
	const service = await createServiceClient.call(this);
	service.client = actingClient(service.client, actAs);
	service.secrets.push(...actAsSecrets(actAs));
	return { platforms: networks, include, conversationId, profileKey: actAs.profileKey, service };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
	try {
		return { ok: true, value: await call() };
	} catch (error) {
		return { ok: false, error };
	}
}

/**
 * Every message of the watched profile on one network, or undefined when the conversation filter
 * names a conversation of another network. Without the filter, active and archived conversations
 * are both read: an incoming message makes its conversation active again, but a conversation
 * archived between a message's arrival and the next poll would otherwise hide that message.
 */
async function listNetwork(
	this: IPollFunctions,
	watch: MessageWatch,
	network: MessagingNetwork,
): Promise<Message[] | undefined> {
	const { client } = watch.service;
	const options = { profileKey: watch.profileKey };
	const outcome = await attempt(async () => {
		if (watch.conversationId) {
			const list = await client.messages.list(
				network,
				{ conversationId: watch.conversationId },
				options,
			);
			return list.messages ?? [];
		}
		const active = await client.messages.list(network, { status: 'active' }, options);
		const archived = await client.messages.list(network, { status: 'archived' }, options);
		return [...(active.messages ?? []), ...(archived.messages ?? [])];
	});
	if (outcome.ok) {
		return outcome.value.map((message) => ({ ...message, platform: message.platform ?? network }));
	}
	const unknownConversation =
		watch.conversationId !== '' &&
		outcome.error instanceof APIError &&
		outcome.error.code === MESSAGE_ERROR_CODES.unknownConversation;
	if (unknownConversation) return undefined;
	throw toNodeError.call(this, outcome.error, 0, watch.service.secrets);
}

/**
 * The messages of each chosen network. A conversation id belongs to one network, so the others
 * not knowing it is expected; none of them knowing it is a mistake in the parameter.
 */
export async function listWatchedMessages(
	this: IPollFunctions,
	watch: MessageWatch,
): Promise<Map<MessagingNetwork, Message[]>> {
	const byNetwork = new Map<MessagingNetwork, Message[]>();
	let conversationFound = false;
	for (const network of watch.platforms) {
		const messages = await listNetwork.call(this, watch, network);
		conversationFound ||= messages !== undefined;
		byNetwork.set(network, messages ?? []);
	}
	if (watch.conversationId && !conversationFound) {
		throw new NodeOperationError(
			this.getNode(),
			`No conversation with ID "${watch.conversationId}" on ${watch.platforms.join(', ')}`,
			{
				description:
					'Copy the conversationId of a message of this profile (Message trigger output, or GET /messages/<network>), ' +
					'check that its network is chosen in "Networks", or leave "Conversation ID" empty',
			},
		);
	}
	return byNetwork;
}

/** Whether "Include" lets this message through. */
export function included(watch: MessageWatch, message: Message): boolean {
	return watch.include === 'sentAndReceived' || message.action === 'received';
}
