import type { ValidationIssue } from '../core/errors';
import { isRecord } from '../core/isRecord';
import { networkEntry, type Platform } from '../networks';
import type { PostFacts } from './postFacts';

/**
 * Rules of the per-network options that depend on the rest of the post (its media, the other
 * options): each network's entry gives them (`optionIssues`). Shapes and ranges are the entries'
 * schemas; options of a network the post does not go to change nothing and are not judged here.
 */
export function platformOptionIssues(platform: Platform, facts: PostFacts): ValidationIssue[] {
	const { optionsField, optionIssues } = networkEntry(platform);
	const options = facts.options[optionsField];
	if (!optionIssues || !isRecord(options)) return [];
	return optionIssues(facts, options)
		.filter((check) => check.when)
		.map(({ field, value, message }) => ({ field, value, message, platform }));
}
