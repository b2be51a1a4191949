import { anyNetworkName, isMessagingOnly, messagingRule } from '../../engine/networks';
import {
	MESSAGE_ERROR_CODES,
	MONTHLY_ACTIVE_CONVERSATIONS,
	type MessagingNetwork,
} from '../../engine/resources/messageRules';
import { actingProfile, requirePlan, type ProfileSources } from '../http/auth';
import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { BUSINESS_PLANS } from '../limits/plans';
import type { Reply, SandboxRequest } from '../router';
import { monthKey, type Account, type Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { Conversation } from './records';
import type { MessageStore } from './store';
import { messagingOnlyAccount } from './messagingOnly';

export const MESSAGES_ACTION = 'messages';
const UNIT_MS = { day: 86_400_000, hour: 3_600_000 } as const;

/** Why the profile cannot use messaging now, or undefined when it can (the prerequisites of https://www.ayrshare.com/docs/apis/messages/send-message). */
export function messagingUnavailable(account: Account, profile: Profile): string | undefined {
	if (!BUSINESS_PLANS.includes(account.plan)) {
		return `Messaging needs the Business plan with the Messaging add-on; this account is on the ${account.plan} plan.`;
	}
	if (!account.addons.includes('messaging')) {
		return 'Messaging needs the Messaging add-on, which this account does not have: enable messaging for the account, then activate it on the profile.';
	}
	if (!profile.messagingActive) {
		return `Messaging is not activated for profile "${profile.title}": activate it for the profile (the sandbox's primary profile has it; create others with messagingActive: true).`;
	}
	return undefined;
}

/** The acting profile, once the plan, the add-on and the profile's activation allow messaging (else 403, code 103). */
export function messagingProfile(
	ctx: SandboxContext,
	req: SandboxRequest,
	sources: ProfileSources,
): Profile {
	// The plan first: on a plan without profiles a Profile-Key is refused for the plan too.
	requirePlan(
		req.account,
		BUSINESS_PLANS,
		MESSAGES_ACTION,
		'Messaging (with the Messaging add-on)',
	);
	const profile = actingProfile(ctx, req, MESSAGES_ACTION, sources);
	const reason = messagingUnavailable(req.account, profile);
	if (reason) {
		throw new SandboxError(403, MESSAGE_ERROR_CODES.messagingNotEnabled, MESSAGES_ACTION, reason);
	}
	return profile;
}

/**
 * A route's `before` for every messaging call: Business plan, Messaging add-on, messaging on for
 * the acting profile (403 code 103), checked ahead of the request's fields.
 */
export function requireMessaging(req: SandboxRequest, ctx: SandboxContext): void {
	messagingProfile(ctx, req, req.method === 'GET' ? { query: true } : { body: true });
}

/** The profile's account on a messaging network, if it has one (messaging-only: see ./messagingOnly). */
export function findMessagingAccount(
	ctx: SandboxContext,
	profile: Profile,
	network: MessagingNetwork,
): LinkedAccount | undefined {
	if (isMessagingOnly(network)) return messagingOnlyAccount(network, profile);
	return ctx.linkedAccounts.get(profile.id, network);
}

/** The profile's account on the network, or 400 code 156. */
export function messagingAccount(
	ctx: SandboxContext,
	profile: Profile,
	network: MessagingNetwork,
): LinkedAccount {
	const linked = findMessagingAccount(ctx, profile, network);
	if (linked) return linked;
	throw new SandboxError(
		400,
		MESSAGE_ERROR_CODES.networkNotLinked,
		MESSAGES_ACTION,
		`${network} is not linked for profile "${profile.title}"; link it to send and read its messages.`,
	);
}

/** Epoch ms of the first instant of the next UTC month. */
export function nextMonthStart(now: number): number {
	const date = new Date(now);
	return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** A refusal the route answers as it is; a month's limit carries `Retry-After`. */
export interface ReplyRefusal {
	error: SandboxError;
	headers?: Record<string, string>;
}

/**
 * Why the profile may not reply in this conversation now, or undefined when it may:
 * the network's reply window after the correspondent's last message, and the 100 conversations a
 * profile may be active in per calendar month (the first 100 to become active; a conversation
 * is active in a month once either side wrote in it that month).
 */
export function replyRefusal(
	store: MessageStore,
	profile: Profile,
	conversation: Conversation,
	now: number,
): ReplyRefusal | undefined {
	const window = messagingRule(conversation.platform).replyWindow;
	const elapsed = now - conversation.lastReceivedAt;
	if (window && elapsed > window.length * UNIT_MS[window.unit]) {
		const ago = Math.floor(elapsed / UNIT_MS[window.unit]);
		const at = window.showsLastMessageTime
			? ` (${new Date(conversation.lastReceivedAt).toISOString()})`
			: '';
		return {
			error: new SandboxError(
				400,
				MESSAGE_ERROR_CODES.replyWindowClosed,
				MESSAGES_ACTION,
				`${anyNetworkName(conversation.platform)} takes ${window.replies} only within ${window.length} ${window.unit}s of the ${window.writer}'s last message; ` +
					`${conversation.correspondentId} last wrote ${ago} ${window.unit}s ago${at}. You can reply again once they write.`,
			),
		};
	}
	const month = monthKey(now);
	const position = store.activePosition(profile.id, month, conversation.id);
	const allowed =
		position === undefined
			? store.activeCount(profile.id, month) < MONTHLY_ACTIVE_CONVERSATIONS
			: position <= MONTHLY_ACTIVE_CONVERSATIONS;
	if (allowed) return undefined;
	const resumes = nextMonthStart(now);
	return {
		error: new SandboxError(
			429,
			MESSAGE_ERROR_CODES.monthlyConversationLimit,
			MESSAGES_ACTION,
			`Profile "${profile.title}" is already active in ${MONTHLY_ACTIVE_CONVERSATIONS} conversations in ${month}; ` +
				`replying in conversation ${conversation.id} would make one more. Messages are still received; ` +
				`replying here resumes on ${new Date(resumes).toISOString()}.`,
			{ resumes: new Date(resumes).toISOString() },
		),
		headers: { 'retry-after': String(Math.ceil((resumes - now) / 1000)) },
	};
}

export function refusalReply(refusal: ReplyRefusal): Reply {
	return {
		status: refusal.error.httpStatus,
		body: refusal.error.toBody(),
		headers: refusal.headers,
	};
}
