import type { MessagingOnlyNetwork } from '../../engine/networks';
import { hashDigits } from '../networks/deterministic';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';

/**
 * The profile's business number on a messaging-only network. The service documents no linking
 * for these, so (our choice) every profile with messaging active has one, and the network never
 * shows among the networks a profile posts to.
 */
export function messagingOnlyAccount(
	network: MessagingOnlyNetwork,
	profile: Profile,
): LinkedAccount {
	return {
		platform: network as LinkedAccount['platform'],
		networkUserId: `1555${hashDigits(7, network, profile.id)}`,
		displayName: profile.title,
		username: profile.title,
		type: 'business',
		createdAt: profile.createdAt,
	};
}
