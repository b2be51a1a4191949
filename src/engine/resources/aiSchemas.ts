// The AI operations' limits and answers; their requests are the contracts' (src/engine/contract/ai.ts).
export * from '../contract/ai';

/** AI tokens per calendar month (UTC) by plan; the count resets on the 1st (ours: the figures the sandbox enforces). */
export const AI_MONTHLY_TOKEN_LIMITS = {
	business: 300_000,
	premiumPlus: 100_000,
	premium: 50_000,
} as const;

/** The longest video the transcription takes (docs: https://www.ayrshare.com/docs/apis/generate/transcribe-video). */
export const TRANSCRIPTION_LIMITS = { maxBytes: 500 * 1000 ** 3, maxSeconds: 10 * 60 } as const;

/** Tokens an AI call used, and the account's total for the month so far. */
export interface AiUsage {
	usage: number;
	totalMonthlyUsage: number;
}

export interface GeneratedPost extends AiUsage {
	status: string;
	post: string;
	[key: string]: unknown;
}

export interface RewrittenPost extends AiUsage {
	status: string;
	/** The first rewrite. */
	post: string;
	rewrites: string[];
	[key: string]: unknown;
}

export interface Transcription extends Partial<AiUsage> {
	status: string;
	transcript: string;
	/** The transcript in segments. */
	transcriptArray: string[];
	wordCount: number;
	[key: string]: unknown;
}

export interface Translation extends Partial<AiUsage> {
	status: string;
	translatedText: string;
	originalText: string;
	language: string;
	[key: string]: unknown;
}

export interface AltText extends Partial<AiUsage> {
	status: string;
	altText: string;
	url: string;
	[key: string]: unknown;
}

export interface Sentiment extends Partial<AiUsage> {
	/** positive, negative or neutral. */
	sentiment: string;
	/** From -1 (most negative) to 1 (most positive). */
	sentimentScore: number;
	[key: string]: unknown;
}
