import type { Network } from '../../engine/networks';

/**
 * Which account analytics record the sandbox builds for a network (https://www.ayrshare.com/docs/apis/analytics/social), as its traits
 * pick it; `accountAnalytics.ts` builds each kind. A kind that names something in its text or
 * fields has it here, so the builders name no network.
 */
export type AccountRecordTrait =
	| {
			/** A page's insights; its text names the site, one field the linked business account. */
			record: 'page';
			siteName: string;
			linkedAccount: { platform: Network; field: string };
	  }
	| {
			/** A business account's insights, with audience breakdowns from 100 followers. */
			record: 'businessAccount';
			siteName: string;
	  }
	| {
			record:
				| 'memberOrOrganization'
				| 'userProfile'
				| 'boards'
				| 'channel'
				| 'listing'
				| 'karma'
				| 'creator';
	  };

export type AccountRecordKind = AccountRecordTrait['record'];
