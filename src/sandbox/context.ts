import { AccountStore } from './store/accounts';
import type { SandboxDatabase } from './db';
import { DeliveryStore } from './store/deliveries';
import { LinkStore } from './links';
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
	/** Tells the scheduler a post became due earlier than it planned for. */
	wakeScheduler: () => void;
	log: (line: string) => void;
}

export function createContext(
	db: SandboxDatabase,
	now: () => number,
	log: (line: string) => void,
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
		wakeScheduler: () => undefined,
		log,
	};
}
