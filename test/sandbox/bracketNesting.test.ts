/**
 * The check that refuses a hostile body or query before a recursive parser reads it: brackets in
 * strings (and, in GraphQL, comments) do not count, and GraphQL's parentheses do.
 */
import { nestedDeeperThan } from '../../src/sandbox/http/bracketNesting';

const GRAPHQL = { parentheses: true, lineComments: true };

test('JSON: objects and arrays count, brackets inside strings (escaped quotes too) do not', () => {
	expect(nestedDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
	expect(nestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
	expect(nestedDeeperThan(`{"a":"${'['.repeat(10)}\\"${'{'.repeat(10)}"}`, 1)).toBe(false);
	// Parentheses and # are text in JSON.
	expect(nestedDeeperThan('[[(((#', 2)).toBe(false);
});

test('GraphQL: parentheses count, a # comment runs to the end of its line', () => {
	expect(nestedDeeperThan('{ a(x: {y: 1}) }', 3, GRAPHQL)).toBe(false);
	expect(nestedDeeperThan('{ a(x: {y: [1]}) }', 3, GRAPHQL)).toBe(true);
	expect(nestedDeeperThan(`{ a # ${'{'.repeat(10)}\n b }`, 1, GRAPHQL)).toBe(false);
	expect(nestedDeeperThan(`{ a # comment\n { b { c } } }`, 2, GRAPHQL)).toBe(true);
});
