/**
 * Every relative link of the documentation resolves on GitHub (the file exists, the #anchor is a
 * heading of it by GitHub's slug rules), and so does every link the nodes and credentials give n8n
 * (their Docs links, the codex's documentation URLs) into this repository.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishingProfileApi } from '../../credentials/SocialPublishingProfileApi.credentials';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { ROOT, anchorsOf, brokenLink, docFiles, relativeLinks, slug } from './markdown';

const REPOSITORY = 'https://github.com/social-publishing/n8n-nodes-social-publishing';

describe("GitHub's anchors", () => {
	it('are the heading in lower case, punctuation dropped, spaces as hyphens, repeats numbered', () => {
		expect(slug('Your own X app keys (since 2026-03-31)')).toBe(
			'your-own-x-app-keys-since-2026-03-31',
		);
		expect(slug('Checking a post before publishing (`POST /validate/post`)')).toBe(
			'checking-a-post-before-publishing-post-validatepost',
		);
		expect(slug('Exactly once: what is posted once, what again')).toBe(
			'exactly-once-what-is-posted-once-what-again',
		);
		expect(slug("Today's paths, yesterday's still served")).toBe(
			'todays-paths-yesterdays-still-served',
		);
		expect([...anchorsOf('# A\n\n```bash\n# not a heading\n```\n## A\n')]).toEqual(['a', 'a-1']);
	});
});

describe('every relative link of the documentation', () => {
	const links = docFiles().flatMap(relativeLinks);

	it('is found (the pages link to each other)', () => {
		expect(links.length).toBeGreaterThan(50);
	});

	it('resolves to a file, and its #anchor to a heading of that file', () => {
		const broken = links
			.map((link) => [
				`${link.file}:${link.line} (${link.target})`,
				brokenLink(link.file, link.target),
			])
			.filter(([, problem]) => problem !== undefined)
			.map(([where, problem]) => `${where}: ${problem}`);
		expect(broken).toEqual([]);
	});
});

/** A link into this repository as n8n opens it: the README, or a file on a branch, with an anchor. */
function repositoryLink(url: string): string | undefined {
	if (!url.startsWith(REPOSITORY)) return `${url} is not a link into ${REPOSITORY}`;
	const rest = url.slice(REPOSITORY.length);
	const inFile = /^\/blob\/[^/]+\/([^#]+)(#.*)?$/.exec(rest);
	if (inFile) return brokenLink('README.md', `${inFile[1]}${inFile[2] ?? ''}`);
	if (rest.startsWith('#')) return brokenLink('README.md', rest);
	return rest === '' ? undefined : `${url}: not the README nor a file of the repository`;
}

describe('the Docs links of the nodes and credentials', () => {
	const codexUrls = readdirSync(join(ROOT, 'nodes', 'SocialPublishing'))
		.filter((name) => name.endsWith('.node.json'))
		.flatMap((name) => {
			const codex = JSON.parse(readFileSync(join(ROOT, 'nodes', 'SocialPublishing', name), 'utf8'));
			return Object.values(codex.resources ?? {}).flatMap((list) =>
				(list as { url: string }[]).map((r): [string, string | undefined] => [name, r.url]),
			);
		});

	it.each([
		['Social Publishing', new SocialPublishing().description.documentationUrl],
		['Social Publishing Trigger', new SocialPublishingTrigger().description.documentationUrl],
		[
			'Social Publishing Message Trigger',
			new SocialPublishingMessageTrigger().description.documentationUrl,
		],
		[
			'Social Publishing Slot Trigger',
			new SocialPublishingSlotTrigger().description.documentationUrl,
		],
		['Social Publishing API credential', new SocialPublishingApi().documentationUrl],
		['Social Publishing Profile Key credential', new SocialPublishingProfileApi().documentationUrl],
		...codexUrls,
	])('%s: %s lands on a section that exists', (_name, url) => {
		expect(url).toMatch(/#./);
		expect(repositoryLink(url ?? '')).toBeUndefined();
	});
});
