import { NETWORK_IDS } from '../../src/engine/networks';
import type { Prng } from './prng';
import { hostileGraphqlRequest } from './hostileGraphql';
import type { RouteEntry } from './routeTable';

/** One request the fuzzer sends: wire-ready path (with query), headers and raw body bytes. */
export interface FuzzRequest {
	route: RouteEntry;
	method: string;
	path: string;
	headers: Record<string, string>;
	body?: Buffer;
	/** A prototype-altering key the body holds as a key (after JSON decoding), if any. */
	forbiddenKey?: string;
	/** The body's size, kept once the body itself is dropped. */
	bodyBytes?: number;
	/** What was done to it, for failure messages. */
	label: string;
}

export interface FuzzContext {
	apiKey: string;
	/** Real ids to mix in, so some requests reach deeper than "not found". */
	postIds: string[];
	profileKeys: string[];
}

const ONE_MB = 1024 * 1024;
const BIG = 'x'.repeat(ONE_MB + 64 * 1024);
const UNICODE_BIG = '\u{1F4A9}\u202E\u200B\u0301é'.repeat(40_000);

/** Path segments as they go on the wire (already percent-encoded where needed). */
const HOSTILE_SEGMENTS = [
	'..',
	'.',
	'%2e%2e',
	'%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
	'..%2F..%2F..%2Fetc%2Fpasswd',
	'..%5C..%5Cwindows%5Cwin.ini',
	'%00',
	'abc%00def',
	'%2500',
	'%F0%9F%92%A9',
	'%E2%80%AE%E2%80%8B',
	'%C3%A9t%C3%A9',
	'%ED%A0%80', // a lone surrogate, invalid UTF-8 once decoded
	'%FF%FE',
	'%',
	'%zz',
	'%E0%A4%A',
	'__proto__',
	'constructor',
	'prototype',
	'hasOwnProperty',
	'toString',
	'0',
	'-1',
	'1e309',
	'NaN',
	'null',
	'undefined',
	'%27%20OR%201%3D1%20--',
	'%22%3E%3Cscript%3E',
	'a'.repeat(6000),
	'%20',
	'twitter',
	'facebook',
	'myspace',
	'TWITTER',
	'image.png',
	'..%2Fsandbox.db',
];

const UNKNOWN_NETWORKS = [
	'myspace',
	'TWITTER',
	'twitter ',
	' facebook',
	'__proto__',
	'toString',
	'x',
	'',
	'face book',
	'insta\u0000gram',
	'gmb\n',
];

const BAD_DATES = [
	'2026-13-45T25:61:61Z',
	'yesterday',
	'0000-00-00T00:00:00Z',
	'9999-12-31T23:59:59Z',
	'2026-02-30T10:00:00Z',
	'1970-01-01T00:00:00Z',
	'2026-03-02T10:00:00+14:00',
	'2026-03-02 10:00:00',
	'2026-03-02T10:00:00.123456789Z',
	'+275760-09-13T00:00:00Z',
	'-000001-01-01T00:00:00Z',
	'T',
	'2026-03-02T10:00:00Z\u0000',
	'24:00Z',
	'13:5Z',
	'99:99Z',
	'12:00',
];

const HOSTILE_STRINGS = [
	'',
	' ',
	'\u0000',
	'a\u0000b',
	'../../etc/passwd',
	'..\\..\\win.ini',
	'%2e%2e%2f',
	'\u202Egnp.exe',
	'\uFEFF',
	'\uD800',
	'\uDFFF\uD800',
	'<script>alert(1)</script>',
	"'; DROP TABLE posts; --",
	'{{7*7}}${7*7}',
	'javascript:alert(1)',
	'file:///etc/passwd',
	'http://127.0.0.1:1/x',
	'http://[::1]:1/feed',
	'https://',
	'data:image/png;base64,!!!!',
	'data:;base64,',
	'data:image/png;base64,iVBORw0KGgo=',
	'data:video/mp4;base64,' + 'A'.repeat(1000),
	'__proto__',
	'constructor',
	'prototype',
	'null',
	'true',
	'5',
	'-1',
	'1e3',
	'0x10',
	'NaN',
	'Infinity',
	'CON',
	'a'.repeat(300),
	'\u{1F4A9}'.repeat(500),
	'e\u0301'.repeat(700),
	'\u2063\n'.repeat(300),
	'<b><i><b><i>' + 'x'.repeat(50),
	'<b>'.repeat(2000),
	'#'.repeat(3000),
	'@'.repeat(100),
];

