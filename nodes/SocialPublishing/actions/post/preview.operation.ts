import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import {
	isPlatform,
	PLATFORM_RULES,
	renderRichText,
	toUtcTimestamp,
	tweetWeightedLength,
	validatePost,
	type Platform,
	type ValidationIssue,
} from '../../../../src/engine';
import { locatorValue } from '../../methods/actingProfile';
import { describeIssue } from '../../transport';
import { splitList } from '../common.descriptions';
import type { ItemContext } from '../node.type';
import * as create from './create.operation';
import { inWorkflowZone } from './shared';

/** Publish's own fields (Text, Platforms, Options), shown for Preview too: one definition. */
export const description: INodeProperties[] = create.description.map((property) => ({
	...property,
	displayOptions: { show: { resource: ['post'], operation: ['preview'] } },
}));

function definedOnly(value: IDataObject): IDataObject | undefined {
	const out: IDataObject = {};
	for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== '') out[key] = v;
	return Object.keys(out).length ? out : undefined;
}

/**
 * The request Publish would send for this item, read the same way (every value for this item).
 * Mirrors Publish's request builder, which create.operation.ts keeps private.
 */
function publishRequest(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: IDataObject = {
		post: this.getNodeParameter('text', itemIndex, '') as string,
		platforms: this.getNodeParameter('platforms', itemIndex, []) as string[],
	};
	const mediaUrls = splitList(o.mediaUrls);
	if (mediaUrls.length) request.mediaUrls = mediaUrls;
	if (o.isVideo !== undefined) request.isVideo = o.isVideo;
	if (o.scheduleDate !== undefined && o.scheduleDate !== '') {
		const zoned = inWorkflowZone(o.scheduleDate, this.getTimezone());
		try {
			request.scheduleDate = toUtcTimestamp(zoned);
		} catch {
			// Kept as given: the check names the bad date.
			request.scheduleDate = zoned as string;
		}
	}
	if (o.requiresApproval !== undefined) request.requiresApproval = o.requiresApproval;
	if (o.notes) request.notes = o.notes;
	if (o.shortenLinks !== undefined) request.shortenLinks = o.shortenLinks;
	if (o.autoHashtag === true) {
		request.autoHashtag = definedOnly({ max: o.hashtagMax, position: o.hashtagPosition }) ?? true;
	}
	if (o.autoSchedule !== undefined) request.autoSchedule = o.autoSchedule;
	if (o.autoScheduleTitle) request.autoScheduleTitle = o.autoScheduleTitle;
	if (o.idempotencyKey) request.idempotencyKey = String(o.idempotencyKey).trim();
	const profileKeys = splitList(o.profileKeys);
	if (profileKeys.length) request.profileKeys = profileKeys;
	const youTube = definedOnly({ title: o.youTubeTitle, visibility: o.youTubeVisibility });
	if (youTube) request.youTubeOptions = youTube;
	const reddit = definedOnly({ title: o.redditTitle, subreddit: o.redditSubreddit });
	if (reddit) request.redditOptions = reddit;
	const pinterest = definedOnly({
		title: o.pinterestTitle,
		link: o.pinterestLink,
		boardId: locatorValue(o.pinterestBoardId) || undefined,
	});
	if (pinterest) request.pinterestOptions = pinterest;
	return request;
}

/**
 * Binary Media Fields count as media the way Publish would upload them: each present field adds a
 * stand-in URL (nothing is uploaded); a field the item lacks is an issue.
 */
function binaryMediaStandIns(
	this: IExecuteFunctions,
	itemIndex: number,
): { urls: string[]; issues: ValidationIssue[] } {
	const o = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const binary = this.getInputData()[itemIndex]?.binary ?? {};
	const urls: string[] = [];
	const issues: ValidationIssue[] = [];
	for (const field of splitList(o.binaryMediaFields)) {
		const file = binary[field];
		if (!file) {
			const present = Object.keys(binary);
			issues.push({
				field: 'binaryMediaFields',
				value: field,
				message: `names a binary field the item does not have (${present.length ? `it has: ${present.join(', ')}` : 'it has no binary data'})`,
			});
			continue;
		}
		const extension = (file.mimeType ?? '').startsWith('video/') ? 'mp4' : 'jpg';
		urls.push(`https://binary-media.invalid/${encodeURIComponent(field)}.${extension}`);
	}
	return { urls, issues };
}

/** Code points a reader sees: the line-break markers the service needs are not counted. */
function visibleLength(text: string): number {
	return Array.from(text.replace(/\u2063/g, '')).length;
}

function networkPreview(platform: Platform, text: string, issues: ValidationIssue[]): IDataObject {
	const rule = PLATFORM_RULES[platform];
	const rendered = renderRichText(text, platform);
	const problems = issues
		.filter((issue) => issue.platform === platform)
		.map((issue) => describeIssue(issue));
	const preview: IDataObject = {
		text: rendered,
		length: visibleLength(rendered),
		limit: rule.maxLength,
	};
	if (rule.lengthUnit === 'weighted') preview.weightedLength = tweetWeightedLength(rendered);
	if (rule.truncates) preview.truncates = true;
	preview.ok = problems.length === 0;
	preview.problems = problems;
	return preview;
}

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ secrets }: ItemContext,
): Promise<INodeExecutionData[]> {
	const request = publishRequest.call(this, itemIndex);
	secrets.push(...((request.profileKeys as string[] | undefined) ?? []));
	const standIns = binaryMediaStandIns.call(this, itemIndex);
	if (standIns.urls.length) {
		request.mediaUrls = [...((request.mediaUrls as string[] | undefined) ?? []), ...standIns.urls];
	}
	const result = validatePost(request);
	const issues = [...standIns.issues, ...result.issues];
	const text = typeof request.post === 'string' ? request.post : '';
	const listed = Array.isArray(request.platforms) ? (request.platforms as unknown[]) : [];
	const platforms = [...new Set(listed.filter(isPlatform))];
	const networks: IDataObject = {};
	for (const platform of platforms) networks[platform] = networkPreview(platform, text, issues);
	const json: IDataObject = {
		valid: issues.length === 0,
		issues: issues.map(({ field, value, message, platform }) => ({
			field,
			value: value === undefined ? null : (value as IDataObject),
			message,
			platform: platform ?? null,
		})),
		networks,
	};
	return [{ json, pairedItem: { item: itemIndex } }];
}
