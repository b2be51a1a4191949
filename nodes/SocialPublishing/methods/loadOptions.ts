import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import {
	networkName,
	NETWORK_IDS,
	type AdNetwork,
	type LinkedAccountDetails,
} from '../../../src/engine';
import { networkOptions } from '../actions/common.descriptions';
import { FAIL_AT_ONCE } from '../actions/rateLimit';
import { createServiceClient, redact } from '../transport';
import { actingProfileKey } from './actingProfile';

function accountLabel(account: LinkedAccountDetails | undefined): string {
	if (!account) return 'Linked';
	const name = account.username
		? `@${account.username}`
		: (account.displayName ?? account.pageName);
	return name ? `Linked: ${name}` : 'Linked';
}

/**
 * The networks to publish to: those the acting profile has linked first, then the others. When
 * the linked accounts cannot be read (service down, wrong key) every network is offered with the
 * reason, so the field always works. With no credential selected yet every network is offered
 * plainly: the editor asks once before it fills in the credential of a newly added node, and that
 * first answer may be the one it keeps.
 */
export async function getLinkedPlatforms(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const networks = await linkedNetworkOptions.call(this, 'a post to it fails');
	return networks.read ? [ALL_LINKED_OPTION, ...networks.options] : networks.options;
}

/** The networks to unlink: the acting profile's linked ones first, the others marked. */
export async function getLinkedNetworks(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return (await linkedNetworkOptions.call(this, 'unlinking it changes nothing')).options;
}

async function linkedNetworkOptions(
	this: ILoadOptionsFunctions,
	whenNotLinked: string,
): Promise<{ read: boolean; options: INodePropertyOptions[] }> {
	if (!this.getNode().credentials?.socialPublishingApi)
		return { read: false, options: networkOptions.map((option) => ({ ...option })) };
	let accounts: LinkedAccountDetails[];
	let linked: string[];
	try {
		const profileKey = await actingProfileKey.call(this);
		const client = (await createServiceClient.call(this)).client.withRetry(FAIL_AT_ONCE);
		const user = await client.user.get({}, { profileKey });
		linked = user.activeSocialAccounts ?? [];
		accounts = user.displayNames ?? [];
	} catch (error) {
		const why = redact(error instanceof Error ? error.message : String(error), []);
		return {
			read: true,
			options: networkOptions.map((option) => ({
				...option,
				description: `Linked accounts could not be read (${why}); every network is listed`,
			})),
		};
	}
	const linkedOptions = NETWORK_IDS.filter((network) => linked.includes(network)).map(
		(network) => ({
			name: networkName(network),
			value: network,
			description: accountLabel(accounts.find((account) => account.platform === network)),
		}),
	);
	const otherOptions = NETWORK_IDS.filter((network) => !linked.includes(network)).map(
		(network) => ({
			name: `${networkName(network)} (Not Linked)`,
			value: network,
			description: `The acting profile has no account linked here; ${whenNotLinked}`,
		}),
	);
	return { read: true, options: [...linkedOptions, ...otherOptions] };
}

/** `platforms: ["all"]`: the service posts to every network the profile has linked. */
const ALL_LINKED_OPTION: INodePropertyOptions = {
	name: 'All Linked Networks',
	value: 'all',
	description:
		'Every network the acting profile has linked, decided by the service when the post goes out; choose it alone',
};

/** The acting profile's named auto-schedules, each with its daily times. */
export async function getAutoScheduleTitles(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const profileKey = await actingProfileKey.call(this);
	const client = (await createServiceClient.call(this)).client.withRetry(FAIL_AT_ONCE);
	const { schedules = {} } = await client.autoSchedules.list({ profileKey });
	return Object.entries(schedules)
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([title, schedule]) => ({
			name: title,
			value: title,
			description: `Daily at ${(schedule.schedule ?? []).join(', ') || 'no time yet'}`,
		}));
}

/** The acting profile's ad accounts on the chosen network, by name and currency. */
export async function getAdAccounts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const network = this.getCurrentNodeParameter('platform') as AdNetwork;
	const profileKey = await actingProfileKey.call(this);
	const client = (await createServiceClient.call(this)).client.withRetry(FAIL_AT_ONCE);
	const { adAccounts = [] } = await client.ads.accounts(network, {}, { profileKey });
	return adAccounts.map((account) => ({
		name: `${account.name} (${account.currency})`,
		value: account.accountId,
		description: account.fundingSource ? 'Billing set up' : 'No payment method: boosting fails',
	}));
}
