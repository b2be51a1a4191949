import { shownOf } from '../../networks/shown';
import { z } from 'zod';
import { exampleList, exampleNetworks } from '../../../engine/networks';
import { networkEntry, networkName, NETWORK_IDS, type Network } from '../../../engine/networks';
import { NETWORK_RULES } from '../../../engine/validation';
import { MCP_OPTION_NAMES } from './declared';
import { PostObjectSchema } from '../../../engine/contract/posts';
// get_post and retry_post take the id as GET /post/:id and PUT /post/retry's contracts check it.
import { PostIdSchema, PostUpdateFieldsSchema } from '../../../engine/contract/postActions';

/** PATCH /post's fields, as its contract checks them (update_post's input). */
const updateFields = PostUpdateFieldsSchema.shape;
import { AutoScheduleObjectSchema } from '../../../engine/validation/postFields';
import { type McpTool, given, idOf, postNetworks } from '../tool';

/** What the description adds for a network whose options carry required fields. */
function required(network: Network): string {
	const key = networkEntry(network).options?.required?.key;
	const required = [...(NETWORK_RULES[network].title ? ['title'] : []), ...(key ? [key] : [])];
	return required.length ? ` (${required.join(' and ')} required)` : '';
}

/** POST /post's body fields, as its contract declares them (the MCP input derives from them). */
const restFields = PostObjectSchema.innerType().shape as Record<string, z.ZodTypeAny>;

/**
 * One options object per network with checked options, named as the MCP docs name it, its fields
 * listed (the registry entry's options schema, as REST checks it).
 */
const networkOptions = Object.fromEntries(
	NETWORK_IDS.filter((network) => networkEntry(network).optionsSchema !== undefined).map(
		(network) => {
			const field = networkEntry(network).optionsField;
			const described = `${networkName(network)}${required(network)} options; used only when it is in platforms.`;
			return [MCP_OPTION_NAMES[field] ?? field, restFields[field].describe(described)];
		},
	),
);

// The first and third networks of the examples, with what the docs add about an id (`X is "..."`).
const [first, , third] = exampleNetworks(3);
const notes = [first, third]
	.map((network) => shownOf(network).exampleNote)
	.filter((note) => note !== undefined)
	.map((note) => ` (${note})`)
	.join('');

/** The options objects a post update may change (`updatableOptions` in networks/shown.ts). */
const updatableOptions = NETWORK_IDS.filter((network) => shownOf(network).updatableOptions).map(
	(network) => networkEntry(network).optionsField,
);

/**
 * What create_post and validate_post describe, from the service's MCP create-post schema
 * (ayrshare/ayrshare-mcp skills/post/references/create-post-schema.md); each field's schema is
 * REST's. The fields it also lists that REST accepts without modelling them
 * (`POST_FIELDS_NOT_MODELLED` in the contract) are not offered.
 */
const MCP_POST_FIELDS: Readonly<Record<string, string | undefined>> = {
	mediaUrls: 'https URLs of images or videos to attach; check each with validate_media first.',
	isVideo: 'Treat the media as video when its URL has no video extension.',
	scheduleDate: 'ISO 8601 UTC time to publish at, e.g. 2026-07-08T12:30:00Z; omit to publish now.',
	validateScheduled: 'false defers the network checks of a scheduled post until it is sent.',
	autoSchedule:
		'Publish in the next free slot of an auto-schedule ({schedule: true, title}); not with scheduleDate.',
	autoRepost: 'Post again every `days` days, `repeat` times; not with scheduleDate.',
	firstComment: 'A comment added right after the post is published.',
	disableComments: undefined,
	shortenLinks: undefined,
	autoHashtag: undefined,
	unsplash: undefined,
	requiresApproval: 'Hold the post in "awaiting approval" until update_post approves it.',
	notes: undefined,
	idempotencyKey: 'A unique key per intended post, so a retried call cannot post twice.',
	randomPost: undefined,
	randomMediaUrl: undefined,
};

