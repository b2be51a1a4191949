/**
 * WhatsApp: messages only (docs/service-twin-requests.md, "WhatsApp messages": our rules). It publishes nothing, so it is
 * not a `Network`; the messaging lists and names add it from here.
 */
export const whatsapp = {
	displayName: 'WhatsApp',
	offers: { messaging: true },
	messaging: {
		maxTextLength: 4_096,
		strictMediaUrls: true,
		// A business's free-form reply only within 24 hours of the customer's last message.
		replyWindow: {
			length: 24,
			unit: 'hour',
			replies: 'free-form replies',
			writer: 'customer',
			showsLastMessageTime: false,
		},
	},
} as const;

/** The networks that only carry messages, by id. */
export const MESSAGING_ONLY_NETWORKS = { whatsapp } as const;
export type MessagingOnlyNetwork = keyof typeof MESSAGING_ONLY_NETWORKS;
