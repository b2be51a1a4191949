import type { Network } from '../../engine/networks';
import { networkProfileUrl } from '../networks';
import type { StoredMessage } from './records';

/**
 * A message as https://www.ayrshare.com/docs/apis/messages/get-messages shows it ( with `attachments` and `updated`). Reactions come
 * from correspondents (`POST /api/admin/messages/reaction` simulates one).
 */
export function messageView(baseUrl: string, message: StoredMessage): Record<string, unknown> {
	return {
		id: message.id,
		conversationId: message.conversationId,
		senderId: message.senderId,
		recipientId: message.recipientId,
		senderDetails: {
			name: message.senderName,
			profileImage: `${networkProfileUrl(baseUrl, message.platform as Network, message.senderHandle)}/image.png`,
		},
		created: new Date(message.createdAt).toISOString(),
		updated: new Date(message.updatedAt).toISOString(),
		action: message.action,
		message: message.message,
		platform: message.platform,
		reactions: message.reactions,
		attachments: message.attachments,
	};
}
