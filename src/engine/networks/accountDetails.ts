/**
 * What a network's element of `GET /user`'s `displayNames` carries besides the common fields
 * (https://www.ayrshare.com/docs/apis/user/get-user): the entry's `offers.accountDetails`.
 */
export interface AccountDetailFacts {
	/** Its `id` is a number, not a string. */
	numericId?: boolean;
	/** `pageName`: the name of the page. */
	pageName?: boolean;
	/** `description`: the account's description. */
	description?: boolean;
	/** `mapsUrl`, `placeId` and `reviewUrl`: the place on the map. */
	place?: boolean;
	/** `type`: the account's type (`corporate`, `channel`...). */
	type?: boolean;
	/** `refreshDaysRemaining` and `refreshRequired`: the link must be renewed this many days after linking. */
	refreshDays?: number;
	/**
	 * The `GET /user` flag (`query`) that adds `type` and `usedQuota`: its posts in the rolling 24
	 * hours, of the entry's `dailyPostLimit`.
	 */
	quota?: { query: string };
	/** The field with the primary profile's posts this month against the plan's monthly limit. */
	monthlyUsageField?: string;
}
