import { z } from 'zod';
import { exampleNetworks } from '../networks';
import { NETWORK_IDS, NetworkSchema, isNetwork, type Network } from '../networks';
import { DOCS, endpoint } from './endpoint';

/**
 * The brand look-up (docs: apis/brand/brand-by-user): the public face of accounts by user name.
 * The engine's `Brand` resource and the sandbox's route both read these.
 */

/** The account name to look up on each network, keyed by platform. */
export type BrandUsers = Partial<Record<Network, string>>;

/** The example network of the messages below (the registry's example). */
const EXAMPLE = exampleNetworks(1)[0];

/** The networks to look up, each once. */
const BrandNetworksSchema = z
	.array(NetworkSchema, {
		required_error: `is required: the networks to look up, e.g. ["${EXAMPLE}"]`,
	})
	.min(1, `must list at least one network, e.g. ["${EXAMPLE}"]`)
	.refine((list) => new Set(list).size === list.length, 'must list each network once');

/**
 * A look-up as the engine's client gives it: the networks and the account name per network. Each
 * listed platform needs its account name; a name for an unlisted platform is a mistake.
 */
export const BrandByUserSchema = z
	.object({
		platforms: BrandNetworksSchema,
		users: z.record(z.string(), z.unknown(), {
			required_error: `is required: the account name per network, e.g. {${EXAMPLE}: "acme"}`,
		}),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		for (const network of request.platforms) {
			const name = request.users[network];
			if (typeof name !== 'string' || name.trim() === '') {
				const message =
					`is required because platforms lists ${network}: ` +
					`the ${network} account name to look up`;
				ctx.addIssue({ code: 'custom', path: ['users', network], message });
			}
		}
		for (const key of Object.keys(request.users)) {
			if (!isNetwork(key)) {
				const message = `is not a network; use one of ${NETWORK_IDS.join(', ')}`;
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
			request.platforms.map((network) => [network, String(request.users[network]).trim()]),
		) as BrandUsers,
	}));
export type BrandByUserInput = z.input<typeof BrandByUserSchema>;
export type BrandByUserRequest = z.output<typeof BrandByUserSchema>;

/** The query's `<network>User` keys, one per network: the account name to look up there. */
const userFields = Object.fromEntries(
	NETWORK_IDS.map((network) => [
		`${network}User`,
		z.string({ invalid_type_error: `must be the ${network} account name to look up` }).optional(),
	]),
) as Record<`${Network}User`, z.ZodOptional<z.ZodString>>;

/**
 * The wire query, `platforms[0]=<a>&platforms[1]=<b>&<a>User=x&<b>User=y`, read into the client's
 * shape (`users` keyed by network; any `<key>User`, so a name for an unknown network is named) and
 * checked by `BrandByUserSchema`.
 */
export const BrandByUserQuerySchema = z
	.object({ platforms: BrandNetworksSchema, ...userFields })
	.passthrough()
	.transform((query) => ({
		platforms: query.platforms,
		users: Object.fromEntries(
			Object.entries(query)
				.filter(([key]) => key.endsWith('User') && key !== 'User')
				.map(([key, value]) => [key.slice(0, -'User'.length), value]),
		),
	}))
	.pipe(BrandByUserSchema);

/** `GET /brand/byUser`: public information of accounts by user name, per network (Enterprise). */
export const brandByUserEndpoint = endpoint({
	method: 'GET',
	path: '/brand/byUser',
	doc: `${DOCS}/apis/brand/brand-by-user`,
	summary: 'Public information of accounts by user name, one entry per network (Enterprise plan).',
	query: BrandByUserQuerySchema,
	response: z.object({ status: z.string() }).passthrough(),
	errors: [101, 102, 103, 105],
});
