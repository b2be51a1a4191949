import { AI_MONTHLY_TOKEN_LIMITS } from '../../engine/resources/ai';
import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import type { Plan } from '../limits/plans';
import type { Account, Profile } from '../store/accounts';
import { monthKey } from '../store/accounts';

/** The answer's code when a call would take the account past its monthly AI tokens (ours; the service's docs give none). */
export const AI_TOKEN_LIMIT_CODE = 440;

/**
 * AI tokens per UTC month for each sandbox plan (ours: the figures this project started from, which
 * name no Basic limit: Basic gets the smallest one, Premium's). Premium Plus (100,000) is not a sandbox plan.
 * Enterprise, above Business in every other limit, gets 1,000,000.
 */
export const AI_TOKEN_LIMITS: Record<Plan, number> = {
	basic: AI_MONTHLY_TOKEN_LIMITS.premium,
	premium: AI_MONTHLY_TOKEN_LIMITS.premium,
	business: AI_MONTHLY_TOKEN_LIMITS.business,
	enterprise: 1_000_000,
};

/** Characters per token, the rough rule of English text. */
const CHARS_PER_TOKEN = 4;

function characters(texts: readonly string[]): number {
	let count = 0;
	for (const text of texts) for (const _ of text) count++;
	return count;
}

/** Tokens of one call: ceil((input characters + output characters) / 4), at least 1. */
export function tokensFor(input: readonly string[], output: readonly string[]): number {
	return Math.max(1, Math.ceil((characters(input) + characters(output)) / CHARS_PER_TOKEN));
}

/** Midnight UTC of the first day of the month after `epochMs`: when the monthly count starts again. */
export function nextMonthStart(epochMs: number): number {
	const date = new Date(epochMs);
	return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

function withThousands(value: number): string {
	return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** HTTP 429: the call would pass the monthly limit. Carries how long until the count resets. */
export class AiTokenLimitError extends SandboxError {
	constructor(
		action: string,
		message: string,
		extra: Record<string, unknown>,
		readonly retryAfterSeconds: number,
	) {
		super(429, AI_TOKEN_LIMIT_CODE, action, message, extra);
	}
}

/** The account's AI tokens in the current UTC month. */
export function monthlyUsage(ctx: SandboxContext, account: Account): number {
	return ctx.aiUsage.monthTotal(account.id, monthKey(ctx.now()));
}

function limitError(
	ctx: SandboxContext,
	account: Account,
	action: string,
	used: number,
	tokens: number | undefined,
): AiTokenLimitError {
	const now = ctx.now();
	const limit = AI_TOKEN_LIMITS[account.plan];
	const reset = nextMonthStart(now);
	const resetDate = `${new Date(reset).toISOString().slice(0, 19)}Z`;
	const state =
		`the account has used ${withThousands(used)} of its ${withThousands(limit)} AI tokens for ` +
		`${monthKey(now)} (${account.plan} plan)`;
	const lead =
		tokens === undefined
			? `No AI tokens are left: ${state}.`
			: `This call needs ${withThousands(tokens)} AI tokens, but ${state}.`;
	const message = `${lead} The count resets on ${resetDate}, the first day of next month (UTC); a higher plan allows more.`;
	return new AiTokenLimitError(
		action,
		message,
		{
			limit,
			totalMonthlyUsage: used,
			...(tokens === undefined ? {} : { requested: tokens }),
			resetDate,
		},
		Math.ceil((reset - now) / 1000),
	);
}

/** Refuses before any work when the month's tokens are already all used. */
export function assertTokensLeft(ctx: SandboxContext, account: Account, action: string): void {
	const used = monthlyUsage(ctx, account);
	if (used >= AI_TOKEN_LIMITS[account.plan])
		throw limitError(ctx, account, action, used, undefined);
}

/**
 * Counts a call's tokens against the account's month, or throws 429 when they would pass the
 * limit (then nothing is counted). Answers the call's `usage` and the month's new total.
 */
export function chargeTokens(
	ctx: SandboxContext,
	profile: Profile,
	account: Account,
	charge: { action: string; operation: string; tokens: number },
): { usage: number; totalMonthlyUsage: number } {
	const { action, operation, tokens } = charge;
	const store = ctx.aiUsage;
	return ctx.db.transaction(() => {
		const now = ctx.now();
		const month = monthKey(now);
		const used = store.monthTotal(account.id, month);
		if (used + tokens > AI_TOKEN_LIMITS[account.plan])
			throw limitError(ctx, account, action, used, tokens);
		store.record(profile, operation, tokens, month, now);
		return { usage: tokens, totalMonthlyUsage: used + tokens };
	})();
}