const CONTENT_TYPES = [
	'text/plain',
	'application/x-www-form-urlencoded',
	'multipart/form-data; boundary=x',
	'application/json; charset=utf-16',
	'application/jsonp',
	'APPLICATION/JSON',
	'application/vnd.api+json',
	'application/json, text/plain',
	'',
	'json',
	'application/xml',
];

/** MCP tools that change nothing, and one that does not exist. */
const MCP_READ_TOOLS = [
	'validate_post',
	'get_post',
	'get_post_history',
	'get_comments',
	'get_post_analytics',
	'list_webhooks',
	'list_profiles',
	'explain_error',
	'no_such_tool',
];

/** A plausible body for a route, which the fuzzer then breaks. */
function seedBody(route: RouteEntry, ctx: FuzzContext, rng: Prng): Record<string, unknown> {
	const id = (): string => (ctx.postIds.length > 0 ? rng.pick(ctx.postIds) : 'nope');
	const key = `${route.method} ${route.pattern}`.replace(/^[A-Z]+ \/ai/, `${route.method} `);
	const inFuture =
		new Date(Date.now() + rng.int(1, 72) * 3_600_000).toISOString().slice(0, 19) + 'Z';
	switch (key) {
		case 'POST /api/post':
			return rng.chance(0.3)
				? { post: `fuzz ${rng.int(0, 1e9)}`, platforms: ['twitter'], scheduleDate: inFuture }
				: {
						post: `fuzz ${rng.int(0, 1e9)} https://example.com/${rng.int(0, 50)}`,
						platforms: ['twitter', 'facebook'],
					};
		case 'PUT /api/post':
		case 'PATCH /api/post':
			return { id: id(), scheduleDate: inFuture, approved: true };
		case 'DELETE /api/post':
		case 'DELETE /api/delete':
			return rng.chance(0.5) ? { id: id() } : { bulk: [id(), id()] };
		case 'PUT /api/post/retry':
			return { id: id() };
		case 'POST /api/media/upload':
		case 'POST /api/upload':
			return { file: 'data:image/png;base64,iVBORw0KGgo=', fileName: 'a.png', description: 'd' };
		case 'POST /api/hashtags/auto':
		case 'POST /api/auto-hashtag':
			return { post: 'Fresh bread every morning', max: 2, position: 'auto' };
		case 'POST /api/short':
		case 'POST /api/shorten':
		case 'POST /api/links':
			return { url: `https://example.com/fuzz/${rng.int(0, 1e6)}`, utmSource: 'fuzz' };
		case 'POST /api/set-auto-schedule':
		case 'POST /api/auto-schedule/set':
			return { schedule: ['13:05Z', '18:30Z'], title: `t${rng.int(0, 5)}` };
		case 'DELETE /api/auto-schedule/delete':
			return { title: `t${rng.int(0, 5)}` };
		case 'POST /api/profiles':
		case 'POST /api/profiles/create-profile':
		case 'POST /api/profiles/profile':
			return { title: `fuzz profile ${rng.int(0, 1e6)}` };
		case 'DELETE /api/profiles':
		case 'DELETE /api/profiles/delete-profile':
		case 'DELETE /api/profiles/profile':
			return { profileKey: rng.pick(['nope', ...ctx.profileKeys.slice(0, 1)]) };
		case 'POST /api/profiles/generateJWT':
			return {
				domain: 'example.com',
				privateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
			};
		case 'PATCH /api/user/:platform':
			return {
				name: 'Bakery',
				latlng: { latitude: 1, longitude: 2 },
				labels: ['a'],
				profile: { description: 'd' },
			};
		case 'POST /api/reviews':
			return { platform: 'gmb', reviewId: 'r1', reply: 'thanks' };
		case 'DELETE /api/reviews':
			return { platform: 'gmb', reviewId: 'r1' };
		case 'POST /api/generate/post':
			return { text: 'bread', hashtags: true };
		case 'POST /api/generate/rewrite':
			return { post: 'bread', rewrites: 2 };
		case 'POST /api/generate/transcription':
			return { videoUrl: 'https://example.com/v.mp4' };
		case 'POST /api/generate/translate':
			return { text: 'bread', lang: 'fr' };
		case 'POST /api/generate/altText':
			return { url: 'https://example.com/a.png', keywords: ['x'] };
		case 'POST /api/feed':
			return { url: 'http://127.0.0.1:1/feed.xml', type: 'rss' };
		case 'PUT /api/feed':
			return { id: 'nope', useFirstImage: true };
		case 'DELETE /api/feed':
			return { id: 'nope' };
		case 'POST /api/feed/webhook':
			return { url: 'http://127.0.0.1:1/hook' };
		case 'POST /api/messages/autoresponse':
			return { autoResponseActive: false, autoResponseMessage: 'x', autoResponseWaitSeconds: 5 };
		case 'POST /api/messages/:platform':
			return { message: 'hi', recipientId: 'nobody' };
		case 'PUT /api/messages/:platform/:conversationId':
			return { status: 'archived' };
		case 'POST /api/biolink':
		case 'PUT /api/biolink':
			return {
				handle: `fuzz${rng.int(0, 1e6)}`,
				text1: 'x',
				socialUrls: { twitter: 'https://x.com/a' },
			};
		case 'POST /api/analytics/post':
			return { id: id(), platforms: ['twitter'] };
		case 'POST /api/analytics/social':
			return { platforms: ['twitter'] };
		case 'POST /graphql':
			return { query: '{ postHistory(lastDays: 7) me: user }' };
		case 'POST /mcp':
			// Tools that store nothing, so a rejected request provably stored nothing either.
			return {
				jsonrpc: '2.0',
				id: rng.int(0, 1e6),
				method: rng.pick(['tools/call', 'tools/call', 'tools/list', 'initialize', 'ping']),
				params: {
					name: rng.pick(MCP_READ_TOOLS),
					arguments: { post: 'fuzz', platforms: ['twitter'], id: id(), code: 156 },
				},
			};
		default:
			return { platform: 'twitter', id: id() };
	}
}

