import { z } from 'zod';
import { shownOf } from '../../networks/shown';
import { exampleList, exampleNetworks } from '../../../engine/networks';
import { networkEntry, networkName, PLATFORMS, type Platform } from '../../../engine/platforms';
import { PLATFORM_RULES } from '../../../engine/validation';
import { MCP_OPTION_NAMES } from './declared';
import { type McpTool, given, idOf, postPlatforms } from '../tool';

/** What the description adds for a network whose options carry required fields. */
function required(platform: Platform): string {
	const key = networkEntry(platform).options?.required?.key;
	const required = [...(PLATFORM_RULES[platform].title ? ['title'] : []), ...(key ? [key] : [])];
	return required.length ? ` (${required.join(' and ')} required)` : '';
}

/** One options object per network with checked options, named as the MCP docs name it. */
const networkOptions = Object.fromEntries(
	PLATFORMS.filter((platform) => networkEntry(platform).optionsSchema !== undefined).map(
		(platform) => {
			const field = networkEntry(platform).optionsField;
			const described = `${networkName(platform)}${required(platform)} options; used only when it is in platforms.`;
			return [
				MCP_OPTION_NAMES[field] ?? field,
				z.object({}).passthrough().optional().describe(described),
			];
		},
	),
);

// The first and third networks of the examples, with what the docs add about an id (`X is "..."`).
const [first, , third] = exampleNetworks(3);
const notes = [first, third]
	.map((platform) => shownOf(platform).exampleNote)
	.filter((note) => note !== undefined)
	.map((note) => ` (${note})`)
	.join('');

/** Each required option a network's entry names, also taken at the top level (like `title`). */
const requiredOptionFields = Object.fromEntries(
	PLATFORMS.flatMap((platform) => {
		const key = networkEntry(platform).options?.required?.key;
		return key ? [[key, z.string().optional()]] : [];
	}),
);

/** The options objects a post update may change (entries with `updatableOptions`). */
const updatableOptions = PLATFORMS.filter((platform) => shownOf(platform).updatableOptions).map(
	(platform) => networkEntry(platform).optionsField,
);

/** create_post's and validate_post's input: the service's documented post fields, typed. */
const postInput = z.object({
	post: z.string().min(1).describe('The text of the post.'),
	platforms: postPlatforms.describe(
		`The networks to post to, e.g. ${exampleList([first, third])}${notes}.`,
	),
	mediaUrls: z
		.array(z.string())
		.optional()
		.describe('https URLs of images or videos to attach; check each with validate_media first.'),
	isVideo: z
		.boolean()
		.optional()
		.describe('Treat the media as video when its URL has no video extension.'),
	isLandscapeVideo: z.boolean().optional(),
	isPortraitVideo: z.boolean().optional(),
	scheduleDate: z
		.string()
		.optional()
		.describe('ISO 8601 UTC time to publish at, e.g. 2026-07-08T12:30:00Z; omit to publish now.'),
	validateScheduled: z.boolean().optional(),
	autoSchedule: z
		.object({ schedule: z.boolean(), title: z.string().optional() })
		.passthrough()
		.optional()
		.describe('Publish in the next free slot of an auto-schedule; not with scheduleDate.'),
	autoRepost: z
		.object({
			repeat: z.number().int().min(1).max(10),
			days: z.number().int().min(2),
			startDate: z.string().optional(),
		})
		.passthrough()
		.optional()
		.describe('Post again every `days` days, `repeat` times; not with scheduleDate.'),
	firstComment: z
		.object({ comment: z.string(), mediaUrls: z.array(z.string()).optional() })
		.passthrough()
		.optional()
		.describe('A comment added right after the post is published.'),
	disableComments: z.boolean().optional(),
	shortenLinks: z.boolean().optional(),
	autoHashtag: z
		.union([
			z.literal(true),
			z.object({
				max: z.number().int().min(1).max(10).optional(),
				position: z.enum(['auto', 'end']).optional(),
			}),
		])
		.optional(),
	unsplash: z.union([z.string(), z.array(z.string())]).optional(),
	requiresApproval: z
		.boolean()
		.optional()
		.describe('Hold the post in "awaiting approval" until update_post approves it.'),
	notes: z.string().optional(),
	idempotencyKey: z
		.string()
		.optional()
		.describe('A unique key per intended post, so a retried call cannot post twice.'),
	randomPost: z.boolean().optional(),
	randomMediaUrl: z.boolean().optional(),
	title: z.string().optional(),
	...requiredOptionFields,
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
		input: z.object({ id: z.string().min(1).describe('The post id.') }),
		toCall: (args) => ({ method: 'GET', path: `/api/post/${idOf(args)}` }),
	},
	{
		name: 'update_post',
		scope: 'profile',
		description:
			'Changes a scheduled or awaiting-approval post: approve it (approved: true), reschedule it, pause it, or change its notes. Returns the updated post status.',
		input: z.object({
			id: z.string().min(1).describe('The post id.'),
			scheduleDate: z.string().optional().describe('New ISO 8601 UTC publish time.'),
			approved: z.boolean().optional().describe('true approves a post held by requiresApproval.'),
			notes: z.string().optional(),
			disableComments: z.boolean().optional(),
			scheduledPause: z.boolean().optional(),
			...Object.fromEntries(
				updatableOptions.map((field) => [field, z.object({}).passthrough().optional()]),
			),
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
		input: z.object({ id: z.string().min(1).describe('The id of the failed post.') }),
		toCall: (args) => ({ method: 'PUT', path: '/api/post/retry', body: given(args) }),
	},
];
