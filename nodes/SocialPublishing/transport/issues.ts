import { describeValue, type ValidationIssue } from '../../../src/engine';
import { networkFieldLabels } from '../actions/post/networks';

/** Engine field names → the node's parameter names, so a message points at what to change. */
const PARAMETER_NAMES: Record<string, string> = {
	post: 'Text',
	platforms: 'Networks',
	mediaUrls: 'Media URLs',
	isVideo: 'Is Video',
	scheduleDate: 'Schedule Date',
	autoSchedule: 'Auto Schedule',
	autoScheduleTitle: 'Auto Schedule Title',
	autoHashtag: 'Auto Hashtag',
	'autoHashtag.max': 'Hashtag Max',
	'autoHashtag.position': 'Hashtag Position',
	idempotencyKey: 'Idempotency Key',
	profileKeys: 'Profile Keys',
	notes: 'Notes',
	...networkFieldLabels(),
	firstComment: 'First Comment',
	'firstComment.comment': 'First Comment',
	'firstComment.mediaUrls': 'First Comment Media URL',
	disableComments: 'Disable Comments',
	id: 'Post ID',
};

/** One line per issue: `Text (post) must not be empty on <network> ... (got "")`. */
export function describeIssue(issue: ValidationIssue): string {
	const name = PARAMETER_NAMES[issue.field] ?? PARAMETER_NAMES[issue.field.replace(/\[\d+\]$/, '')];
	const field = name ? `${name} (${issue.field})` : issue.field;
	return `${field} ${issue.message} (got ${describeValue(issue.value)})`;
}

/** An issue's other way out, in the node's words: "Or turn on Options › <field label>: it ...". */
export function describeFix(issue: ValidationIssue): string | undefined {
	if (!issue.fix) return undefined;
	const name = PARAMETER_NAMES[issue.fix.field] ?? issue.fix.field;
	const what =
		issue.fix.value === true
			? `turn on Options › ${name}`
			: `set ${name} to ${describeValue(issue.fix.value)}`;
	const where = issue.platform ? ` for ${issue.platform}` : '';
	return `Or ${what}${where}: it ${issue.fix.effect}.`;
}
