import { join } from 'node:path';
import { AdStore } from './ads/store';
import { AiUsageStore } from './ai/usageStore';
import { BioPageStore } from './bio/store';
import type { SandboxDatabase } from './db';
import { FeedStore } from './feeds/store';
import { DeliveryAttemptLog } from './hooks/attemptLog';
import { SigningSecretStore } from './hooks/signing';
import { HookStore } from './hooks/store';
import { LinkStore } from './links';
import { AutoResponseStore } from './messaging/autoResponseStore';
import { MessageStore } from './messaging/store';
import { ReviewStore } from './reviews/store';
import { AccountStore } from './store/accounts';
import { IdempotentCreateStore } from './store/idempotentCreates';
import { CommentStore } from './store/comments';
import { DeliveryStore } from './store/deliveries';
import { LinkedAccountStore } from './store/linkedAccounts';
import { LinkingKeyStore } from './store/linkingKeys';
import { ListingStore } from './store/listings';
import { MediaStore } from './store/media';
import { PostStore } from './store/posts';
import { ProfileSettingsStore } from './store/profileSettings';
import { ScheduleStore } from './store/schedules';
import { UploadUrlStore } from './store/uploadUrls';

/**
 * Everything a route or the scheduler needs: the database, its stores, the clock and the public URL.
 * Every store is reached here, made once per context with its statements prepared.
 */
export interface SandboxContext {
	db: SandboxDatabase;
	now: () => number;
	/** `http://host:port`, known once the server listens; short links and post URLs are built on it. */
	url: string;
	accounts: AccountStore;
	linkedAccounts: LinkedAccountStore;
	posts: PostStore;
	deliveries: DeliveryStore;
	links: LinkStore;
	schedules: ScheduleStore;
	media: MediaStore;
	listings: ListingStore;
	linkingKeys: LinkingKeyStore;
	profileSettings: ProfileSettingsStore;
	uploadUrls: UploadUrlStore;
	comments: CommentStore;
	/** The first answer of each create sent with an idempotency key. */
	idempotentCreates: IdempotentCreateStore;
	reviews: ReviewStore;
	messages: MessageStore;
	autoResponses: AutoResponseStore;
	feeds: FeedStore;
	/** Webhook subscriptions and deliveries of every action, the feed webhook (`feed`) included. */
	hooks: HookStore;
	/** Every attempt of every webhook delivery, hook or feed. */
	deliveryAttempts: DeliveryAttemptLog;
	bioPages: BioPageStore;
	aiUsage: AiUsageStore;
	/** Ad accounts, campaigns, ads and their status changes (the Ads group). */
	ads: AdStore;
	/** The profiles' webhook signing secrets, with the previous one during a rotation's window. */
	signingSecrets: SigningSecretStore;
	/** `--monthly-post-quota`: posts per profile per month (`false`: none); unset, the plan's (./quota). */
	monthlyPostQuota?: number | false;
	/** Tells the scheduler a post became due earlier than it planned for. */
	wakeScheduler: () => void;
	log: (line: string) => void;
}

/**
 * Media bytes go to `<dataDir>/media/` when the sandbox has a data directory, else into the
 * database with everything else.
 */
export function createContext(
	db: SandboxDatabase,
	now: () => number,
	log: (line: string) => void,
	dataDir?: string,
): SandboxContext {
	return {
		db,
		now,
		url: '',
		accounts: new AccountStore(db),
		linkedAccounts: new LinkedAccountStore(db),
		posts: new PostStore(db),
		deliveries: new DeliveryStore(db),
		links: new LinkStore(db),
		schedules: new ScheduleStore(db),
		media: new MediaStore(db, dataDir === undefined ? undefined : join(dataDir, 'media')),
		listings: new ListingStore(db),
		linkingKeys: new LinkingKeyStore(db),
		profileSettings: new ProfileSettingsStore(db),
		uploadUrls: new UploadUrlStore(db),
		comments: new CommentStore(db),
		idempotentCreates: new IdempotentCreateStore(db),
		reviews: new ReviewStore(db),
		messages: new MessageStore(db),
		autoResponses: new AutoResponseStore(db),
		feeds: new FeedStore(db),
		hooks: new HookStore(db),
		signingSecrets: new SigningSecretStore(db),
		deliveryAttempts: new DeliveryAttemptLog(db),
		bioPages: new BioPageStore(db),
		aiUsage: new AiUsageStore(db),
		ads: new AdStore(db),
		wakeScheduler: () => undefined,
		log,
	};
}
