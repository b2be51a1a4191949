import {
	networkEntry,
	networkName,
	networksOffering,
	NETWORK_IDS,
	type Network,
} from '../../../src/engine/networks';
import { NETWORK_TOOL_TEXTS, spokenNetworks } from './post/networks';
import type { OperationKey } from './resources';

/** The display names of the networks that `keep` picks, "a or b". */
function namesOf(keep: (network: Network) => boolean): string {
	return NETWORK_IDS.filter(keep).map(networkName).join(' or ');
}

/**
 * What a model reads about each operation when the node is an AI Agent's tool: what it does, what
 * it returns, what to call first. Keyed "resource/operation", one for every operation of the
 * resource map (the compiler names a missing one); field formats are added after these
 * (toolDescriptions.ts).
 */
export const TOOL_TEXTS: Record<OperationKey, string> = {
	'post/create':
		"Publish a post now, schedule it, or hold it for approval. Returns the post id, status and each network's post id and URL. Call Preview first.",
	'post/preview':
		"Preview a post without publishing: checks text and media for each network. Returns valid (true/false), the issues to fix, and each network's text, length and limit. Call it before Publish.",
	'post/get':
		'Get one post by its id (from Publish or History): status, networks, schedule date, errors.',
	'post/delete':
		"Delete a post by its id, removing it from the networks that allow it. Returns each network's result.",
	'post/deleteMany':
		'Delete scheduled posts that are still pending, by id or all of them. Returns one result per post.',
	'post/retry': 'Send a failed post again, by its id. Returns the new send result.',
	'post/update':
		'Approve, reschedule or annotate a post by its id (e.g. approve a post held for approval). Returns the updated post.',
	'history/getAll':
		'List posts sent or scheduled through the service, newest first, optionally by network, status or age. Returns one item per post with its id and status.',
	'history/get': 'Get one post sent or scheduled through the service by its id, with its status.',
	'history/getByPlatform':
		'List the posts a linked network account shows, including ones not sent through the service.',
	'history/getByNetworkId': "Get a post by the network's own post id.",
	'hashtag/auto': "Add hashtags made from a text's words. Returns the text with hashtags.",
	'hashtag/recommend': 'Suggest popular hashtags for one keyword, with view counts.',
	'hashtag/checkBanned': `Check one hashtag before using it: returns {hashtag, banned}; a banned hashtag hides the post on ${namesOf((p) => networkEntry(p).offers.bannedHashtags !== undefined)}.`,
	'comment/create':
		'Comment on a published post (post id from Publish or History) on the given networks. Returns the comment ids.',
	'comment/getAll':
		'List the comments of a post (post id from Publish or History); each has a comment id for Reply.',
	'comment/reply':
		'Reply to a comment by its comment id (from Get Comments). Returns the reply id.',
	'comment/delete': 'Delete one of your own comments by its comment id.',
	'link/create':
		'Create a tracked short link for an https URL, with UTM parameters. Returns the short URL.',
	'link/get': 'Get a tracked short link with its clicks.',
	'link/getAll': 'List tracked short links with their clicks.',
	'link/shorten': 'Shorten an http or https link. Returns the short URL.',
	'link/update':
		'Point a tracked short link at a new https URL by its link id; the short URL stays. Returns the link.',
	'autoSchedule/set':
		'Create or replace a named auto-schedule of daily posting times (UTC, like 09:00Z); Publish with Auto Schedule then uses its next free slot.',
	'autoSchedule/getAll': 'List the auto-schedules with their times.',
	'autoSchedule/delete': 'Delete a named auto-schedule.',
	'analytics/getPost': 'Get likes, shares and views of a published post by its id, per network.',
	'analytics/getAccount': 'Get follower, reach and engagement figures of linked network accounts.',
	'analytics/getPostByNetworkId': "Get analytics of a post by the network's own post id.",
	'analytics/getLinks':
		'Get the clicks of the short links created or clicked in the last N days (0 for all).',
	'user/get':
		"Get the profile's linked networks and API usage. Call it to learn which networks can be posted to.",
	'user/explainError':
		'Explain a service error code: its cause, class (who acts) and the fix. Call it when a call fails with a code.',
	'user/getBatch':
		"Get the URL of a file with every user profile's details; the file is ready at urlAvailable.",
	...NETWORK_TOOL_TEXTS,
	'user/updateBusinessListing':
		'Change the Google Business Profile listing (name, phones, labels, location).',
	'media/upload': "Upload the item's file to the media library. Returns its URL for posts.",
	'media/getAll': "List the media library's files with their URLs.",
	'media/checkUrl':
		'Check that a media URL answers before posting it. Returns whether it exists and its type.',
	'media/getMetadata': 'Get the type, size, dimensions and length of an image or video by URL.',
	'media/resize':
		"Resize a PNG or JPEG (by URL) to a network's size or given pixels: fit, blur-fit or crop, optional watermark and JPG. Returns the new image's URL for posts.",
	'profile/create': 'Create a user profile. Returns its key.',
	'profile/delete': 'Delete a user profile by its key.',
	'profile/generateJwt': 'Make a URL where a profile links its social accounts.',
	'profile/getAll': 'List the user profiles.',
	'profile/rotateWebhookSecret':
		'Replace the webhook signing secret of the profile chosen by Act As; old and new both sign for 24 hours.',
	'profile/unlinkNetwork':
		'Disconnect one network account from the profile chosen by Act As (succeeds also when not linked).',
	'profile/update':
		'Change the title or linking-page settings of the profile chosen by Act As. Returns its settings.',
	'brand/lookUp': 'Look up public account details (followers, image) by user name.',
	'review/getAll': `List reviews of the ${namesOf((p) => networkEntry(p).offers.reviews !== undefined)}; each has an id for Reply.`,
	'review/get': 'Get one review by its id.',
	'review/reply': 'Reply to a review by its id (from Get Reviews).',
	'review/deleteReply': 'Delete your reply to a review.',
	'message/send': 'Send a direct message in an existing conversation. Returns the message id.',
	'message/getAll': 'List direct messages of a network, newest first.',
	'message/updateConversation': 'Archive a conversation or make it active again.',
	'message/getAutoResponse':
		'Get the automatic answer to incoming messages: whether it is on, its text and its wait.',
	'message/setAutoResponse': 'Turn the automatic answer to incoming messages on or off.',
	'feed/add': `Follow an RSS or ${namesOf((p) => networkEntry(p).offers.channelFeed !== undefined)} feed whose new articles get posted.`,
	'feed/getAll': 'List followed feeds.',
	'feed/update': "Change a followed feed's options.",
	'feed/delete': 'Stop following a feed.',
	'feed/setWebhook': 'Send new feed articles to a webhook instead of posting them.',
	'bioPage/get': "Get the profile's bio page.",
	'bioPage/create': "Create the profile's bio page. Call Check Handle first.",
	'bioPage/update': 'Change fields of the bio page.',
	'bioPage/delete': 'Delete the bio page.',
	'bioPage/checkHandle': 'Check whether a bio page handle is free.',
	'ai/generatePost':
		'Write a post from a text or images. Returns the post text; publish it with Publish.',
	'ai/rewrite': 'Rewrite a post up to five ways. Returns the versions.',
	'ai/sentiment':
		'Read how positive or negative a text is (a comment, review or message). Returns sentiment and a score from -1 to 1.',
	'ai/translate': 'Translate a text. Returns the translation.',
	'ai/transcribeVideo': 'Transcribe a video from the media library.',
	'ai/generateAltText': 'Describe an image for screen readers. Returns the alt text.',
	'ad/boost': `Boost a published post into a paid ${spokenNetworks(networksOffering('ads'), 'or')} ad: spends real money. Needs an ad account id (Get Ad Accounts), goal, budget in USD and an end date 30+ hours away; an ad reaching the EU also needs dsaBeneficiary and dsaPayor together (Get DSA Recommendations). Returns the ad id and its state.`,
	'ad/getAll': 'List ads by ad account, post, campaign or ad id, with state, spend and results.',
	'ad/updateStatus':
		'Set an ad to active, paused, deleted or archived; its ad set and campaign follow. Changes real spend.',
	'ad/getAccounts':
		'List the ad accounts with currency and billing; each has the accountId Boost needs.',
	'ad/searchTargeting': 'Find interest, region or city ids to target a boost with.',
	'ad/getDsaRecommendations':
		'Get the beneficiary and payor names Facebook suggests for an ad account (EU Digital Services Act). Returns dsaRecommendations; a Facebook boost to EU audiences sends one as dsaBeneficiary and one as dsaPayor, both together.',
	'ad/getHistory':
		'Get daily ad spend, impressions, reach and clicks per ad, with totals; filter by ad account, campaign, post or ad id.',
};
