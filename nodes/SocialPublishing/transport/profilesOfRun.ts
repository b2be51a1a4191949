import type { ProfileSummary } from '../../../src/engine';
import { createServiceClient } from './client';
import type { RequestContext } from './context';

/** Profile lists read during one run of the node, so many items cost one call; gone with the run. */
const profileListsOfRun = new WeakMap<object, Promise<ProfileSummary[]>>();

/** The account's user profiles, listed once per run of the node (a failed listing is not kept). */
export async function profilesOfRun(this: RequestContext): Promise<ProfileSummary[]> {
	let profiles = profileListsOfRun.get(this);
	if (!profiles) {
		profiles = createServiceClient
			.call(this)
			.then(async ({ client }) => (await client.profiles.list()).profiles ?? []);
		profileListsOfRun.set(this, profiles);
		profiles.catch(() => profileListsOfRun.delete(this));
	}
	return await profiles;
}
