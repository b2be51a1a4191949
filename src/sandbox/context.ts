import { join } from 'node:path';
import { AccountStore } from './store/accounts';
import type { SandboxDatabase } from './db';
import { DeliveryStore } from './store/deliveries';
import { LinkStore } from './links';
import { LinkingKeyStore } from './store/linkingKeys';
import { ListingStore } from './store/listings';
import { MediaStore } from './store/media';
import { PostStore } from './store/posts';
import { ScheduleStore } from './store/schedules';

/** Everything a route or the scheduler needs: the database, its stores, the clock and the public URL. */
export interface SandboxContext {
	db: SandboxDatabase;
	now: () => number;
	/** `http://host:port`, known once the server listens; short links and post URLs are built on it. */
	url: string;
	accounts: AccountStore;
	posts: PostStore;
	deliveries: DeliveryStore;
	links: LinkStore;
	schedules: ScheduleStore;
	media: MediaStore;
	listings: ListingStore;
	linkingKeys: LinkingKeyStore;
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
		posts: new PostStore(db),
		deliveries: new DeliveryStore(db),
		links: new LinkStore(db),
		schedules: new ScheduleStore(db),
		media: new MediaStore(db, dataDir === undefined ? undefined : join(dataDir, 'media')),
		listings: new ListingStore(db),
		linkingKeys: new LinkingKeyStore(db),
		wakeScheduler: () => undefined,
		log,
	};
}
