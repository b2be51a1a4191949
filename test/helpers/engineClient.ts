import nock from 'nock';
import {
	ValidationError,
	createClient,
	type ClientOptions,
	type TransportRequest,
} from '../../src/engine';
import { fetchTransport } from './transport';

/** The base URL the engine resource tests mock with nock. */
export const BASE = 'http://sp.test/api';

/** A client over fetch (what nock intercepts) that records every request it sends. */
export function setup(overrides: Partial<ClientOptions> = {}) {
	const sent: TransportRequest[] = [];
	const transport = fetchTransport();
	const client = createClient({
		baseUrl: BASE,
		apiKey: 'sk_test',
		transport: (request) => {
			sent.push(request);
			return transport(request);
		},
		sleep: async () => {},
		...overrides,
	});
	return { client, sent };
}

/** The ValidationError a call rejects with (fails the test when it rejects otherwise or resolves). */
export async function rejection(promise: Promise<unknown>): Promise<ValidationError> {
	const error = await promise.catch((e) => e);
	expect(error).toBeInstanceOf(ValidationError);
	return error as ValidationError;
}

/**
 * No real network in the file; after each test every interceptor it set up must have been used
 * (a call the test expects that never went out fails the test), then all are cleared.
 */
export function useNock(): void {
	beforeAll(() => nock.disableNetConnect());
	afterEach(() => {
		const unused = nock.pendingMocks();
		nock.cleanAll();
		if (unused.length > 0)
			throw new Error(`interceptors set up but never called: ${unused.join(', ')}`);
	});
	afterAll(() => nock.enableNetConnect());
}
