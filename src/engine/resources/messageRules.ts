// What the networks allow in a direct message: which networks, how long, which media, and the
// error codes of the message operations. The operations themselves are in ./messages.

import { messagingRule, MESSAGING_NETWORKS, type MessagingNetwork } from '../networks';

/** Networks with direct messages (https://www.ayrshare.com/docs/apis/messages/send-message), and the messaging-only ones (docs/service-twin-requests.md: our rules). */
export { MESSAGING_NETWORKS, type MessagingNetwork };

/** Conversation states (https://www.ayrshare.com/docs/apis/messages/update-conversation). */
export const CONVERSATION_STATUSES = ['active', 'archived'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** File endings the strict-media networks accept on a message's media URL (which may not have a query). */
export const MESSAGE_MEDIA_EXTENSIONS = [
	'jpg',
	'jpeg',
	'png',
	'gif',
	'webp',
	'mp4',
	'mov',
] as const;
const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(['mp4', 'mov']);

/** Longest message text each network delivers, in characters (its messaging rule's). */
export const MESSAGE_TEXT_MAX_LENGTH = Object.fromEntries(
	MESSAGING_NETWORKS.map((network) => [network, messagingRule(network).maxTextLength]),
) as Record<MessagingNetwork, number>;
/** Conversations a profile may be active in per calendar month (https://www.ayrshare.com/docs/apis/messages/send-message). */
export const MONTHLY_ACTIVE_CONVERSATIONS = 100;
/** Longest auto-response wait: a week, past which the longest reply window has closed. */
export const MAX_AUTO_RESPONSE_WAIT_SECONDS = 7 * 24 * 60 * 60;
export const MAX_AUTO_RESPONSE_LENGTH = 1_000;

/**
 * Error codes of the message operations. The service's docs name none; these are the sandbox's.
 * A month's conversation limit is HTTP 429 with `Retry-After` set to the month's end.
 */
export const MESSAGE_ERROR_CODES = {
	/** Messaging is not on the plan, the account lacks the add-on, or it is off for the profile (403). */
	messagingNotEnabled: 103,
	/** Unknown conversation id (404). */
	unknownConversation: 105,
	/** The network is not linked for the profile (400). */
	networkNotLinked: 156,
	/** No conversation with the recipient: the correspondent must write first (400). */
	conversationNotStarted: 360,
	/** More than the network's reply window since the correspondent's last message (400). */
	replyWindowClosed: 361,
	/** Replying would make a 101st active conversation this month (429). */
	monthlyConversationLimit: 362,
} as const;

function parseHttpUrl(value: string): URL | undefined {
	try {
		const url = new URL(value);
		return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '' ? url : undefined;
	} catch {
		return undefined;
	}
}

/** The media kind a URL's file ending says, or undefined when it has none the networks know. */
export function messageMediaType(url: string): 'image' | 'video' | undefined {
	const parsed = parseHttpUrl(url);
	const ending = /\.([A-Za-z0-9]+)$/.exec(parsed?.pathname ?? '')?.[1]?.toLowerCase();
	if (!ending || !(MESSAGE_MEDIA_EXTENSIONS as readonly string[]).includes(ending))
		return undefined;
	return VIDEO_EXTENSIONS.has(ending) ? 'video' : 'image';
}

/** What is wrong with a media URL for a message on this network, or undefined when it will do. */
export function messageMediaUrlProblem(
	platform: MessagingNetwork,
	value: string,
): string | undefined {
	const url = parseHttpUrl(value);
	if (!url) return 'must be an http or https URL like https://example.com/photo.jpg';
	if (!messagingRule(platform).strictMediaUrls) return undefined;
	if (url.search !== '' || url.hash !== '') {
		return `must not have a query string or fragment on ${platform}: host the file at a plain address ending in its file type`;
	}
	if (messageMediaType(value) === undefined) {
		return `must end in a file type ${platform} knows (${MESSAGE_MEDIA_EXTENSIONS.join(', ')})`;
	}
	return undefined;
}
