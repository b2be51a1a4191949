import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import { hashDigits, hashInt } from './deterministic';
import { DAY_MS } from './index';

/** A board of a simulated account with boards (https://www.ayrshare.com/docs/apis/user/get-user-details, plus what account analytics show). */
export interface SimulatedBoard {
	id: string;
	name: string;
	description: string;
	privacy: 'PUBLIC' | 'SECRET';
	owner: { username: string };
	createdAt: number;
}

const BOARDS: ReadonlyArray<{ name: string; description: string; privacy: 'PUBLIC' | 'SECRET' }> = [
	{ name: 'Ideas', description: 'Ideas we love and want to try.', privacy: 'PUBLIC' },
	{ name: 'Our Work', description: 'What we made, from start to finish.', privacy: 'PUBLIC' },
	{ name: 'Drafts', description: 'Pins we are still working on.', privacy: 'SECRET' },
];

/**
 * The boards a profile's linked account has (a network offering `boards`): three, named after
 * the profile, with ids and dates derived from the linked account so every read (and every
 * restart) agrees.
 */
export function simulatedBoards(
	profile: Pick<Profile, 'title'>,
	account: LinkedAccount,
): SimulatedBoard[] {
	return BOARDS.map((board, index) => ({
		id: hashDigits(18, `${account.platform}-board`, account.networkUserId, index),
		name: `${profile.title} ${board.name}`,
		description: board.description,
		privacy: board.privacy,
		owner: { username: account.username },
		createdAt:
			account.createdAt - hashInt(30, 900, 'board-age', account.networkUserId, index) * DAY_MS,
	}));
}
