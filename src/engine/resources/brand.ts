import { z } from 'zod';
import type { QueryValue } from '../core/requestSpec';
import { parseOrThrow } from '../core/zodIssues';
import { exampleNetworks } from '../networks';
import { PLATFORMS, PlatformSchema, isPlatform, type Platform } from '../platforms';
import type { ClientCore, RequestOptions } from './shared';

/** The account name to look up on each network, keyed by platform. */
export type BrandUsers = Partial<Record<Platform, string>>;

/** The example network of the messages below (the registry's example). */
const EXAMPLE = exampleNetworks(1)[0];

/** Each listed platform needs its account name; a name for an unlisted platform is a mistake. */
export const BrandByUserSchema = z
	.object({
		platforms: z
			.array(PlatformSchema, {
				required_error: `is required: the networks to look up, e.g. ["${EXAMPLE}"]`,
			})
			.min(1, `must list at least one network, e.g. ["${EXAMPLE}"]`)
			.refine((list) => new Set(list).size === list.length, 'must list each network once'),
		users: z.record(z.string(), z.unknown(), {
			required_error: `is required: the account name per network, e.g. {${EXAMPLE}: "acme"}`,
		}),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		for (const platform of request.platforms) {
			const name = request.users[platform];
			if (typeof name !== 'string' || name.trim() === '') {
				const message =
					`is required because platforms lists ${platform}: ` +
					`the ${platform} account name to look up`;
				ctx.addIssue({ code: 'custom', path: ['users', platform], message });
			}
		}
		for (const key of Object.keys(request.users)) {
			if (!isPlatform(key)) {
				const message = `is not a network; use one of ${PLATFORMS.join(', ')}`;
				ctx.addIssue({ code: 'custom', path: ['users', key], message });
			} else if (!request.platforms.includes(key)) {
				const message = `is given but ${key} is not in platforms; add ${key} there or remove this name`;
				ctx.addIssue({ code: 'custom', path: ['users', key], message });
			}
		}
	})
	.transform((request) => ({
		platforms: request.platforms,
		users: Object.fromEntries(
			request.platforms.map((platform) => [platform, String(request.users[platform]).trim()]),
		) as BrandUsers,
	}));
export type BrandByUserInput = z.input<typeof BrandByUserSchema>;
export type BrandByUserRequest = z.output<typeof BrandByUserSchema>;

/** The wire query: `platforms[0]=<a>&platforms[1]=<b>&<a>User=x&<b>User=y`, `<a>` and `<b>` network ids. */
export function brandByUserQuery(request: BrandByUserRequest): Record<string, QueryValue> {
	const query: Record<string, QueryValue> = {};
	request.platforms.forEach((platform, index) => {
		query[`platforms[${index}]`] = platform;
	});
	for (const platform of request.platforms) query[`${platform}User`] = request.users[platform];
	return query;
}

/** Reads the wire query back into a request (for the service side); validate it with the schema. */
export function brandByUserRequestFromQuery(query: Iterable<[string, string]>): BrandByUserInput {
	const indexed: Array<[number, string]> = [];
	const users: Record<string, string> = {};
	for (const [key, value] of query) {
		const slot = /^platforms\[(\d+)\]$/.exec(key);
		if (slot) indexed.push([Number(slot[1]), value]);
		else if (key.endsWith('User')) users[key.slice(0, -'User'.length)] = value;
	}
	indexed.sort((a, b) => a[0] - b[0]);
	return { platforms: indexed.map(([, platform]) => platform as Platform), users };
}

/** Public details of one account; the interface does not fix the fields. */
export interface BrandProfile {
	followersCount?: number;
	profileImage?: string;
	website?: string;
	[key: string]: unknown;
}

export type BrandByUserResult = { status?: string; [key: string]: unknown } & Partial<
	Record<Platform, BrandProfile>
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
