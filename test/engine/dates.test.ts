import { ValidationError } from '../../src/engine/core/errors';
import {
	formatUtcTimestamp,
	isUtcTimestamp,
	parseUtcTimestamp,
	toUtcTimestamp,
} from '../../src/engine/scheduling';

const MAY_FIRST = Date.UTC(2026, 4, 1, 14, 30, 0);

describe('toUtcTimestamp', () => {
	it('keeps a Z timestamp and drops fractional seconds', () => {
		expect(toUtcTimestamp('2026-05-01T14:30:00Z')).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp('2026-05-01T14:30:00.999Z')).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp('2026-05-01t14:30:00z')).toBe('2026-05-01T14:30:00Z');
	});

	it('converts any offset to UTC', () => {
		expect(toUtcTimestamp('2026-05-01T16:30:00+02:00')).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp('2026-05-01T09:00:00-05:30')).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp('2026-05-01T16:30:00+0200')).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp('2026-01-01T01:00:00+02:00')).toBe('2025-12-31T23:00:00Z');
		expect(toUtcTimestamp('2026-05-01T14:30Z')).toBe('2026-05-01T14:30:00Z');
	});

	it('accepts Date, epoch milliseconds and Luxon-style DateTime objects', () => {
		expect(toUtcTimestamp(new Date(MAY_FIRST + 456))).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp(MAY_FIRST)).toBe('2026-05-01T14:30:00Z');
		const luxonLike = {
			isValid: true,
			toUTC: () => ({ toISO: () => '2026-05-01T14:30:00.000Z' }),
			toISO: () => '2026-05-01T16:30:00.000+02:00',
		};
		expect(toUtcTimestamp(luxonLike)).toBe('2026-05-01T14:30:00Z');
		expect(toUtcTimestamp({ toISO: () => '2026-05-01T16:30:00.000+02:00' })).toBe(
			'2026-05-01T14:30:00Z',
		);
		expect(toUtcTimestamp({ toJSDate: () => new Date(MAY_FIRST) })).toBe('2026-05-01T14:30:00Z');
	});

	it('accepts a Date made in another realm', () => {
		const { runInNewContext } = jest.requireActual<typeof import('node:vm')>('node:vm');
		const foreign: unknown = runInNewContext(`new Date(${MAY_FIRST})`);
		expect(foreign instanceof Date).toBe(false);
		expect(toUtcTimestamp(foreign)).toBe('2026-05-01T14:30:00Z');
	});

	it('knows leap years', () => {
		expect(toUtcTimestamp('2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00Z');
		expect(() => toUtcTimestamp('2026-02-29T00:00:00Z')).toThrow(ValidationError);
	});

	it.each([
		['2026-13-45T10:00:00Z'],
		['2026-05-01T24:00:00Z'],
		['2026-05-01T10:60:00Z'],
		['tomorrow'],
		[''],
		['2026-05-01T14:30:00'],
		['2026-05-01'],
		['1714573800000'],
		['2026-05-01T14:30:00+25:00'],
	])('throws a ValidationError for %j', (value) => {
		expect(() => toUtcTimestamp(value)).toThrow(ValidationError);
	});

	it('throws for values that are not dates at all', () => {
		const invalidLuxon = {
			isValid: false,
			toUTC: () => ({ toISO: () => null }),
			toISO: () => null,
		};
		for (const value of [
			undefined,
			null,
			NaN,
			Infinity,
			{},
			[],
			true,
			new Date('nope'),
			invalidLuxon,
		]) {
			expect(() => toUtcTimestamp(value)).toThrow(ValidationError);
		}
	});

	it('names the field and the value it was given', () => {
		try {
			toUtcTimestamp('tomorrow', 'setStartDate');
			throw new Error('expected a throw');
		} catch (error) {
			expect(error).toBeInstanceOf(ValidationError);
			const [issue] = (error as ValidationError).issues;
			expect(issue.field).toBe('setStartDate');
			expect(issue.value).toBe('tomorrow');
			expect(issue.message).toMatch(/2026-05-01T14:30:00Z/);
			expect((error as Error).message).toMatch(/setStartDate .*"tomorrow"/);
		}
		expect(() => toUtcTimestamp('nope')).toThrow(/^Invalid date: scheduleDate /);
	});
});

describe('isUtcTimestamp and parseUtcTimestamp', () => {
	it('isUtcTimestamp accepts exactly YYYY-MM-DDThh:mm:ssZ naming a real time', () => {
		expect(isUtcTimestamp('2026-05-01T14:30:00Z')).toBe(true);
		expect(isUtcTimestamp('2026-05-01T14:30:00.000Z')).toBe(false);
		expect(isUtcTimestamp('2026-05-01T14:30:00+00:00')).toBe(false);
		expect(isUtcTimestamp('2026-02-30T14:30:00Z')).toBe(false);
		expect(isUtcTimestamp(42)).toBe(false);
	});

	it('parseUtcTimestamp answers epoch ms, keeping milliseconds of a fraction', () => {
		expect(parseUtcTimestamp('2026-05-01T14:30:00Z')).toBe(MAY_FIRST);
		expect(parseUtcTimestamp('2026-05-01T14:30:00.5Z')).toBe(MAY_FIRST + 500);
		expect(parseUtcTimestamp('2026-05-01T14:30:00.123456Z')).toBe(MAY_FIRST + 123);
		expect(parseUtcTimestamp('0099-01-01T00:00:00Z')).toBe(Date.parse('0099-01-01T00:00:00Z'));
		expect(parseUtcTimestamp('2026-04-31T00:00:00Z')).toBeUndefined();
		expect(parseUtcTimestamp('not a date')).toBeUndefined();
	});

	it('formatUtcTimestamp writes seconds precision', () => {
		expect(formatUtcTimestamp(MAY_FIRST + 999)).toBe('2026-05-01T14:30:00Z');
	});
});
