import type { ValidationIssue } from '../core/errors';
import { isRecord } from '../core/isRecord';
import { networkEntry, type Network } from '../networks';
import type { PostFacts } from './postFacts';

/**
 * Rules of the per-network options that depend on the rest of the post (its media, the other
 * options): each network's entry gives them (`options.issues`). Shapes and ranges are the entries'
 * schemas; options of a network the post does not go to change nothing and are not judged here.
 */
export function networkOptionIssues(network: Network, facts: PostFacts): ValidationIssue[] {
	const { optionsField, options: rules } = networkEntry(network);
	const options = facts.options[optionsField];
	if (!rules?.issues || !isRecord(options)) return [];
	return rules
		.issues(facts, options)
		.filter((check) => check.when)
		.map(({ field, value, message }) => ({ field, value, message, platform: network }));
}
