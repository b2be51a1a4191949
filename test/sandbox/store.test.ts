import { DeliveryStore } from '../../src/sandbox/store/deliveries';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

describe('DeliveryStore.insertWithNewId', () => {
	const base = {
		postId: null,
		profileId: 1,
		platform: 'telegram' as const,
		text: 'clash test',
		media: [],
		extra: {},
		origin: 'native' as const,
		createdAt: 0,
	};

	it('draws a new network id when the first one is already taken on that network', () => {
		const store = new DeliveryStore(t.sandbox.db);
		expect(store.insertWithNewId(base, () => '555')).toBe('555');
		const ids = ['555', '556'];
		expect(store.insertWithNewId(base, () => ids.shift() as string)).toBe('556');
		expect(store.byNetworkId('telegram', '556')?.text).toBe('clash test');
	});

	it('gives up after five clashes rather than loop forever', () => {
		const store = new DeliveryStore(t.sandbox.db);
		expect(() => store.insertWithNewId(base, () => '555')).toThrow(/UNIQUE/);
	});
});
