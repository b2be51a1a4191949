import { z } from 'zod';
import { looseBoolean } from '../core/looseBoolean';
import { NETWORKS } from '../networks';
import { DOCS, endpoint } from './endpoint';

/**
 * The AI generation endpoints (docs: apis/generate/*; the AI add-on): writing, rewriting,
 * translating a post, transcribing a video, alt text for an image, the sentiment of a text. The
 * engine's `Ai` resource and the sandbox's routes both read these.
 */

const GENERATE = `${DOCS}/apis/generate`;

/** How many variants one rewrite call may ask for (docs: apis/generate/rewrite-post). */
export const AI_REWRITES = { min: 1, max: 5, default: 5 } as const;

/** The image types alt text is written for (docs: apis/generate/image-alt-text), as the URL's path must end. */
export const ALT_TEXT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;

const LANGUAGE_CODE = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i;
const IMAGE_PATH = new RegExp(`\\.(${ALT_TEXT_IMAGE_EXTENSIONS.join('|')})$`, 'i');
const URL_ENCODED_URL = /^https?%3A/i;

function parseUrl(value: string): URL | undefined {
	try {
		const url = new URL(value);
		return url.hostname === '' ? undefined : url;
	} catch {
		return undefined;
	}
}

function decodeOnce(value: string): string | undefined {
	try {
		return decodeURIComponent(value);
	} catch {
		return undefined;
	}
}

/** An http(s) URL given plainly or URL-encoded once, in plain form; undefined when it is neither. */
export function plainHttpUrl(value: string): string | undefined {
	const text = value.trim();
	const plain = URL_ENCODED_URL.test(text) ? decodeOnce(text) : text;
	if (plain === undefined) return undefined;
	const url = parseUrl(plain);
	return url && (url.protocol === 'http:' || url.protocol === 'https:') ? plain : undefined;
}

// The service's own Python SDK sends these as the strings "true"/"false".
const flag = (fallback: boolean) => looseBoolean().default(fallback);

/** The network whose length `AI_FIT_FLAG` keeps a text to: X, the only one the service's flag names. */
export const AI_FIT_NETWORK = 'twitter';
/** The flag that keeps a written text within X's length (its entry's `offers.aiFit`). */
export const AI_FIT_FLAG = NETWORKS[AI_FIT_NETWORK].offers.aiFit.flag;
type AiFitFlag = typeof AI_FIT_FLAG;

/** The length flag of a generate or rewrite request, off unless asked. */
const fitFlagShape = () =>
	({ [AI_FIT_FLAG]: flag(false) }) as Record<AiFitFlag, ReturnType<typeof flag>>;

/** A language code as `xx` or `xx-YY` (ISO 639-1, optional ISO 3166 region), normalised to `es`, `pt-BR`. */
export const AiLanguageCodeSchema = z
	.string({
		required_error: 'is required: a language code like "es" or "pt-BR"',
		invalid_type_error: 'must be a language code like "es" or "pt-BR"',
	})
	.trim()
	.regex(
		LANGUAGE_CODE,
		'must be a language code like "es" or "pt-BR" (two letters, optional region)',
	)
	.transform((code) => {
		const [, language, region] = LANGUAGE_CODE.exec(code) as RegExpExecArray;
		return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
	});

const HttpUrlSchema = z
	.string({ invalid_type_error: 'must be a URL string like https://example.com/photo.jpg' })
	.trim()
	.refine(
		(url) => ['http:', 'https:'].includes(parseUrl(url)?.protocol ?? ''),
		'must be an http or https URL like https://example.com/photo.jpg',
	);

/** The fields of a post generation request (the doors' arguments derive from it). */
export const AiGeneratePostObject = z
	.object({
		text: z.string({ invalid_type_error: 'must be text' }).optional(),
		mediaUrls: z
			.array(HttpUrlSchema, { invalid_type_error: 'must be a list of image URLs' })
			.optional(),
		hashtags: flag(true),
		emojis: flag(false),
		...fitFlagShape(),
	})
	.passthrough();

