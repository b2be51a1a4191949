import type { Network } from '../../engine/networks';
import { networkProfileUrl } from '../networks';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { AccountHistory } from './accountHistory';

/** What account analytics are built from: the simulated history and the profile around it. */
export interface AccountFacts {
	history: AccountHistory;
	baseUrl: string;
	/** The profile's other linked accounts (a page names its linked business account). */
	linked: ReadonlyMap<Network, LinkedAccount>;
	/** Days the period figures cover (90 by default; 91 per quarter asked for). */
	periodDays: number;
	/** The profile's title (boards are named after it). */
	profileTitle: string;
}

export const websiteOf = (account: LinkedAccount): string =>
	`https://${account.username.replace(/_/g, '-')}.example.com`;

export const profileUrlOf = (facts: AccountFacts): string =>
	networkProfileUrl(facts.baseUrl, facts.history.platform, facts.history.account.username);
