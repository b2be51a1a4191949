import { formatIssue } from '../../engine/core/errors';
import { isRecord } from '../../engine/core/isRecord';
import type { Network } from '../../engine/networks';
import { validatePost } from '../../engine/validation';
import type { SandboxContext } from '../context';
import { hashInt } from '../networks/deterministic';
import { ErrorCode } from '../errors';
import type { Post, PostError } from '../store/posts';

/** Texts a `randomPost` gets (the service writes a random quote; these are the sandbox's own). */
const RANDOM_POST_TEXTS = [
	'Small steps every day add up to big changes.',
	'The best time to start was yesterday; the next best is now.',
	'Good coffee, good company, good work.',
	'Ship it, learn from it, make it better.',
	'Every expert was once a beginner.',
	'Curiosity is the engine of progress.',
];

/** The network whose account URLs serve an added image when the post names none (ours). */
const IMAGE_HOST: Network = 'instagram';

/**
 * The body with what the service adds itself: a random text for `randomPost`, an image for
 * `randomMediaUrl` and for `unsplash`. The sandbox's images are its own (served offline), not
 * Unsplash's; the request's fields are kept, so the post records what was asked.
 */
export function withServiceContent(
	ctx: SandboxContext,
	body: Record<string, unknown>,
): Record<string, unknown> {
	const unsplash = typeof body.unsplash === 'string' ? body.unsplash.trim() : '';
	if (body.randomPost !== true && body.randomMediaUrl !== true && unsplash === '') return body;
	const seed = `${ctx.now()}:${JSON.stringify(body.post ?? '')}`;
	const filled: Record<string, unknown> = { ...body };
	if (body.randomPost === true)
		filled.post = RANDOM_POST_TEXTS[hashInt(0, RANDOM_POST_TEXTS.length - 1, seed)];
	const images: string[] = [];
	const network = Array.isArray(body.platforms) ? String(body.platforms[0]) : IMAGE_HOST;
	const image = (name: string) =>
		`${ctx.url}/networks/${encodeURIComponent(network)}/accounts/${encodeURIComponent(name)}/image.png`;
	if (body.randomMediaUrl === true) images.push(image(`random-${hashInt(1, 9999, seed)}`));
	if (unsplash !== '') images.push(image(`unsplash-${unsplash.slice(0, 40)}`));
	if (images.length > 0) {
		const given = Array.isArray(body.mediaUrls) ? body.mediaUrls : [];
		filled.mediaUrls = [...given, ...images];
	}
	return filled;
}

/** Why a `validateScheduled: false` post is refused by `platform` when it falls due, if it is. */
export function deferredRefusal(post: Post, network: Network): PostError | undefined {
	if (!isRecord(post.options) || post.options.validateScheduled !== false) return undefined;
	const request = {
		...post.options,
		post: post.text,
		platforms: post.platforms,
		mediaUrls: post.mediaUrls,
	};
	const checked = validatePost(request);
	if (checked.ok) return undefined;
	const mine = checked.issues.filter((issue) => issue.platform === network);
	if (mine.length === 0) return undefined;
	const problems = mine.map(formatIssue).join('; ');
	return {
		action: 'post',
		status: 'error',
		code: ErrorCode.badRequest,
		platform: network,
		message: `${problems} (not checked when it was scheduled: validateScheduled was false)`,
	};
}
