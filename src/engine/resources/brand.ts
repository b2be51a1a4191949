import type { QueryValue } from '../core/requestSpec';
import { parseOrThrow } from '../core/zodIssues';
import type { Network } from '../networks';
import {
	BrandByUserSchema,
	type BrandByUserInput,
	type BrandByUserRequest,
} from '../contract/brand';

// The requests are the contract's (src/engine/contract/brand.ts).
export * from '../contract/brand';
import type { ClientCore, RequestOptions } from './shared';

/** The wire query: `platforms[0]=<a>&platforms[1]=<b>&<a>User=x&<b>User=y`, `<a>` and `<b>` network ids. */
export function brandByUserQuery(request: BrandByUserRequest): Record<string, QueryValue> {
	const query: Record<string, QueryValue> = {};
	request.platforms.forEach((network, index) => {
		query[`platforms[${index}]`] = network;
	});
	for (const network of request.platforms) query[`${network}User`] = request.users[network];
	return query;
}

/** Public details of one account; its page (https://www.ayrshare.com/docs/apis/brand/brand-by-user) does not fix the fields. */
export interface BrandProfile {
	followersCount?: number;
	profileImage?: string;
	website?: string;
	[key: string]: unknown;
}

export type BrandByUserResult = { status?: string; [key: string]: unknown } & Partial<
	Record<Network, BrandProfile>
>;

export class Brand {
	constructor(private readonly client: ClientCore) {}

	/** Public information of accounts by user name, per network (`GET /brand/byUser`; Enterprise). */
	async byUser(params: BrandByUserInput, options: RequestOptions = {}): Promise<BrandByUserResult> {
		const request = parseOrThrow(BrandByUserSchema, params, 'Invalid brand look-up');
		return this.client.sender.send<BrandByUserResult>({
			method: 'GET',
			path: '/brand/byUser',
			query: brandByUserQuery(request),
			profileKey: options.profileKey,
		});
	}
}
