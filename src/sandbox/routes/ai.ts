import type { Endpoint } from '../../engine/contract/endpoint';
import {
	AI_FIT_FLAG,
	aiAltTextEndpoint,
	aiGeneratePostEndpoint,
	aiRewriteEndpoint,
	aiSentimentEndpoint,
	aiTranscriptionEndpoint,
	aiTranslateEndpoint,
} from '../../engine/contract/ai';
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
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Account, Profile } from '../store/accounts';

const ACTION = 'generate';

/** Every AI answer carries `sandbox: true`: its text was made locally, by rule, not by a model. */
const MARK = { sandbox: true } as const;

/** Whose call it is: the account (add-on, tokens) and the acting profile. */
interface Caller {
	account: Account;
	profile: Profile;
}

type AiHandler<E extends Endpoint> = (
	req: ContractRequest<E>,
	ctx: SandboxContext,
	caller: Caller,
) => Promise<Reply> | Reply;

/**
 * The AI add-on, checked before anything else (the route's `before`, run ahead of the contract's
 * parse): an account without it is refused whatever its request says. Docs:
 * https://www.ayrshare.com/docs/apis/generate/post-text ("AI add-on").
 */
function requireAiAddon(req: SandboxRequest): void {
	if (req.account.addons.includes('ai')) return;
	throw new SandboxError(
		403,
		ErrorCode.planNotAllowed,
		ACTION,
		`AI generation needs the AI add-on ("ai"); this account (${req.account.plan} plan) does not have it. ` +
			'Add the AI add-on to the account to use the /generate operations.',
		{ addon: 'ai' },
	);
}

/**
 * Runs an operation for the acting profile, its body parsed by the contract. A call past the
 * monthly tokens answers 429 with `Retry-After` up to the reset, so a client does not retry before then.
 */
function aiRoute<E extends Endpoint>(handler: AiHandler<E>, charged = true) {
	return async (req: ContractRequest<E>, ctx: SandboxContext): Promise<Reply> => {
		const profile = actingProfile(ctx, req, ACTION, { body: true });
		try {
			if (charged) assertTokensLeft(ctx, req.account, ACTION);
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
function generatePostRoute(
	req: ContractRequest<typeof aiGeneratePostEndpoint>,
	ctx: SandboxContext,
	caller: Caller,
): Reply {
	const request = req.input.body;
	const mediaUrls = request.mediaUrls ?? [];
	const source = postSource(
		request.text,
		mediaUrls.map((url: string) => mediaSubject(ctx, caller.account, url)),
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
function rewriteRoute(
	req: ContractRequest<typeof aiRewriteEndpoint>,
	ctx: SandboxContext,
	caller: Caller,
): Reply {
	const request = req.input.body;
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
	req: ContractRequest<typeof aiTranscriptionEndpoint>,
	ctx: SandboxContext,
	caller: Caller,
): Promise<Reply> {
	const { videoUrl } = req.input.body;
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
function translateRoute(
	req: ContractRequest<typeof aiTranslateEndpoint>,
	ctx: SandboxContext,
	caller: Caller,
): Reply {
	const request = req.input.body;
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
function altTextRoute(
	req: ContractRequest<typeof aiAltTextEndpoint>,
	ctx: SandboxContext,
	caller: Caller,
): Reply {
	const request = req.input.body;
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

function sentimentRoute(
	req: ContractRequest<typeof aiSentimentEndpoint>,
	ctx: SandboxContext,
	caller: Caller,
): Reply {
	const { text } = req.input.body;
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

/** An operation's routes: under `/api`, and again under `/ai/api` (below). */
function aiRoutesOf<E extends Endpoint>(
	contract: E,
	handler: AiHandler<E>,
	charged = true,
): Route[] {
	return contractRoute(contract, {
		action: ACTION,
		before: requireAiAddon,
		handler: aiRoute(handler, charged),
	});
}

/**
 * AI generation (docs: apis/generate/*), each operation declared by its contract
 * (`src/engine/contract/ai.ts`), under `/api` and again under `/ai/api`, so a client can be given a
 * separate AI base URL (`{api_url}`) and still reach this sandbox. The sentiment reading is charged
 * but not refused on the month's tokens (as before: ours).
 */
export const aiRoutes: Route[] = [
	...aiRoutesOf(aiGeneratePostEndpoint, generatePostRoute),
	...aiRoutesOf(aiRewriteEndpoint, rewriteRoute),
	...aiRoutesOf(aiTranscriptionEndpoint, transcriptionRoute),
	...aiRoutesOf(aiTranslateEndpoint, translateRoute),
	...aiRoutesOf(aiAltTextEndpoint, altTextRoute),
	...aiRoutesOf(aiSentimentEndpoint, sentimentRoute, false),
].flatMap((route) => [route, { ...route, pattern: route.pattern.replace(/^\/api\//, '/ai/api/') }]);
