import { z } from 'zod';
import { isRecord } from '../core/isRecord';
import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
import { altTextCheck, flag, hasVideo, object, text, textList, url } from './optionParts';

/** `instagramOptions`: a video post is a Reel; stories, collaborators, user tags, a cover. */
export const InstagramOptionsSchema = object(
	{
		stories: flag('posts the image or video as a Story (24 hours)'),
		shareReelsFeed: flag('shows a Reel in the feed as well as the Reels tab'),
		audioName: text('the name of the Reel audio').optional(),
		thumbNail: url('https://example.com/cover.jpg').optional(),
		thumbNailOffset: z.number().int().min(0).optional(),
		collaborators: textList('Instagram usernames to invite')
			.max(3, 'must list at most 3 collaborators')
			.optional(),
		userTags: z
			.array(
				object(
					{
						username: text('the Instagram username to tag'),
						x: z.number().min(0).max(1).optional(),
						y: z.number().min(0).max(1).optional(),
					},
					'{username: "natgeo", x: 0.5, y: 0.5}',
				),
			)
			.optional(),
		altText: textList('one alt text per image', 1000).optional(),
		locationId: text('the id or name of the Page that stands for the location').optional(),
	},
	'{stories: true} or {shareReelsFeed: true, collaborators: ["natgeo"]}',
);

function instagramIssues(facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
	const tags = Array.isArray(o.userTags) ? o.userTags.filter(isRecord) : [];
	const untagged = tags.filter((tag) => typeof tag.x !== 'number' || typeof tag.y !== 'number');
	return [
		{
			when: o.stories === true && facts.mediaCount !== 1,
			field: 'instagramOptions.stories',
			value: o.stories,
			message: `needs exactly one image or video (a Story is one item); got ${facts.mediaCount}`,
		},
		{
			when: untagged.length > 0 && !hasVideo(facts) && o.stories !== true,
			field: 'instagramOptions.userTags',
			value: o.userTags,
			message:
				'needs x and y (0 to 1, from the top left) for each tagged user on an image post; ' +
				'only Reels and videos tag by username alone',
		},
		altTextCheck(facts, 'instagramOptions', o),
	];
}

export const instagram = {
	displayName: 'Instagram',
	optionsField: 'instagramOptions',
	optionsSchema: InstagramOptionsSchema,
	options: {
		position: 5,
		issues: instagramIssues,
	},
	rules: {
		...BASE_RULES,
		maxLength: 2200,
		allowsEmptyText: true,
		requiresMedia: true,
		// A carousel holds up to 10 items (https://www.ayrshare.com/docs/apis/post/social-networks/instagram).
		maxMedia: 10,
		maxHashtags: 30,
	},
	dailyPostLimit: 50,
	offers: {
		comments: {},
		firstComment: { maxLength: 2200, disableable: true },
		history: {},
		postAnalytics: {},
		accountAnalytics: {},
		messaging: {
			maxTextLength: 1_000,
			strictMediaUrls: true,
			// https://www.ayrshare.com/docs/apis/messages/send-message: a business may reply only within 7 days of the correspondent's last message.
			replyWindow: {
				length: 7,
				unit: 'day',
				replies: 'replies',
				writer: 'correspondent',
				showsLastMessageTime: true,
			},
			mcpRecipientRequired: true,
		},
		ads: {
			pickerText: 'Instagram beside them',
			postIdField: 'socialPostId',
		},
		richText: {},
		feedImagePosts: {},
		bannedHashtags: {},
		bioLink: { position: 1, label: 'Instagram', host: 'instagram.com' },
		resizePresets: [
			{
				value: 'instagram',
				label: 'Instagram Square',
				width: 1080,
				height: 1080,
				nodeDefault: true,
			},
			{ value: 'instagram_landscape', label: 'Instagram Landscape', width: 1080, height: 680 },
			{ value: 'instagram_portrait', label: 'Instagram Portrait', width: 1080, height: 1920 },
			{ value: 'instagram_special', label: 'Instagram Special', width: 1080, height: 800 },
		],
		accountDetails: { quota: { query: 'instagramQuota' } },
		undeletable: { order: 1 },
	},
} as const satisfies NetworkEntry;
