import type { SandboxContext } from '../context';
import { sendInConversation } from './conversation';
import { findMessagingAccount, messagingUnavailable, replyRefusal } from './rules';
import type { StoredMessage } from './records';
import type { MessageStore } from './store';

/** Auto-responses handled per transaction. */
const BATCH_SIZE = 200;

/**
 * Sends the auto-response owed for one received message, if still owed: the profile still has
 * messaging and an active auto-response, it has not written in the conversation since, and the
 * reply rules (the network's reply window, monthly conversations) allow it. Answers whether it sent.
 */
function respond(
	ctx: SandboxContext,
	store: MessageStore,
	incoming: StoredMessage,
	now: number,
): boolean {
	ctx.autoResponses.clearDue(incoming.id);
	const conversation = store.conversation(incoming.conversationId);
	const profile = conversation && ctx.accounts.profileById(conversation.profileId);
	if (!conversation || !profile || profile.deletedAt !== null) return false;
	const account = ctx.accounts.byId(profile.accountId);
	if (!account || messagingUnavailable(account, profile) !== undefined) return false;
	const setting = ctx.autoResponses.setting(profile.id);
	if (!setting?.active || ctx.autoResponses.repliedSince(conversation.id, incoming.id))
		return false;
	const linked = findMessagingAccount(ctx, profile, conversation.platform);
	if (!linked) return false;
	const refusal = replyRefusal(store, profile, conversation, now);
	if (refusal) {
		ctx.log(
			`messages: auto-response in conversation ${conversation.id} not sent: ${refusal.error.message}`,
		);
		return false;
	}
	sendInConversation(
		ctx,
		store,
		conversation,
		linked,
		{ message: setting.message, mediaUrls: [], autoResponse: true },
		now,
	);
	return true;
}

/**
 * Sends every auto-response due by the sandbox's clock. Run by the timer below, and before each
 * message operation, so a read right after the clock passes the wait already sees the answer.
 */
export function sendDueAutoResponses(ctx: SandboxContext): number {
	const store = ctx.messages;
	const now = ctx.now();
	let sent = 0;
	for (;;) {
		const due = ctx.autoResponses.due(now, BATCH_SIZE);
		if (due.length === 0) return sent;
		ctx.db.transaction(() => {
			for (const incoming of due) if (respond(ctx, store, incoming, now)) sent++;
		})();
	}
}

/** Checks for due auto-responses every `intervalMs` while the sandbox runs (started and stopped with it). */
export class AutoResponder {
	private timer: NodeJS.Timeout | undefined;
	private stopped = true;

	constructor(
		private readonly ctx: SandboxContext,
		private readonly intervalMs = 250,
	) {}

	start(): void {
		this.stopped = false;
		this.arm();
	}

	stop(): void {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		this.timer = undefined;
	}

	private arm(): void {
		if (this.stopped) return;
		this.timer = setTimeout(() => this.tick(), this.intervalMs);
		this.timer.unref();
	}

	private tick(): void {
		this.timer = undefined;
		if (this.stopped) return;
		try {
			sendDueAutoResponses(this.ctx);
		} catch (error) {
			this.ctx.log(`messages: auto-responses: ${(error as Error).message}`);
		}
		this.arm();
	}
}
