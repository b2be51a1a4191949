import type { z } from 'zod';
import {
	AI_FIT_FLAG,
	AiAltTextSchema,
	AiGeneratePostSchema,
	AiRewriteSchema,
	AiSentimentSchema,
	AiTranscriptionSchema,
	AiTranslateSchema,
} from '../../engine/resources/ai';
import { MEDIA_LIMITS } from '../../engine/resources/media';
import { altTextFor } from '../ai/altText';
import { generatePost, postSource, rewritePost, type PostOptions } from '../ai/generate';
import { readSentiment } from '../ai/sentiment';
import { nameWords } from '../ai/text';
import { digestOfContent, transcriptionLimitProblem, transcriptOf } from '../ai/transcribe';
import { baseLanguage, translateText } from '../ai/translate';
import { AiTokenLimitError, assertTokensLeft, chargeTokens, tokensFor } from '../ai/usage';
import { actingProfile } from '../http/auth';
import { storedMediaAt } from './media';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, validationFailed } from '../errors';
import type { Handler, Reply, Route, SandboxRequest } from '../router';
import type { Account, Profile } from '../store/accounts';
import { parseRequest, withoutProfileKey } from '../posts/echoIssues';

const ACTION = 'generate';

/** Every AI answer carries `sandbox: true`: its text was made locally, by rule, not by a model. */
const MARK = { sandbox: true } as const;

/** Whose call it is: the account (add-on, tokens) and the acting profile. */
interface Caller {
	account: Account;
	profile: Profile;
}

type AiHandler = (
	req: SandboxRequest,
	ctx: SandboxContext,
	caller: Caller,
) => Promise<Reply> | Reply;

/**
 * Checks the AI add-on and the acting profile, then runs the operation. A call past the monthly
 * tokens answers 429 with `Retry-After` up to the reset, so a client does not retry before then.
 */
function aiRoute(handler: AiHandler): Handler {
	return async (req, ctx) => {
		if (!req.account.addons.includes('ai')) {
			throw new SandboxError(
				403,
				ErrorCode.planNotAllowed,
				ACTION,
				`AI generation needs the AI add-on ("ai"); this account (${req.account.plan} plan) does not have it. ` +
					'Add the AI add-on to the account to use the /generate operations.',
				{ addon: 'ai' },
			);
		}
		const profile = actingProfile(ctx, req, ACTION, { body: true });
		try {
			return await handler(req, ctx, { account: req.account, profile });
		} catch (error) {
			if (!(error instanceof AiTokenLimitError)) throw error;
			return {
				status: error.httpStatus,
				body: error.toBody(),
				headers: { 'retry-after': String(error.retryAfterSeconds) },
			};
		}
	};
}

/** The request checked with the engine's schema, refused early when no tokens are left this month. */
function begin<S extends z.ZodTypeAny>(
	req: SandboxRequest,
	ctx: SandboxContext,
	caller: Caller,
	schema: S,
): z.output<S> {
	const request = parseRequest(schema, withoutProfileKey(req.body), ACTION);
	assertTokensLeft(ctx, caller.account, ACTION);
	return request;
}

function answer(
	ctx: SandboxContext,
	caller: Caller,
	operation: string,
	tokens: number,
	body: Record<string, unknown>,
	sandboxNote: string,
): Reply {
	const usage = chargeTokens(ctx, caller.profile, caller.account, {
		action: ACTION,
		operation,
		tokens,
	});
	return { status: 200, body: { status: 'success', ...body, ...usage, ...MARK, sandboxNote } };
}

/** What an image shows, as far as its name (or, for stored media, its description) says. */
function mediaSubject(ctx: SandboxContext, account: Account, mediaUrl: string): string {
	const url = new URL(mediaUrl);
	const stored = storedMediaAt(ctx, account, url);
	if (stored?.description.trim()) return stored.description.trim();
	return nameWords(stored ? stored.fileName : url.pathname).join(' ');
}

/** The writer's style switches from a generate or rewrite request. */
function postOptions(
	request: { hashtags: boolean; emojis: boolean } & Record<typeof AI_FIT_FLAG, boolean>,
): PostOptions {
	return { hashtags: request.hashtags, emojis: request.emojis, fit: request[AI_FIT_FLAG] };
}

/** `POST /generate/post {text?, mediaUrls?, hashtags, emojis, <AI_FIT_FLAG>}` answers `{status, post, usage, totalMonthlyUsage}`. */
function generatePostRoute(req: SandboxRequest, ctx: SandboxContext, caller: Caller): Reply {
	const request = begin(req, ctx, caller, AiGeneratePostSchema);
	const mediaUrls = request.mediaUrls ?? [];
	const source = postSource(
		request.text,
		mediaUrls.map((url) => mediaSubject(ctx, caller.account, url)),
	);
	const post = generatePost(source, postOptions(request));
	return answer(
		ctx,
		caller,
		'post',
		tokensFor([request.text ?? '', ...mediaUrls], [post]),
		{ post },
		'Written by the sandbox from the words of the text (or the image names) with fixed templates; no language model was used.',
	);
}