/** A post generation request: text, images, or both. */
export const AiGeneratePostSchema = AiGeneratePostObject.superRefine((request, ctx) => {
	if ((request.text ?? '').trim() !== '' || (request.mediaUrls ?? []).length > 0) return;
	ctx.addIssue({
		code: 'custom',
		path: ['text'],
		message:
			'or mediaUrls is required: give the text to write a post about, image URLs in mediaUrls, or both',
	});
});
export type AiGeneratePostRequest = z.input<typeof AiGeneratePostSchema>;

export const AiRewriteSchema = z
	.object({
		post: z
			.string({
				required_error: 'is required: the post text to rewrite',
				invalid_type_error: 'must be the post text to rewrite',
			})
			.refine((post) => post.trim() !== '', 'must have text to rewrite'),
		emojis: flag(false),
		hashtags: flag(false),
		...fitFlagShape(),
		rewrites: z
			.number({ invalid_type_error: 'must be a whole number from 1 to 5' })
			.int('must be a whole number from 1 to 5')
			.min(AI_REWRITES.min, 'must be from 1 to 5 rewrites')
			.max(AI_REWRITES.max, 'must be from 1 to 5 rewrites')
			.default(AI_REWRITES.default),
	})
	.passthrough();
export type AiRewriteRequest = z.input<typeof AiRewriteSchema>;

/**
 * The video to transcribe. The wire carries it URL-encoded (docs: apis/generate/transcribe-video); a plain URL is taken
 * too. Parsed, it is the plain URL.
 */
export const AiTranscriptionSchema = z
	.object({
		videoUrl: z
			.string({
				required_error: 'is required: the URL of a video uploaded to the media store',
				invalid_type_error: 'must be the URL of a video uploaded to the media store',
			})
			.transform((value, ctx) => {
				const plain = plainHttpUrl(value);
				if (plain !== undefined) return plain;
				ctx.addIssue({
					code: 'custom',
					message:
						'must be an http or https URL (plain or URL-encoded) of a video uploaded to the media store',
				});
				return z.NEVER;
			}),
	})
	.passthrough();
export type AiTranscriptionRequest = z.input<typeof AiTranscriptionSchema>;

export const AiTranslateSchema = z
	.object({
		text: z
			.string({
				required_error: 'is required: the text to translate',
				invalid_type_error: 'must be the text to translate',
			})
			.refine((text) => text.trim() !== '', 'must have text to translate'),
		lang: AiLanguageCodeSchema,
	})
	.passthrough();
export type AiTranslateRequest = z.input<typeof AiTranslateSchema>;

/** An https URL whose path ends in an allowed image extension; a query or fragment may follow. */
const AltTextImageUrlSchema = z
	.string({
		required_error: 'is required: the https URL of an image, like https://example.com/photo.jpg',
		invalid_type_error: 'must be the https URL of an image, like https://example.com/photo.jpg',
	})
	.trim()
	.superRefine((value, ctx) => {
		const url = parseUrl(value);
		if (url?.protocol !== 'https:') {
			const message =
				url?.protocol === 'http:'
					? 'must start with https://: alt text is written only for https image URLs'
					: 'must be an https URL of an image, like https://example.com/photo.jpg';
			ctx.addIssue({ code: 'custom', message });
			return;
		}
		if (!IMAGE_PATH.test(url.pathname)) {
			ctx.addIssue({
				code: 'custom',
				message: `must name a JPEG, PNG, GIF, WEBP or BMP image: its path must end in .${ALT_TEXT_IMAGE_EXTENSIONS.join(', .')}`,
			});
		}
	});

