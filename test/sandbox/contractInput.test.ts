/**
 * How a contract reads a query string into the types its schema names (src/sandbox/http/contractInput.ts):
 * what every converted route and the doors rely on, whatever the route.
 */
import { z } from 'zod';

import { endpoint } from '../../src/engine/contract/endpoint';
import { queryObject, readContractInput } from '../../src/sandbox/http/contractInput';
import { SandboxError } from '../../src/sandbox/errors';

const query = z
	.object({
		limit: z.number().int().min(1).max(100).optional(),
		skipAnalytics: z.boolean().optional(),
		platforms: z.array(z.enum(['facebook', 'twitter'])).optional(),
		ids: z.array(z.number()).optional(),
		youtube: z.object({ lifetime: z.boolean().optional() }).optional(),
		title: z.string().optional(),
	})
	.passthrough();

const read = (text: string) => queryObject(query, new URLSearchParams(text));

describe('queryObject', () => {
	it('reads numbers, booleans and text by the schema', () => {
		expect(read('limit=5&skipAnalytics=true&title=42')).toEqual({
			limit: 5,
			skipAnalytics: true,
			title: '42',
		});
		expect(read('skipAnalytics=0')).toEqual({ skipAnalytics: false });
		expect(read('skipAnalytics=TRUE')).toEqual({ skipAnalytics: true });
	});

	it('reads a list written as a,b, as a repeated key or as key[]', () => {
		expect(read('platforms=facebook,twitter')).toEqual({ platforms: ['facebook', 'twitter'] });
		expect(read('platforms=facebook&platforms=twitter')).toEqual({
			platforms: ['facebook', 'twitter'],
		});
		expect(read('platforms[]=facebook&platforms[]=twitter')).toEqual({
			platforms: ['facebook', 'twitter'],
		});
		expect(read('ids=1,2')).toEqual({ ids: [1, 2] });
	});

	it('reads a list written as key[0]=, key[1]= in index order, not in the order sent', () => {
		expect(read('platforms[1]=twitter&platforms[0]=facebook')).toEqual({
			platforms: ['facebook', 'twitter'],
		});
		expect(read('ids[0]=3&ids[1]=4')).toEqual({ ids: [3, 4] });
	});

	it('reads an object from key[field]=', () => {
		expect(read('youtube[lifetime]=true')).toEqual({ youtube: { lifetime: true } });
	});

	it('keeps text that is not the asked type, so the check names it; passes unknown keys', () => {
		expect(read('limit=ten&other=x')).toEqual({ limit: 'ten', other: 'x' });
	});
});

describe('readContractInput', () => {
	const contract = endpoint({
		method: 'GET',
		path: '/things/:id',
		doc: { ours: 'a test endpoint' },
		summary: 'Reads things',
		params: z.object({ id: z.string().min(3) }),
		query,
	});

	it('answers the parsed request', () => {
		const input = readContractInput(contract, 'things', {
			params: { id: 'abc' },
			query: new URLSearchParams('limit=3&platforms=twitter'),
			body: undefined,
		});
		expect(input.query).toEqual({ limit: 3, platforms: ['twitter'] });
		expect(input.params).toEqual({ id: 'abc' });
	});

	it("refuses with every problem at once, each naming field, value and what is allowed, in the service's shape", () => {
		let error: unknown;
		try {
			readContractInput(contract, 'things', {
				params: { id: 'a' },
				query: new URLSearchParams('limit=500&platforms=myspace&skipAnalytics=maybe'),
				body: undefined,
			});
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(SandboxError);
		const body = (error as SandboxError).toBody() as {
			code: number;
			errors: Array<Record<string, unknown>>;
		};
		expect(body.code).toBe(101);
		const byField = Object.fromEntries(body.errors.map((e) => [e.field, e]));
		expect(Object.keys(byField).sort()).toEqual(['id', 'limit', 'platforms[0]', 'skipAnalytics']);
		expect(byField.limit).toMatchObject({
			value: 500,
			message: expect.stringMatching(/at most 100/),
		});
		expect(byField['platforms[0]']).toMatchObject({
			value: 'myspace',
			message: expect.stringMatching(/"facebook", "twitter"/),
		});
		expect(byField.skipAnalytics).toMatchObject({ value: 'maybe' });
	});
});