/** `POST /generate/rewrite {post, emojis, hashtags, <AI_FIT_FLAG>, rewrites}` answers `{status, post, rewrites, usage, totalMonthlyUsage}`. */
function rewriteRoute(req: SandboxRequest, ctx: SandboxContext, caller: Caller): Reply {
	const request = begin(req, ctx, caller, AiRewriteSchema);
	const rewrites = rewritePost(request.post, request.rewrites, postOptions(request));
	return answer(
		ctx,
		caller,
		'rewrite',
		tokensFor([request.post], rewrites),
		{ post: rewrites[0], rewrites },
		'Rewritten by the sandbox with tone openers, sentence reordering and a synonym table; no language model was used.',
	);
}

const VIDEO_TYPES = MEDIA_LIMITS.mimeTypes.video.join(', ');

/** `POST /generate/transcription {videoUrl}`: only a video this account uploaded to the media store. */
async function transcriptionRoute(
	req: SandboxRequest,
	ctx: SandboxContext,
	caller: Caller,
): Promise<Reply> {
	const { videoUrl } = begin(req, ctx, caller, AiTranscriptionSchema);
	const refuse = (message: string) =>
		validationFailed(ACTION, [{ field: 'videoUrl', value: videoUrl, message }]);
	const url = new URL(videoUrl);
	const mediaBase = `${ctx.url}/media/`;
	if (url.host !== new URL(ctx.url).host) {
		throw refuse(
			`must be a video uploaded to this service's media store (a URL starting with ${mediaBase}); videos on other hosts are not transcribed`,
		);
	}
	const media = storedMediaAt(ctx, caller.account, url);
	if (!media) {
		throw refuse(
			`names no file in this account's media store; upload the video with POST /api/upload and send the url it answers (${mediaBase}<id>/<fileName>)`,
		);
	}
	if (!media.mimeType.startsWith('video/')) {
		throw refuse(`is a ${media.mimeType} file, not a video; transcription takes ${VIDEO_TYPES}`);
	}
	const tooLong = transcriptionLimitProblem(media.size);
	if (tooLong) throw refuse(tooLong);
	const result = transcriptOf(media.fileName, await digestOfContent(ctx.media.content(media)));
	return answer(
		ctx,
		caller,
		'transcription',
		tokensFor([videoUrl], [result.transcript]),
		{ ...result },
		'Transcribed by the sandbox from the file name and a hash of its bytes; no audio was listened to.',
	);
}

/** `POST /generate/translate {text, lang}` answers `{status, translatedText, originalText, language}`. */
function translateRoute(req: SandboxRequest, ctx: SandboxContext, caller: Caller): Reply {
	const request = begin(req, ctx, caller, AiTranslateSchema);
	const { translatedText, translated } = translateText(request.text, request.lang);
	const note = translated
		? `Translated by the sandbox word by word from a small English table for "${baseLanguage(request.lang)}"; words it lacks are kept.`
		: `The sandbox has no word table for "${request.lang}" (it has es, fr and de): the text is returned untranslated.`;
	return answer(
		ctx,
		caller,
		'translate',
		tokensFor([request.text], [translatedText]),
		{
			translatedText,
			originalText: request.text,
			language: request.lang,
			...(translated ? {} : { untranslated: true }),
		},
		note,
	);
}

/** `POST /generate/altText {url, keywords?, lang?}` answers `{status, altText, url}`. */
function altTextRoute(req: SandboxRequest, ctx: SandboxContext, caller: Caller): Reply {
	const request = begin(req, ctx, caller, AiAltTextSchema);
	const keywords = request.keywords ?? [];
	const { altText, inLanguage } = altTextFor(request.url, keywords, request.lang);
	const note = inLanguage
		? 'Written by the sandbox from the image file name and the keywords; the image was not looked at.'
		: `Written by the sandbox from the image file name and the keywords, in English: it has no template for "${request.lang}".`;
	return answer(
		ctx,
		caller,
		'altText',
		tokensFor([request.url, ...keywords], [altText]),
		{ altText, url: request.url },
		note,
	);
}

function sentimentRoute(req: SandboxRequest, ctx: SandboxContext, caller: Caller): Reply {
	const { text } = parseRequest(AiSentimentSchema, withoutProfileKey(req.body), ACTION);
	const reading = readSentiment(text);
	return answer(
		ctx,
		caller,
		'sentiment',
		tokensFor([text], [reading.sentiment]),
		{ ...reading },
		'Read by the sandbox from a small English word list (each word +1 or -1, a "not" up to two words before it turns it round), not by a model.',
	);
}

const OPERATIONS: Array<[string, AiHandler]> = [
	['/generate/post', generatePostRoute],
	['/generate/rewrite', rewriteRoute],
	['/generate/transcription', transcriptionRoute],
	['/generate/translate', translateRoute],
	['/generate/altText', altTextRoute],
	['/generate/sentiment', sentimentRoute],
];

/**
 * AI generation (interface 4.12), under `/api` and again under `/ai/api`, so a client can be
 * given a separate AI base URL (`{api_url}`) and still reach this sandbox.
 */
export const aiRoutes: Route[] = OPERATIONS.flatMap(([path, handler]) =>
	['/api', '/ai/api'].map(
		(prefix): Route => ({
			method: 'POST',
			pattern: `${prefix}${path}`,
			action: ACTION,
			handler: aiRoute(handler),
		}),
	),
);
