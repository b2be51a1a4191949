import { isRecord } from '../core/isRecord';
import type { Platform } from '../platforms';
import { isPlatform } from '../platforms';
import { networkEntry, threadNetwork } from '../networks';

/** The parts of a request the per-platform rules look at, read leniently from unchecked input. */
export interface PostFacts {
	text?: string;
	platforms: Platform[];
	mediaUrls: string[];
	mediaCount: number;
	isVideo: boolean;
	/** The thread network's options say `thread: true`: its long text goes out as a thread. */
	thread: boolean;
	threadNumber: boolean;
	options: Record<string, unknown>;
}

export function readFacts(request: Record<string, unknown>): PostFacts {
	const platforms = Array.isArray(request.platforms) ? request.platforms.filter(isPlatform) : [];
	const mediaUrls = Array.isArray(request.mediaUrls)
		? request.mediaUrls.filter((url): url is string => typeof url === 'string')
		: [];
	const stock = request.stockImage;
	const stockCount = typeof stock === 'string' ? 1 : Array.isArray(stock) ? stock.length : 0;
	const threadField = networkEntry(threadNetwork()).optionsField;
	const threadOptions = isRecord(request[threadField]) ? request[threadField] : {};
	return {
		text: typeof request.post === 'string' ? request.post : undefined,
		platforms: [...new Set(platforms)],
		mediaUrls,
		mediaCount: mediaUrls.length + stockCount,
		isVideo: request.isVideo === true,
		thread: threadOptions.thread === true,
		threadNumber: threadOptions.threadNumber === true,
		options: request,
	};
}
