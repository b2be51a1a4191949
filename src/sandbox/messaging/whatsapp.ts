import { WHATSAPP_REPLY_WINDOW_HOURS } from '../../engine/resources/messageRules';
import { hashDigits } from '../networks/deterministic';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';

const HOUR_MS = 3_600_000;
export const WHATSAPP_REPLY_WINDOW_MS = WHATSAPP_REPLY_WINDOW_HOURS * HOUR_MS;

/**
 * The profile's WhatsApp Business number. The service documents no WhatsApp linking, so (our
 * choice) every profile with messaging active has one, and WhatsApp never shows among the
 * networks a profile posts to.
 */
export function whatsAppAccount(profile: Profile): LinkedAccount {
	return {
		platform: 'whatsapp' as LinkedAccount['platform'],
		networkUserId: `1555${hashDigits(7, 'whatsapp', profile.id)}`,
		displayName: profile.title,
		username: profile.title,
		type: 'business',
		createdAt: profile.createdAt,
	};
}

/** Hours since the customer last wrote, when WhatsApp's 24-hour reply window has closed. */
export function whatsAppWindowClosed(lastReceivedAt: number, now: number): number | undefined {
	const elapsed = now - lastReceivedAt;
	return elapsed > WHATSAPP_REPLY_WINDOW_MS ? Math.floor(elapsed / HOUR_MS) : undefined;
}
