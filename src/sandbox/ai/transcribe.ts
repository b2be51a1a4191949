import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { TRANSCRIPTION_LIMITS } from '../../engine/resources/ai';
import type { MediaContent } from '../store/media';
import { nameWords } from './text';

/**
 * The sandbox's transcriber. It hears nothing: the transcript is built from the video's file
 * name and a SHA-256 of its bytes, so the same file always gives the same transcript and
 * different files give different ones.
 *
 * Segments: "Welcome to <what the file name says>." first, "Thanks for watching." last, and
 * between them 3 to 6 sentences from fixed templates, their choice and words picked by the hash.
 */

/** The bit rate the duration of a stored video is estimated with: 5 Mbit/s, a typical 1080p upload. */
const ASSUMED_BYTES_PER_SECOND = 625_000;

const TEMPLATES = [
	'Here you can see the {adj} {noun}.',
	'We start with the {noun} and then move on to the {noun2}.',
	'Notice how the {noun} {verb} in this part.',
	'This is where the {adj} {noun} comes in.',
	"Let's take a closer look at the {noun}.",
	'The {noun} {verb} better than you might expect.',
	'A {adj} {noun} makes all the difference here.',
	'Keep an eye on the {noun2} while the {noun} {verb}.',
];
const NOUNS = [
	'kitchen',
	'garden',
	'workshop',
	'camera',
	'product',
	'team',
	'recipe',
	'street',
	'studio',
	'design',
	'window',
	'market',
	'engine',
	'screen',
	'bridge',
	'river',
	'table',
	'light',
];
const ADJECTIVES = ['bright', 'quiet', 'simple', 'careful', 'quick', 'classic', 'small', 'bold'];
const VERBS = ['moves', 'changes', 'works', 'settles', 'turns', 'stands out', 'comes together'];

/** Why a stored video cannot be transcribed (over 500 GB, or an estimated 10 minutes); undefined when it can. */
export function transcriptionLimitProblem(sizeBytes: number): string | undefined {
	if (sizeBytes > TRANSCRIPTION_LIMITS.maxBytes)
		return `is ${sizeBytes} bytes; videos for transcription may be at most 500 GB`;
	const seconds = Math.ceil(sizeBytes / ASSUMED_BYTES_PER_SECOND);
	if (seconds > TRANSCRIPTION_LIMITS.maxSeconds)
		return `runs about ${Math.ceil(seconds / 60)} minutes (estimated from its ${sizeBytes} bytes); videos for transcription may be at most 10 minutes`;
	return undefined;
}

/** SHA-256 of a stored file's bytes, read from the database or streamed from the data directory. */
export async function digestOfContent(content: MediaContent): Promise<Buffer> {
	const hash = createHash('sha256');
	if ('bytes' in content) return hash.update(content.bytes).digest();
	for await (const chunk of createReadStream(content.path)) hash.update(chunk as Buffer);
	return hash.digest();
}

export interface TranscriptResult {
	transcript: string;
	transcriptArray: string[];
	wordCount: number;
}

/** The transcript of a video with this name and byte digest (see the top of this file). */
export function transcriptOf(fileName: string, digest: Buffer): TranscriptResult {
	const words = nameWords(fileName);
	const subject = words.length > 0 ? words.join(' ') : 'this video';
	const byte = (i: number) => digest[i % digest.length];
	const pick = <T>(list: readonly T[], i: number) => list[byte(i) % list.length];
	const middle = 3 + (byte(0) % 4);
	const segments = [`Welcome to ${subject}.`];
	for (let i = 0; i < middle; i++) {
		const at = 1 + i * 5;
		const noun = pick(NOUNS, at + 1);
		const others = NOUNS.filter((n) => n !== noun);
		segments.push(
			pick(TEMPLATES, at)
				.replace('{noun2}', pick(others, at + 2))
				.replace('{noun}', noun)
				.replace('{adj}', pick(ADJECTIVES, at + 3))
				.replace('{verb}', pick(VERBS, at + 4)),
		);
	}
	segments.push('Thanks for watching.');
	const transcript = segments.join(' ');
	return {
		transcript,
		transcriptArray: segments,
		wordCount: transcript.split(/\s+/).filter((w) => w !== '').length,
	};
}
