/** How a network carries direct messages (https://www.ayrshare.com/docs/apis/messages/send-message; messaging-only networks: docs/service-twin-requests.md, "WhatsApp messages"). */
export interface MessagingRule {
	/** Longest message text it delivers, in characters. */
	maxTextLength: number;
	/** Its message media URLs must end in a known file type and have no query string or fragment. */
	strictMediaUrls: boolean;
	/** It hands received messages to the service up to this many minutes late, with their original id (ours: the sandbox's delivery model, README). */
	lateDeliveryMinutes?: number;
	/** It takes a reply only this long after the correspondent's last message. */
	replyWindow?: ReplyWindow;
	/** The MCP docs' send_message requires `recipientId` here (MCP tools page, send_message). */
	mcpRecipientRequired?: boolean;
}

/** A reply window, and how its refusal words it. */
export interface ReplyWindow {
	/** Its length, in `unit`s. */
	length: number;
	unit: 'day' | 'hour';
	/** What it takes: "replies", "free-form replies". */
	replies: string;
	/** Who last wrote: "correspondent", "customer". */
	writer: string;
	/** The refusal also gives the time of that last message. */
	showsLastMessageTime: boolean;
}
