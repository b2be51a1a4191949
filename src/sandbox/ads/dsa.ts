import type { ADS_DSA } from '../../engine/contract/adsDsa';
import { DSA_MAX_RECOMMENDATIONS } from '../../engine/contract/adsDsa';
import type { SandboxContext } from '../context';
import type { ContractRequest, Reply } from '../router';
import { adsCaller, knownAdAccount } from './access';

/**
 * `GET /api/ads/facebook/dsaRecommendations?accountId=` (https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations):
 * at most 25 names likely to be the beneficiary or payor of the account's ads. Facebook draws them
 * from the ad account's recent activity; the sandbox's (ours) are the names it knows the advertiser
 * by: the linked Facebook account's, the profile's title and the ad account's, each once.
 */
export function dsaRecommendations(
	req: ContractRequest<typeof ADS_DSA>,
	ctx: SandboxContext,
): Reply {
	const caller = adsCaller(req, ctx, 'facebook');
	const account = knownAdAccount(ctx, caller, req.input.query.accountId);
	const names = [caller.linked.displayName, caller.profile.title, account.name]
		.map((name) => name.trim())
		.filter((name) => name !== '');
	const dsaRecommendations = [...new Set(names)].slice(0, DSA_MAX_RECOMMENDATIONS);
	// The page's sample answers count 1 beside three names; the number of names is ours.
	return {
		status: 200,
		body: { status: 'success', dsaRecommendations, count: dsaRecommendations.length },
	};
}