export const AiAltTextSchema = z
	.object({
		url: AltTextImageUrlSchema,
		keywords: z
			.array(z.string().trim().min(1, 'must not be empty; leave it out instead').max(100), {
				invalid_type_error: 'must be a list of words',
			})
			.optional(),
		lang: AiLanguageCodeSchema.optional(),
	})
	.passthrough();
export type AiAltTextRequest = z.input<typeof AiAltTextSchema>;

/** `POST /generate/sentiment {text}`: how positive or negative a text reads. */
export const AiSentimentSchema = z
	.object({
		text: z
			.string({ required_error: 'is required: the text to read the sentiment of' })
			.trim()
			.min(1, 'must have text to read the sentiment of')
			.max(10_000, 'must be at most 10,000 characters'),
	})
	.passthrough();
export type AiSentimentRequest = z.input<typeof AiSentimentSchema>;

/** Every AI answer's usage: the tokens of this call and the account's total this month. */
const usage = { usage: z.number().optional(), totalMonthlyUsage: z.number().optional() };

/** `POST /generate/post`: a post written from a text, images, or both. */
export const aiGeneratePostEndpoint = endpoint({
	method: 'POST',
	path: '/generate/post',
	doc: `${GENERATE}/post-text`,
	summary: 'Writes a social post from a text or images (AI add-on).',
	body: AiGeneratePostSchema,
	response: z.object({ status: z.string(), post: z.string(), ...usage }).passthrough(),
	errors: [101, 102, 103],
});

/** `POST /generate/rewrite`: 1 to 5 rewrites of a post. */
export const aiRewriteEndpoint = endpoint({
	method: 'POST',
	path: '/generate/rewrite',
	doc: `${GENERATE}/rewrite-post`,
	summary: 'Rewrites a post 1 to 5 ways (AI add-on).',
	body: AiRewriteSchema,
	response: z
		.object({ status: z.string(), post: z.string(), rewrites: z.array(z.string()), ...usage })
		.passthrough(),
	errors: [101, 102, 103],
});

/** `POST /generate/transcription`: the words of a video. */
export const aiTranscriptionEndpoint = endpoint({
	method: 'POST',
	path: '/generate/transcription',
	doc: `${GENERATE}/transcribe-video`,
	summary: 'Transcribes a video (AI add-on).',
	body: AiTranscriptionSchema,
	response: z
		.object({ status: z.string(), transcript: z.string(), wordCount: z.number(), ...usage })
		.passthrough(),
	errors: [101, 102, 103],
});

/** `POST /generate/translate`: a text in another language. */
export const aiTranslateEndpoint = endpoint({
	method: 'POST',
	path: '/generate/translate',
	doc: `${GENERATE}/translate-post`,
	summary: 'Translates a text into a language, detecting its own (AI add-on).',
	body: AiTranslateSchema,
	response: z
		.object({
			status: z.string(),
			translatedText: z.string(),
			originalText: z.string(),
			language: z.string(),
			...usage,
		})
		.passthrough(),
	errors: [101, 102, 103],
});

/** `POST /generate/altText`: alt text for an image. */
export const aiAltTextEndpoint = endpoint({
	method: 'POST',
	path: '/generate/altText',
	doc: `${GENERATE}/image-alt-text`,
	summary: 'Writes alt text for an https image (AI add-on).',
	body: AiAltTextSchema,
	response: z
		.object({ status: z.string(), altText: z.string(), url: z.string(), ...usage })
		.passthrough(),
	errors: [101, 102, 103],
});

/** `POST /generate/sentiment`: how positive or negative a text reads. */
export const aiSentimentEndpoint = endpoint({
	method: 'POST',
	path: '/generate/sentiment',
	doc: `${GENERATE}/sentiment`,
	summary: 'Reads how positive or negative a text is (AI add-on).',
	body: AiSentimentSchema,
	response: z
		.object({ sentiment: z.string(), sentimentScore: z.number().min(-1).max(1), ...usage })
		.passthrough(),
	errors: [101, 102, 103],
});
