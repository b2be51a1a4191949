import { authenticate } from '../../src/sandbox/http/auth';
import { createContext, type SandboxContext } from '../../src/sandbox/context';
import { openDatabase } from '../../src/sandbox/db';
import { ensureDefaultAccount } from '../../src/sandbox/seed';

/** AccountStore keeps accounts by API key in memory: every change must be seen by the next request. */
describe('account look-up by API key', () => {
	let ctx: SandboxContext;
	let accountId: number;

	beforeEach(() => {
		ctx = createContext(openDatabase(undefined), Date.now, () => undefined);
		accountId = ensureDefaultAccount(ctx, { apiKey: 'sk_first', plan: 'business' }).account.id;
		// Read once so the account is held in memory before each change.
		expect(authenticate(ctx, 'Bearer sk_first').plan).toBe('business');
	});

	afterEach(() => ctx.db.close());

	it('sees a plan change on the very next request', () => {
		ctx.accounts.setPlan(accountId, 'premium');
		expect(authenticate(ctx, 'Bearer sk_first').plan).toBe('premium');
	});

	it('refuses a rotated key and accepts the new one on the very next request', () => {
		ensureDefaultAccount(ctx, { apiKey: 'sk_second' });
		expect(() => authenticate(ctx, 'Bearer sk_first')).toThrow(/not valid/);
		expect(authenticate(ctx, 'Bearer sk_second').id).toBe(accountId);
	});

	it('keeps nothing from a transaction that rolled back', () => {
		expect(() =>
			ctx.db.transaction(() => {
				ctx.accounts.setPlan(accountId, 'basic');
				expect(authenticate(ctx, 'Bearer sk_first').plan).toBe('basic');
				throw new Error('roll back');
			})(),
		).toThrow('roll back');
		expect(authenticate(ctx, 'Bearer sk_first').plan).toBe('business');
	});

	it('hands out copies: changing one does not change the next', () => {
		const account = authenticate(ctx, 'Bearer sk_first');
		const addons = [...account.addons];
		account.plan = 'basic';
		account.addons.push('changed' as never);
		const again = authenticate(ctx, 'Bearer sk_first');
		expect(again.plan).toBe('business');
		expect(again.addons).toEqual(addons);
	});

	it('finds an account created after a miss for its key', () => {
		expect(ctx.accounts.byApiKey('sk_later')).toBeUndefined();
		ctx.accounts.insertAccount({
			apiKey: 'sk_later',
			plan: 'basic',
			addons: [],
			email: 'later@x.example',
			now: Date.now(),
		});
		expect(authenticate(ctx, 'Bearer sk_later').plan).toBe('basic');
	});
});

describe('primary profile id', () => {
	it('is the primary profile of each account, and one read inside a rolled-back transaction is not kept', () => {
		const ctx = createContext(openDatabase(undefined), Date.now, () => undefined);
		try {
			const first = ensureDefaultAccount(ctx, { apiKey: 'sk_one', plan: 'business' }).account.id;
			expect(ctx.accounts.primaryProfileId(first)).toBe(ctx.accounts.primaryProfile(first).id);
			let rolledBackId = -1;
			expect(() =>
				ctx.db.transaction(() => {
					const account = ctx.accounts.insertAccount({
						plan: 'basic',
						addons: [],
						email: 'rollback@example.com',
						now: Date.now(),
					});
					const profile = ctx.accounts.insertProfile({
						accountId: account.id,
						title: 'Primary Profile',
						primary: true,
						messagingActive: false,
						now: Date.now(),
					});
					rolledBackId = account.id;
					expect(ctx.accounts.primaryProfileId(account.id)).toBe(profile.id);
					throw new Error('roll back');
				})(),
			).toThrow('roll back');
			expect(() => ctx.accounts.primaryProfileId(rolledBackId)).toThrow(/no primary profile/);
			expect(ctx.accounts.primaryProfileId(first)).toBe(ctx.accounts.primaryProfile(first).id);
		} finally {
			ctx.db.close();
		}
	});
});