/** A hostile value for any field: wrong types, huge strings, bad dates, unknown platforms, path tricks. */
export function hostileValue(rng: Prng, depth = 0): unknown {
	switch (rng.int(0, 13)) {
		case 0:
			return rng.pick(HOSTILE_STRINGS);
		case 1:
			return rng.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, -0, 6, 1000000]);
		case 2:
			return rng.pick([true, false, null]);
		case 3:
			return rng.pick(BAD_DATES);
		case 4:
			return rng.chance(0.5)
				? rng.pick(UNKNOWN_NETWORKS)
				: [rng.pick(UNKNOWN_NETWORKS), rng.pick(NETWORK_IDS)];
		case 5:
			return rng.chance(0.03)
				? BIG.slice(0, rng.int(900_000, 1_040_000))
				: BIG.slice(0, rng.int(1000, 70_000));
		case 6:
			return UNICODE_BIG.slice(0, rng.int(10, 20_000));
		case 7:
			return depth > 2
				? []
				: Array.from({ length: rng.int(0, 4) }, () => hostileValue(rng, depth + 1));
		case 8: {
			if (depth > 2) return {};
			const out: Record<string, unknown> = {};
			for (let i = rng.int(0, 3); i > 0; i--)
				out[rng.pick(['a', 'post', 'id', 'url', 'max', '0', ''])] = hostileValue(rng, depth + 1);
			return out;
		}
		case 9:
			return String(rng.pick([0, -5, 3, 99, 1.5, 1e21]));
		case 10:
			return Array.from({ length: rng.int(1, 2000) }, () => rng.pick(NETWORK_IDS));
		case 11:
			return { platforms: ['twitter'], post: 'x' }; // an object where a scalar goes
		case 12:
			return [[[['deep']]]];
		default:
			return rng.pick([
				'x',
				'https://example.com/a.jpg',
				'twitter',
				'gmb',
				'active',
				'end',
				'auto',
			]);
	}
}

