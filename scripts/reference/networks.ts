/**
 * The networks page, read from the engine's network registry (src/engine/networks): each network's
 * rules, what it offers, its first comment and messaging rules, and its options with their checks.
 */
import type { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import {
	MESSAGING_ONLY_NETWORKS,
	NETWORK_IDS,
	networkEntry,
	networkRule,
	type NetworkEntry,
	type Network,
} from '../../src/engine/networks';
import { GENERATED, cell, code, table } from './markdown';

type JsonSchema = {
	type?: string | string[];
	properties?: Record<string, JsonSchema>;
	required?: string[];
	items?: JsonSchema;
	enum?: unknown[];
	anyOf?: JsonSchema[];
};

/** A JSON schema's type in a word: `string`, `list of string`, `"a" or "b"`. */
function typeOf(schema: JsonSchema | undefined): string {
	if (!schema) return '';
	if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' or ');
	if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
	if (schema.type === 'array') return `list of ${typeOf(schema.items) || 'values'}`;
	return Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
}

/** A value of the wrong type for a field, so its schema says what it wants. */
function wrongValue(schema: JsonSchema | undefined): unknown {
	return schema?.type === 'string' || schema?.enum ? 12345 : 'not-this-type';
}

/** What a field's schema says of it: its own message for a value of the wrong type. */
function ruleOf(options: z.ZodTypeAny, key: string, schema: JsonSchema | undefined): string {
	const result = options.safeParse({ [key]: wrongValue(schema) });
	if (result.success) return '';
	const issue = result.error.issues.find((i) => i.path[0] === key && i.path.length === 1);
	return issue?.message.startsWith('Expected') || issue?.message === 'Required'
		? ''
		: (issue?.message ?? '');
}

function optionRows(options: z.ZodTypeAny): string[][] {
	const json = zodToJsonSchema(options, { $refStrategy: 'none' }) as JsonSchema;
	const required = new Set(json.required ?? []);
	return Object.entries(json.properties ?? {}).map(([key, schema]) => [
		code(key),
		typeOf(schema),
		required.has(key) ? 'yes' : '',
		ruleOf(options, key, schema),
	]);
}

/** The names of what a network offers, true keys of its `offers`. */
function offered(entry: NetworkEntry): string {
	return Object.entries(entry.offers)
		.filter(([, on]) => on === true)
		.map(([offer]) => offer)
		.join(', ');
}

function summaryRows(): string[][] {
	return NETWORK_IDS.map((network) => {
		const entry = networkEntry(network);
		const rule = networkRule(network);
		return [
			`[${entry.displayName}](#${anchorOf(network)})`,
			code(network),
			code(entry.optionsField),
			`${rule.maxLength} ${rule.lengthUnit}${rule.truncates ? ' (cut, not refused)' : ''}`,
			String(rule.maxMedia),
			rule.requiresMedia ? 'yes' : '',
		];
	});
}

/** The heading of a network's section and its anchor (GitHub's slug of it). */
const headingOf = (network: Network) => `${networkEntry(network).displayName} (${network})`;
const anchorOf = (network: Network) =>
	headingOf(network)
		.toLowerCase()
		.replace(/[^\w\- ]/g, '')
		.replace(/ /g, '-');

function ruleLines(network: Network): string[] {
	const entry = networkEntry(network);
	const rule = networkRule(network);
	const lines = [
		`- Text: at most ${rule.maxLength} (${rule.lengthUnit}); ${rule.truncates ? 'a longer text is cut by the service' : 'a longer text is refused'}; ${rule.allowsEmptyText ? 'may be empty when the post has media' : 'must not be empty'}; rich text ${rule.richText ? 'shown as Unicode styled letters' : 'sent as plain text'}.`,
		`- Media: at most ${rule.maxMedia}${rule.requiresMedia ? ', at least one required' : ''}${rule.requiresSingleVideo ? ', exactly one video' : ''}${rule.videoGoesAlone ? ', a video goes alone' : ''}.`,
	];
	if (rule.maxHashtags !== undefined) lines.push(`- Hashtags: at most ${rule.maxHashtags}.`);
	if (rule.title)
		lines.push(`- Title: ${code(rule.title.field)}, at most ${rule.title.maxLength} characters.`);
	if (rule.maxThreadPosts !== undefined)
		lines.push(`- Threads: a long text may go out as at most ${rule.maxThreadPosts} posts.`);
	if (entry.offers.firstComment) {
		const fc = entry.offers.firstComment;
		lines.push(
			`- First comment: at most ${fc.maxLength}${fc.lengthUnit ? ` (${fc.lengthUnit})` : ''} characters${fc.media ? ', may carry media' : ''}${fc.disableable ? '; `disableComments` turns comments off' : ''}.`,
		);
	}
	if (entry.offers.messaging)
		lines.push(`- Direct messages: text up to ${entry.offers.messaging.maxTextLength} characters.`);
	const requiredOption = entry.options?.required;
	if (requiredOption)
		lines.push(
			`- Required option: ${code(`${entry.optionsField}.${requiredOption.key}`)}, ${cell(requiredOption.message)}.`,
		);
	lines.push(`- Offers: ${offered(entry) || 'publishing only'}.`);
	return lines;
}

function networkSection(network: Network): string[] {
	const entry = networkEntry(network);
	const lines = [`## ${headingOf(network)}`, '', ...ruleLines(network), ''];
	if (!entry.optionsSchema)
		return [
			...lines,
			`Options (${code(entry.optionsField)}): an open object, passed on unchecked.`,
			'',
		];
	const rows = optionRows(entry.optionsSchema);
	return [
		...lines,
		`Options (${code(entry.optionsField)}; keys not listed pass through unchanged):`,
		'',
		...(rows.length === 0 ? ['No named keys.'] : table(['key', 'type', 'required', 'rule'], rows)),
		'',
	];
}

/** The networks page: a summary, each network's section, then the messaging-only networks. */
export function networksPage(): string {
	const messagingOnly = Object.entries(MESSAGING_ONLY_NETWORKS).map(([id, entry]) => [
		entry.displayName,
		code(id),
		String(entry.messaging.maxTextLength),
		entry.messaging.replyWindow
			? `${entry.messaging.replyWindow.replies} within ${entry.messaging.replyWindow.length} ${entry.messaging.replyWindow.unit}s of the ${entry.messaging.replyWindow.writer}'s last message`
			: '',
	]);
	return (
		[
			GENERATED,
			'',
			'# Networks',
			'',
			`The ${NETWORK_IDS.length} publishing networks of the engine's registry (\`src/engine/networks\`), in its order, with the rules the node and the sandbox check and the options each takes.`,
			'',
			...table(
				['network', 'id', 'options field', 'longest text', 'media', 'media required'],
				summaryRows(),
			),
			'',
			...NETWORK_IDS.flatMap(networkSection),
			'## Messaging-only networks',
			'',
			...table(['network', 'id', 'longest message', 'reply window'], messagingOnly),
		].join('\n') + '\n'
	);
}
