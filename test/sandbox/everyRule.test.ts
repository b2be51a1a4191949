import { networkEntry, NETWORK_IDS, type Network } from '../../src/engine/networks';
import { NETWORK_RULES } from '../../src/engine/validation';
import { MCP_OPTION_NAMES, mcpValues } from '../../src/sandbox/mcp/catalog/declared';
import { graphqlClient } from '../helpers/graphqlClient';
import { IMAGE, VIDEO, useTestSandbox } from '../helpers/testSandbox';
import { connectMcp } from '../helpers/mcpClient';

// Every rule of every registry entry (its required option, its media limits, a video alone, its
// text length), walked through every door of the sandbox (REST, MCP, GraphQL): a post at the limit
// is taken, one past it is refused naming the field. The rules are read from the entries, so a rule
// forgotten on a new entry (or dropped from an old one) makes its network take or refuse the wrong post.

const t = useTestSandbox();
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

type Door = 'REST' | 'MCP' | 'GraphQL';
interface Answer {
	ok: boolean;
	/** The answer as text, to look for the field a refusal names. */
	text: string;
}

/** Sends a /post body through a door (MCP with its options names). */
async function send(door: Door, body: Record<string, unknown>): Promise<Answer> {
	if (door === 'REST') {
		const res = await t.api('POST', '/api/post', { body });
		return { ok: res.status === 200, text: JSON.stringify(res.body) };
	}
	if (door === 'MCP') {
		const args = { ...body };
		for (const [field, name] of Object.entries(MCP_OPTION_NAMES))
			if (args[field] !== undefined) {
				args[name] = args[field];
				delete args[field];
			}
		const answer = await mcp.tool('create_post', args);
		return { ok: !answer.isError, text: JSON.stringify(answer.body) };
	}
	const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
		'mutation($input: JSON!) { createPost(input: $input) }',
		{ input: body },
	);
	return {
		ok: errors === undefined && data?.createPost != null,
		text: JSON.stringify(errors ?? data),
	};
}

/** The options a post to the network needs: its title, its required option. */
function neededOptions(network: Network): Record<string, unknown> {
	const rule = NETWORK_RULES[network];
	const { optionsField, options } = networkEntry(network);
	const needed: Record<string, unknown> = {};
	if (rule.title) needed[rule.title.field.split('.')[1]] = 'A title';
	if (options?.required) needed[options.required.key] = 'test';
	return Object.keys(needed).length > 0 ? { [optionsField]: needed } : {};
}

/** The most media the network takes in one post: images, or its one video. */
function mostMedia(network: Network, door: Door): string[] {
	const rule = NETWORK_RULES[network];
	if (rule.requiresSingleVideo) return [`${VIDEO}?door=${door}`];
	return Array.from({ length: rule.maxMedia }, (_, i) => `${IMAGE}?door=${door}&n=${i}`);
}

/**
 * The networks taking several images or one video, never both (the media rules of
 * https://www.ayrshare.com/docs/apis/post/social-networks/overview): Bluesky, up to 4 images or one video.
 * Written here, not read from the entries, so an entry forgetting `videoGoesAlone` fails this file.
 */
const VIDEO_ALONE: readonly Network[] = ['bluesky'];
/** The words of the refusal (validation/networkIssues.ts), told apart from other media refusals. */
const VIDEO_ALONE_REASON = 'one video alone';

it('marks a video going alone on exactly the entries of VIDEO_ALONE', () => {
	const marked = NETWORK_IDS.filter((network) => NETWORK_RULES[network].videoGoesAlone === true);
	expect(marked).toEqual([...VIDEO_ALONE]);
});

const DOORS: Door[] = ['REST', 'MCP', 'GraphQL'];
const cases = NETWORK_IDS.flatMap((network) =>
	DOORS.filter((door) => door !== 'MCP' || mcpValues('postNetworks').includes(network)).map(
		(door): [Network, Door] => [network, door],
	),
);

describe.each(cases)('%s through %s', (network, door) => {
	const rule = NETWORK_RULES[network];
	const { optionsField, options } = networkEntry(network);
	const base = () => ({
		platforms: [network],
		mediaUrls: mostMedia(network, door),
		...neededOptions(network),
	});
	// A letter per door keeps the three posts from being one another's duplicates.
	const letter = { REST: 'r', MCP: 'm', GraphQL: 'g' }[door];

	it('takes a post at its limits: the most media, the longest text, its required option', async () => {
		const answer = await send(door, { ...base(), post: letter.repeat(rule.maxLength) });
		expect(answer).toMatchObject({ ok: true });
	});

	it('refuses one medium more than it takes, naming mediaUrls', async () => {
		const media = [...mostMedia(network, door), `${IMAGE}?door=${door}&n=extra`];
		const answer = await send(door, { ...base(), post: 'One too many', mediaUrls: media });
		expect(answer.ok).toBe(false);
		expect(answer.text).toContain('mediaUrls');
	});

	it('refuses a text one longer than it takes, unless it cuts texts', async () => {
		const answer = await send(door, { ...base(), post: letter.repeat(rule.maxLength + 1) });
		expect(answer.ok).toBe(rule.truncates);
		if (!rule.truncates) expect(answer.text).toContain('post');
	});

	// A video beside an image: refused (naming mediaUrls) where the network takes a video only alone,
	// not refused for that reason elsewhere. Expected from VIDEO_ALONE, not the entry, so an entry
	// losing (or gaining) `videoGoesAlone` fails here.
	// Only where a post takes more than one medium (elsewhere the media limit refuses it first); a
	// case that does not apply is not written, so nothing is reported skipped.
	const takesSeveral = rule.maxMedia > 1 && !rule.requiresSingleVideo;
	const alone = VIDEO_ALONE.includes(network);
	if (takesSeveral)
		it(`${alone ? 'refuses' : 'does not refuse'} a video beside an image for a video going alone`, async () => {
			const media = [`${IMAGE}?door=${door}&mix`, `${VIDEO}?door=${door}&mix`];
			const answer = await send(door, { ...base(), post: `Video ${letter}`, mediaUrls: media });
			if (alone) {
				expect(answer.ok).toBe(false);
				expect(answer.text).toContain('mediaUrls');
			}
			expect(answer.text.includes(VIDEO_ALONE_REASON)).toBe(alone);
		});

	it('refuses a post without its required option, naming it', async () => {
		if (!options?.required) return;
		const body: Record<string, unknown> = { ...base(), post: 'No option' };
		delete body[optionsField];
		const answer = await send(door, body);
		expect(answer.ok).toBe(false);
		expect(answer.text).toContain(`${optionsField}.${options.required.key}`);
	});
});