function deepJson(rng: Prng, depth: number): string {
	const open = rng.chance(0.5) ? '[' : '{"a":';
	const close = open === '[' ? ']' : '}';
	return open.repeat(depth) + '1' + close.repeat(depth);
}

/** The body bytes, and the content type to send (undefined: none). */
function hostileBody(
	route: RouteEntry,
	ctx: FuzzContext,
	rng: Prng,
): { body: Buffer | undefined; type: string | undefined; label: string } {
	const json = 'application/json';
	const seed = seedBody(route, ctx, rng);
	const strategy = rng.int(0, 19);
	switch (strategy) {
		case 0:
			return { body: undefined, type: rng.chance(0.5) ? json : undefined, label: 'no body' };
		case 1:
			return { body: Buffer.alloc(0), type: json, label: 'empty body' };
		case 2: {
			const text = rng.pick([
				'null',
				'[]',
				'[{}]',
				'"string"',
				'123',
				'true',
				'{',
				'{"a":',
				'}',
				'{"a" 1}',
				"{'a':1}",
				'{"a":1,}',
				'{"a":NaN}',
				'{"a":Infinity}',
				'/* c */{}',
				'\uFEFF{}',
				'{"a":1e99999}',
				'{"a":"\\ud800"}',
				'{"a":"\\u0000"}',
				'{"a":01}',
				'   ',
				'\u0000',
			]);
			return { body: Buffer.from(text), type: json, label: `raw ${JSON.stringify(text)}` };
		}
		case 3: {
			// Invalid UTF-8 bytes inside and around a JSON body.
			const bad = Buffer.from(
				rng.pick([
					[0xff, 0xfe],
					[0xc3, 0x28],
					[0xed, 0xa0, 0x80],
					[0xf8, 0x88, 0x80, 0x80, 0x80],
					[0xe2, 0x82],
					[0x80],
				]),
			);
			const text = JSON.stringify(seed);
			const cut = text.indexOf('"', 2) + 1 || 1;
			const buffer = rng.chance(0.7)
				? Buffer.concat([Buffer.from(text.slice(0, cut)), bad, Buffer.from(text.slice(cut))])
				: Buffer.concat([bad, Buffer.from(text)]);
			return { body: buffer, type: json, label: 'invalid utf-8' };
		}
		case 4: {
			const depth = rng.chance(0.5) ? 10_000 : rng.int(100, 5000);
			const field = rng.pick(Object.keys(seed).concat(['x']));
			const text = JSON.stringify(seed).replace(/^\{/, `{"${field}":${deepJson(rng, depth)},`);
			return { body: Buffer.from(text), type: json, label: `deep ${depth} in ${field}` };
		}
		case 5:
			return { body: Buffer.from(deepJson(rng, 10_000)), type: json, label: 'deep 10000 body' };
		case 6: {
			// Prototype-pollution keys, at the top and nested.
			const inject = rng.pick([
				'"__proto__":{"polluted":"yes"}',
				'"constructor":{"prototype":{"polluted":"yes"}}',
				'"prototype":{"polluted":"yes"}',
				'"a":{"__proto__":{"polluted":"yes"}}',
				'"platforms":[{"__proto__":{"polluted":"yes"}}]',
				'"\\u005f_proto__":{"polluted":"yes"}',
				'"youTubeOptions":{"constructor":{"prototype":{"polluted":"yes"}}}',
			]);
			const text = JSON.stringify(seed).replace(/^\{/, `{${inject},`);
			return { body: Buffer.from(text), type: json, label: `pollution ${inject}` };
		}
		case 7: {
			const text = JSON.stringify(seed);
			return {
				body: Buffer.from(text),
				type: rng.pick(CONTENT_TYPES) || undefined,
				label: 'wrong content type',
			};
		}
		case 8: {
			// Duplicate keys: the second one differs in type.
			const field = rng.pick(Object.keys(seed).concat(['post']));
			const text = JSON.stringify(seed).replace(
				/^\{/,
				`{"${field}":${JSON.stringify(hostileValue(rng))},`,
			);
			return { body: Buffer.from(text), type: json, label: `duplicate ${field}` };
		}
		case 9: {
			// Numbers and booleans as strings, strings as numbers.
			const out: Record<string, unknown> = {};
			for (const [k, v] of Object.entries(seed))
				out[k] =
					typeof v === 'string'
						? rng.pick([5, true, null, [v]])
						: typeof v === 'object'
							? JSON.stringify(v)
							: String(v);
			return { body: Buffer.from(JSON.stringify(out)), type: json, label: 'types swapped' };
		}
		case 10:
			return { body: Buffer.from(JSON.stringify([seed])), type: json, label: 'array body' };
		case 11: {
			// A body at or just over the 1 MB limit, now and then (they cost the most to send and check).
			if (!rng.chance(0.25))
				return { body: Buffer.from(JSON.stringify(seed)), type: json, label: 'seed as is' };
			const size = rng.chance(0.5) ? ONE_MB + rng.int(1, 50_000) : ONE_MB - rng.int(0, 100);
			const text = `{"post":"${BIG.slice(0, Math.max(0, size - 40))}","platforms":["twitter"]}`;
			return { body: Buffer.from(text), type: json, label: `~1MB body (${text.length})` };
		}
		case 12:
			return { body: Buffer.from(JSON.stringify(seed)), type: json, label: 'seed as is' };
		default: {
			// The seed with one to three fields broken, removed or added.
			const out: Record<string, unknown> = { ...seed };
			const fields = Object.keys(out);
			const changes: string[] = [];
			for (let i = rng.int(1, 3); i > 0; i--) {
				const field =
					rng.chance(0.8) && fields.length > 0
						? rng.pick(fields)
						: rng.pick([
								'profileKey',
								'profileKeys',
								'idempotencyKey',
								'scheduleDate',
								'platforms',
								'mediaUrls',
								'autoHashtag',
								'requiresApproval',
								'autoSchedule',
								'bulk',
								'id',
								'fileName',
								'file',
								'handle',
								'lang',
								'platform',
							]);
				if (rng.chance(0.15)) {
					delete out[field];
					changes.push(`-${field}`);
				} else {
					out[field] = hostileValue(rng);
					changes.push(field);
				}
			}
			return {
				body: Buffer.from(JSON.stringify(out)),
				type: json,
				label: `mutated ${changes.join(',')}`,
			};
		}
	}
}

function hostilePath(route: RouteEntry, ctx: FuzzContext, rng: Prng): string {
	let path = route.pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
		if (name === 'platform' && rng.chance(0.4))
			return rng.pick(['facebook', 'instagram', 'twitter', 'gmb', 'gbp']);
		if (name === 'id' && rng.chance(0.2) && ctx.postIds.length > 0) return rng.pick(ctx.postIds);
		return rng.pick(HOSTILE_SEGMENTS);
	});
	if (rng.chance(0.05)) path += '/';
	if (rng.chance(0.03))
		path = path.replace(
			'/api/',
			rng.pick(['/api//', '/api/./', '/api/../api/', '/API/', '/api/%2e/']),
		);
	return path;
}

function hostileQuery(rng: Prng): string {
	if (rng.chance(0.4)) return '';
	const names = [
		'platform',
		'profileKey',
		'keyword',
		'handle',
		'instagramQuota',
		'validate',
		'searchPlatformId',
		'limit',
		'lastDays',
		'platforms[0]',
		'twitterUser',
		'instagramUser',
		'__proto__',
		'constructor[prototype][polluted]',
		'__proto__[polluted]',
		'id',
		'cursor',
		'since',
		'offset',
		'status',
		'url',
	];
	const parts: string[] = [];
	for (let i = rng.int(1, 5); i > 0; i--) {
		const value = hostileValue(rng);
		const text =
			typeof value === 'string'
				? value.slice(0, rng.chance(0.1) ? 60_000 : 300)
				: (JSON.stringify(value)?.slice(0, 300) ?? '');
		parts.push(
			`${encodeURIComponent(rng.pick(names))}=${rng.chance(0.1) ? rng.pick(['%', '%zz', '%ED%A0%80', '%00']) : encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))}`,
		);
	}
	return `?${parts.join('&')}`;
}

function hostileHeaders(ctx: FuzzContext, rng: Prng, route: RouteEntry): Record<string, string> {
	const headers: Record<string, string> = {};
	const auth = rng.next();
	if (auth < 0.9 || route.public) headers.authorization = `Bearer ${ctx.apiKey}`;
	else if (auth < 0.93) headers.authorization = `Bearer ${'k'.repeat(rng.int(0, 5000))}`;
	else if (auth < 0.96)
		headers.authorization = rng.pick([
			'Basic YTpi',
			'Bearer',
			'bearer ' + ctx.apiKey,
			'Bearer  ' + ctx.apiKey + ' ',
			'Bearer __proto__',
		]);
	if (rng.chance(0.15)) {
		headers['profile-key'] =
			rng.chance(0.4) && ctx.profileKeys.length > 0
				? rng.pick(ctx.profileKeys)
				: rng.pick(['__proto__', 'constructor', '', 'x'.repeat(4000), '../../x', '%00', 'null']);
	}
	// MCP clients accept JSON and event streams; without it the transport answers 406.
	if (route.pattern === '/mcp' && rng.chance(0.85))
		headers.accept = 'application/json, text/event-stream';
	if (rng.chance(0.1))
		headers['idempotency-key'] = rng.pick([
			'k',
			'__proto__',
			'x'.repeat(rng.int(200, 400)),
			`fuzz-${rng.int(0, 20)}`,
		]);
	return headers;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** The first key named __proto__, constructor or prototype anywhere in a JSON body (escapes decoded). */
export function forbiddenKeyIn(body: Buffer | undefined): string | undefined {
	if (body === undefined || body.length === 0) return undefined;
	let parsed: unknown;
	try {
		parsed = JSON.parse(body.toString('utf8'));
	} catch {
		return undefined;
	}
	const stack: Array<{ value: unknown; depth: number }> = [{ value: parsed, depth: 0 }];
	while (stack.length > 0) {
		const { value, depth } = stack.pop()!;
		if (typeof value !== 'object' || value === null || depth > 100) continue;
		for (const key of Object.keys(value)) {
			if (FORBIDDEN.has(key)) return key;
			stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
		}
	}
	return undefined;
}

/** A well-formed MCP tool call whose arguments are hostile: reaches the tools, not just the transport. */
function hostileToolCall(
	ctx: FuzzContext,
	rng: Prng,
): { body: Buffer; type: string; label: string } {
	const name = rng.pick(MCP_READ_TOOLS);
	const args: Record<string, unknown> = { id: rng.pick([...ctx.postIds, 'nope']), code: 156 };
	const changed: string[] = [];
	for (let i = rng.int(0, 3); i > 0; i--) {
		const field = rng.pick([
			'id',
			'post',
			'platforms',
			'code',
			'limit',
			'profileKey',
			'platform',
			'lastDays',
			'status',
			'searchPlatformId',
		]);
		args[field] = hostileValue(rng);
		changed.push(field);
	}
	const call = {
		jsonrpc: '2.0',
		id: rng.int(0, 1e6),
		method: 'tools/call',
		params: { name, arguments: args },
	};
	return {
		body: Buffer.from(JSON.stringify(call)),
		type: 'application/json',
		label: `tool ${name} ${changed.join(',')}`,
	};
}

/** One hostile request for `route`. */
export function hostileRequest(route: RouteEntry, ctx: FuzzContext, rng: Prng): FuzzRequest {
	const path = hostilePath(route, ctx, rng) + hostileQuery(rng);
	const headers = hostileHeaders(ctx, rng, route);
	// Bodies on every method now and then: GET with a body is odd, not wrong.
	const wantsBody = route.method !== 'GET' || rng.chance(0.05);
	if (!wantsBody) return { route, method: route.method, path, headers, label: 'no body' };
	const { body, type, label } =
		route.pattern === '/mcp' && route.method === 'POST' && rng.chance(0.6)
			? hostileToolCall(ctx, rng)
			: route.pattern === '/graphql' && route.method === 'POST' && rng.chance(0.6)
				? hostileGraphqlRequest(ctx.postIds, rng)
				: hostileBody(route, ctx, rng);
	if (type !== undefined && body !== undefined) headers['content-type'] = type;
	const forbiddenKey = route.method === 'GET' ? undefined : forbiddenKeyIn(body);
	return { route, method: route.method, path, headers, body, label, forbiddenKey };
}
