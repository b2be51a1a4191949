import { isRecord } from '../core/isRecord';
import { isNetwork, networkEntry, type Network } from '../networks';

/** The parts of a request the per-platform rules look at, read leniently from unchecked input. */
export interface PostFacts {
	text?: string;
	platforms: Network[];
	mediaUrls: string[];
	mediaCount: number;
	isVideo: boolean;
	options: Record<string, unknown>;
}

export function readFacts(request: Record<string, unknown>): PostFacts {
	const networks = Array.isArray(request.platforms) ? request.platforms.filter(isNetwork) : [];
	const mediaUrls = Array.isArray(request.mediaUrls)
		? request.mediaUrls.filter((url): url is string => typeof url === 'string')
		: [];
	const stock = request.stockImage;
	const stockCount = typeof stock === 'string' ? 1 : Array.isArray(stock) ? stock.length : 0;
	return {
		text: typeof request.post === 'string' ? request.post : undefined,
		platforms: [...new Set(networks)],
		mediaUrls,
		mediaCount: mediaUrls.length + stockCount,
		isVideo: request.isVideo === true,
		options: request,
	};
}

/**
 * A network's choice of a thread (its options' `thread`: its long text goes out as a thread, and
 * `threadNumber`: each post ends with " i/N"), on a network whose entry offers `thread`.
 */
export function threadChoice(
	facts: PostFacts,
	network: Network,
): { thread: boolean; threadNumber: boolean } {
	const options = facts.options[networkEntry(network).optionsField];
	if (!isRecord(options)) return { thread: false, threadNumber: false };
	return { thread: options.thread === true, threadNumber: options.threadNumber === true };
}
