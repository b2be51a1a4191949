import { parseOrThrow } from '../core/zodIssues';
import {
	AiAltTextSchema,
	AiGeneratePostSchema,
	AiRewriteSchema,
	AiSentimentSchema,
	AiTranscriptionSchema,
	AiTranslateSchema,
	type AiAltTextRequest,
	type AiGeneratePostRequest,
	type AiRewriteRequest,
	type AiSentimentRequest,
	type AiTranscriptionRequest,
	type AiTranslateRequest,
	type AltText,
	type GeneratedPost,
	type RewrittenPost,
	type Sentiment,
	type Transcription,
	type Translation,
} from './aiSchemas';
import type { ClientCore, RequestOptions } from './shared';

export * from './aiSchemas';

/**
 * AI generation (docs: apis/generate/*; AI add-on). Every call but translate goes to the AI base URL.
 * All are marked safe to resend: they create nothing, so a resend after a lost answer can only
 * cost the tokens of one more call, which is what the caller would spend asking again anyway.
 */
export class Ai {
	constructor(private readonly client: ClientCore) {}

	/** Writes a post from text or images (`POST {api_url}/generate/post`). */
	async generatePost(
		params: AiGeneratePostRequest,
		options: RequestOptions = {},
	): Promise<GeneratedPost> {
		const body = parseOrThrow(AiGeneratePostSchema, params, 'Invalid post generation request');
		return this.send<GeneratedPost>('/generate/post', body, options, 'ai');
	}

	/** Rewrites a post 1-5 ways (`POST {api_url}/generate/rewrite`); `post` is the first. */
	async rewrite(params: AiRewriteRequest, options: RequestOptions = {}): Promise<RewrittenPost> {
		const body = parseOrThrow(AiRewriteSchema, params, 'Invalid rewrite request');
		return this.send<RewrittenPost>('/generate/rewrite', body, options, 'ai');
	}

	/** Transcribes a video from the media store (`POST {api_url}/generate/transcription`). */
	async transcribe(
		params: AiTranscriptionRequest,
		options: RequestOptions = {},
	): Promise<Transcription> {
		const { videoUrl } = parseOrThrow(
			AiTranscriptionSchema,
			params,
			'Invalid transcription request',
		);
		const body = { videoUrl: encodeURIComponent(videoUrl) };
		return this.send<Transcription>('/generate/transcription', body, options, 'ai');
	}

	/** Translates text into a language, detecting the source (`POST {base_url}/generate/translate`). */
	async translate(params: AiTranslateRequest, options: RequestOptions = {}): Promise<Translation> {
		const body = parseOrThrow(AiTranslateSchema, params, 'Invalid translation request');
		return this.send<Translation>('/generate/translate', body, options, 'api');
	}

	/** Alt text for an https image (`POST {api_url}/generate/altText`). */
	async altText(params: AiAltTextRequest, options: RequestOptions = {}): Promise<AltText> {
		const body = parseOrThrow(AiAltTextSchema, params, 'Invalid alt text request');
		return this.send<AltText>('/generate/altText', body, options, 'ai');
	}

	/** How positive or negative a text reads (`POST {api_url}/generate/sentiment`). */
	async sentiment(params: AiSentimentRequest, options: RequestOptions = {}): Promise<Sentiment> {
		const body = parseOrThrow(AiSentimentSchema, params, 'Invalid sentiment request');
		return this.send<Sentiment>('/generate/sentiment', body, options, 'ai');
	}

	private send<T>(
		path: string,
		body: unknown,
		options: RequestOptions,
		base: 'api' | 'ai',
	): Promise<T> {
		return this.client.sender.send<T>({
			method: 'POST',
			path,
			body,
			base,
			profileKey: options.profileKey,
			idempotent: true,
		});
	}
}
