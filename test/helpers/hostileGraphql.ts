import type { Prng } from './prng';

/** Read-only GraphQL operations (nothing stored), and hostile ones the door must refuse as documented. */
function hostileQuery(rng: Prng, postIds: string[]): string {
	const id = JSON.stringify(rng.pick([...postIds, 'nope', '__proto__', '../../x']));
	const n = rng.int(1, 40);
	switch (rng.int(0, 11)) {
		case 0:
			return '{ postHistory(lastDays: 7) }';
		case 1:
			return `{ h: postHistory(lastDays: ${rng.pick(['-1', '0', '1e308', '"x"', 'null', '99999999999'])}) u: user }`;
		case 2:
			return `{ comments(id: ${id}) analytics: socialAnalytics(platforms: [${rng.pick(['INSTAGRAM', 'NOPE', '', 'TWITTER, FACEBOOK'])}]) }`;
		case 3:
			return `{ ${Array.from({ length: n }, (_, i) => `a${i}: user`).join(' ')} }`;
		case 4:
			return `{ user${' { a'.repeat(n)}${' }'.repeat(n)} }`;
		case 5:
			return `{ validatePost(input: { post: ${id}, platforms: [twitter], __typename: 1 }) }`;
		case 6:
			return '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }';
		case 7:
			return `{ ${'{'.repeat(n * 5)} }`;
		case 8:
			return `query Q($d: Int) { postHistory(lastDays: $d) }`;
		case 9:
			return '{ __schema { types { name fields { name } } } }';
		case 10:
			return 'subscription { user }';
		default:
			return `{ validatePost(input: ${rng.pick(['null', '[]', '"x"', '{ post: "x", platforms: [linkedin] }'])}) }`;
	}
}

/** A well-formed GraphQL request whose operation is read-only and hostile: reaches graphql-js, not just the transport. */
export function hostileGraphqlRequest(
	postIds: string[],
	rng: Prng,
): { body: Buffer; type: string; label: string } {
	const query = hostileQuery(rng, postIds);
	const variables = rng.chance(0.3) ? { d: rng.pick([1, '7', null, [], { a: 1 }]) } : undefined;
	return {
		body: Buffer.from(JSON.stringify({ query, variables })),
		type: 'application/json',
		label: `graphql ${query.slice(0, 50)}`,
	};
}

/** A GraphQL answer: `errors` with messages (the door's own refusals and graphql-http's alike). */
export function graphqlAnswer(body: unknown): boolean {
	const errors = (body as { errors?: unknown } | null)?.errors;
	return (
		Array.isArray(errors) &&
		errors.length > 0 &&
		errors.every((e) => typeof (e as { message?: unknown })?.message === 'string')
	);
}
