import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	characterCount,
	checkMediaUrls,
	isNetwork,
	NETWORK_OPTIONS_FIELDS,
	NETWORK_RULES,
	renderRichText,
	splitThread,
	toUtcTimestamp,
	tweetWeightedLength,
	validatePost,
	type Network,
	type PostCreateRequest,
	type ValidationIssue,
} from '../../../../src/engine';
import { describeIssue } from '../../transport';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import * as create from './create.operation';
import { commentPreview } from './commentOptions';
import { buildRequest } from './create.request';
import { checkWithServiceProperty, serviceVerdicts } from './preview.service';

/**
 * Publish's own fields (Text, Networks, Options), shown for Preview too: one definition. Not its
 * Additional Fields (JSON): Preview renders offline and sends nothing (but the media check of
 * Check Media URLs First).
 */
export const description: INodeProperties[] = [
	...create.description
		.filter((property) => property.name !== 'additionalFieldsJson')
		.map((property) => ({
			...property,
			displayOptions: { show: { resource: ['post'], operation: ['preview'] } },
		})),
	checkWithServiceProperty,
];

/** The request Publish would send (its own builder), with the schedule date read as UTC. */
function publishRequest(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const request = buildRequest.call(this, itemIndex) as unknown as IDataObject;
	if (request.scheduleDate !== undefined) {
		try {
			request.scheduleDate = toUtcTimestamp(request.scheduleDate);
		} catch {
			// Kept as given: the check names the bad date.
		}
	}
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
	for (const field of toList(o.binaryMediaFields)) {
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

/** The network's options when they ask for a thread, else undefined. */
function threadOptions(
	request: IDataObject,
	network: Network,
): { threadNumber: boolean } | undefined {
	const options = request[NETWORK_OPTIONS_FIELDS[network]] as IDataObject | undefined;
	if (options?.thread !== true) return undefined;
	return { threadNumber: options.threadNumber === true };
}

function networkPreview(
	network: Network,
	text: string,
	issues: ValidationIssue[],
	thread: { threadNumber: boolean } | undefined,
	request: IDataObject,
): IDataObject {
	const rule = NETWORK_RULES[network];
	const rendered = renderRichText(text, network);
	const problems = issues
		.filter((issue) => issue.platform === network)
		.map((issue) => describeIssue(issue));
	const preview: IDataObject = {
		text: rendered,
		// Code points a reader sees: the line-break markers the service needs are not counted.
		length: characterCount(rendered),
		limit: rule.maxLength,
	};
	if (rule.lengthUnit === 'weighted') preview.weightedLength = tweetWeightedLength(rendered);
	// The thread's posts the service will send, each judged against the limit on its own.
	if (rule.maxThreadPosts !== undefined && thread) {
		const lengthKey = rule.lengthUnit === 'weighted' ? 'weightedLength' : 'length';
		preview.thread = splitThread(text, network, thread).map((post) => ({
			text: post.text,
			[lengthKey]: post.length,
		}));
	}
	if (rule.truncates) preview.truncates = true;
	// The typed options this network would get (its options object), as sent.
	const options = request[NETWORK_OPTIONS_FIELDS[network]];
	if (options !== undefined) preview.options = options as IDataObject;
	preview.ok = problems.length === 0;
	preview.problems = problems;
	return preview;
}

export const execute: OperationExecute = async function (
	itemIndex,
	{ secrets, client, profileKey },
) {
	const request = publishRequest.call(this, itemIndex);
	secrets.push(...((request.profileKeys as string[] | undefined) ?? []));
	// Offline, but for Check Media URLs First: then the service is asked whether each URL loads.
	const checkMedia = (this.getNodeParameter('options', itemIndex, {}) as IDataObject).checkMedia;
	const ownMediaUrls = Array.isArray(request.mediaUrls) ? (request.mediaUrls as string[]) : [];
	const mediaIssues =
		checkMedia === true && ownMediaUrls.length
			? await checkMediaUrls(client.media, ownMediaUrls, { profileKey })
			: [];
	const standIns = binaryMediaStandIns.call(this, itemIndex);
	if (standIns.urls.length) {
		request.mediaUrls = [...((request.mediaUrls as string[] | undefined) ?? []), ...standIns.urls];
	}
	// With Text per Network each part is its own post, judged with its own text.
	const parts = create.itemParts.call(this, itemIndex, request as unknown as PostCreateRequest);
	const issues = [...standIns.issues, ...mediaIssues];
	const networks: IDataObject = {};
	for (const part of parts) {
		const partRequest = part.request as unknown as IDataObject;
		const seen = new Set(issues.map((i) => `${i.platform}|${i.field}|${i.message}`));
		for (const issue of validatePost(partRequest).issues)
			if (!seen.has(`${issue.platform}|${issue.field}|${issue.message}`)) issues.push(issue);
		const text = typeof partRequest.post === 'string' ? partRequest.post : '';
		const listed = Array.isArray(partRequest.platforms) ? (partRequest.platforms as unknown[]) : [];
		for (const network of new Set(listed.filter(isNetwork))) {
			networks[network] = {
				...networkPreview(network, text, issues, threadOptions(request, network), partRequest),
				...commentPreview(partRequest, network),
			};
		}
	}
	const json: IDataObject = {
		valid: issues.length === 0,
		issues: issues.map(({ field, value, message, platform: network }) => ({
			field,
			value: value === undefined ? null : (value as IDataObject),
			message,
			platform: network ?? null,
		})),
		networks,
	};
	if (parts.length > 1) json.separatePosts = parts.length;
	if (this.getNodeParameter('checkWithService', itemIndex, false) === true) {
		const requests = parts.map((part) => part.request as unknown as IDataObject);
		const verdicts = await serviceVerdicts(client, requests, profileKey);
		json.service = verdicts.length === 1 ? verdicts[0] : verdicts;
		json.valid = json.valid === true && verdicts.every((verdict) => verdict.ok === true);
	}
	return [{ json, pairedItem: { item: itemIndex } }];
};