/** create_post's and validate_post's input: POST /post's fields the MCP docs offer, as REST checks them. */
const postInput = z.object({
	// The MCP docs ask for some text (min length 1); REST also takes "" for a media-only post.
	post: z.string().min(1).describe('The text of the post.'),
	platforms: postNetworks.describe(
		`The networks to post to, e.g. ${exampleList([first, third])}${notes}.`,
	),
	...Object.fromEntries(
		Object.entries(MCP_POST_FIELDS).map(([name, text]) => {
			// The MCP docs give autoSchedule's object form only; REST also takes the older boolean.
			const schema =
				name === 'autoSchedule' ? AutoScheduleObjectSchema.optional() : restFields[name];
			return [name, text === undefined ? schema : schema.describe(text)];
		}),
	),
	...networkOptions,
});

const REST_OPTION_NAMES: Record<string, string> = Object.fromEntries(
	Object.entries(MCP_OPTION_NAMES).map(([rest, mcp]) => [mcp, rest]),
);

function postBody(args: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(given(args)).map(([key, value]) => [REST_OPTION_NAMES[key] ?? key, value]),
	);
}

export const postTools: McpTool[] = [
	{
		name: 'validate_post',
		scope: 'profile',
		readOnly: true,
		description:
			"Checks a post against every target network's rules (length, media, required options) without publishing: same input as create_post. " +
			'Call it before create_post and fix what it reports. Returns the problems found per network, or that the post is valid.',
		input: postInput,
		toCall: (args) => ({ method: 'POST', path: '/api/validate/post', body: postBody(args) }),
	},
	{
		name: 'create_post',
		scope: 'profile',
		description:
			'Publishes a post now, or schedules it with scheduleDate, to linked networks. Call validate_post with the same input first. ' +
			"Returns the post id (keep it for get_post, update_post, retry_post, analytics) and each network's post id and URL. " +
			'To recover a failed post use retry_post, never a second create_post.',
		input: postInput,
		toCall: (args) => ({ method: 'POST', path: '/api/post', body: postBody(args) }),
	},
	{
		name: 'get_post',
		scope: 'profile',
		readOnly: true,
		description:
			'Returns one post by the id create_post or get_post_history gave: its status, networks, schedule and per-network results.',
		input: z.object({ id: PostIdSchema.describe('The post id.') }),
		toCall: (args) => ({ method: 'GET', path: `/api/post/${idOf(args)}` }),
	},
	{
		name: 'update_post',
		scope: 'profile',
		description:
			'Changes a scheduled or awaiting-approval post: approve it (approved: true), reschedule it, pause it, or change its notes. Returns the updated post status.',
		// PATCH /post's contract for the fields REST changes; disableComments and the updatable
		// options objects are the MCP docs' (update_post): REST accepts them without modelling them.
		input: z.object({
			id: PostIdSchema.describe('The post id.'),
			scheduleDate: updateFields.scheduleDate.describe('New ISO 8601 UTC publish time.'),
			approved: updateFields.approved.describe('true approves a post held by requiresApproval.'),
			notes: updateFields.notes,
			disableComments: z.boolean().optional(),
			scheduledPause: updateFields.scheduledPause,
			// The create-side options schema, as the MCP docs say (youTubeOptions: title required).
			...Object.fromEntries(updatableOptions.map((field) => [field, restFields[field]])),
		}),
		atLeastOne: [
			[
				'scheduleDate',
				'approved',
				'notes',
				'disableComments',
				'scheduledPause',
				...updatableOptions,
			],
		],
		toCall: (args) => ({ method: 'PATCH', path: '/api/post', body: given(args) }),
	},
	{
		name: 'retry_post',
		scope: 'profile',
		description:
			'Sends a post in status "error" again, once, to the networks that failed. Returns the new outcome. Not for posts that succeeded.',
		input: z.object({
			id: PostIdSchema.describe('The id of the failed post.'),
		}),
		toCall: (args) => ({ method: 'PUT', path: '/api/post/retry', body: given(args) }),
	},
];
