/**
 * `POST /profiles`'s documented linking-page fields (docs: apis/profiles/create-profile; the MCP
 * repo's create_profile): kept with the profile, listed by GET /profiles, shown by the linking
 * page its generateJWT URL opens; team needs email.
 */
import { generateKeyPairSync } from 'node:crypto';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
	.privateKey.export({ type: 'pkcs8', format: 'pem' })
	.toString();

async function linkingPageOf(profileKey: string) {
	const jwt = await t.api('POST', '/api/profiles/generateJWT', {
		body: { domain: 'acme', privateKey, profileKey },
	});
	return (await (await fetch(jwt.body.url)).json()) as Record<string, unknown>;
}

describe('POST /profiles linking-page fields', () => {
	it('are kept, listed, and change the linking page', async () => {
		const made = await t.api('POST', '/api/profiles', {
			body: {
				title: 'Chrome Co',
				topHeader: 'Connect Chrome Co',
				subHeader: 'Pick your networks',
				hideLogo: true,
				disableSocial: ['tiktok', 'reddit'],
				tags: ['vip'],
			},
		});
		expect(made.status).toBe(200);
		const listed = await t.api('GET', '/api/profiles', { query: { title: 'Chrome Co' } });
		expect(listed.body.profiles[0]).toMatchObject({
			topHeader: 'Connect Chrome Co',
			disableSocial: ['tiktok', 'reddit'],
			tags: ['vip'],
		});
		const page = await linkingPageOf(made.body.profileKey);
		expect(page).toMatchObject({
			topHeader: 'Connect Chrome Co',
			subHeader: 'Pick your networks',
			logo: false,
		});
		expect(page.networks).not.toContain('tiktok');
		expect(page.networks).not.toContain('reddit');
		expect(page.networks).toContain('facebook');
	});

	it('without them the page has the default header and every network; hideTopHeader hides it', async () => {
		const plain = await t.api('POST', '/api/profiles', { body: { title: 'Plain Co' } });
		expect(await linkingPageOf(plain.body.profileKey)).toMatchObject({
			topHeader: 'Social Accounts for Plain Co',
			logo: true,
		});
		const hidden = await t.api('POST', '/api/profiles', {
			body: { title: 'Hidden Co', hideTopHeader: true },
		});
		expect(await linkingPageOf(hidden.body.profileKey)).not.toHaveProperty('topHeader');
	});

	it('team without email is refused naming email; bad values name their field', async () => {
		const team = await t.api('POST', '/api/profiles', { body: { title: 'Team Co', team: true } });
		expect(team.status).toBe(400);
		expect(JSON.stringify(team.body)).toContain('email');
		const bad = await t.api('POST', '/api/profiles', {
			body: { title: 'Bad Co', disableSocial: ['myspace'], hideLogo: 'yes' },
		});
		expect(bad.status).toBe(400);
		for (const field of ['disableSocial', 'hideLogo'])
			expect(JSON.stringify(bad.body)).toContain(field);
	});

	it('create_profile takes them through MCP', async () => {
		const mcp = await connectMcp(t.sandbox);
		try {
			const made = await mcp.tool('create_profile', {
				title: 'MCP Chrome',
				subHeader: 'Hello',
				tags: ['a'],
			});
			expect(made.isError).toBe(false);
			const listed = await t.api('GET', '/api/profiles', { query: { title: 'MCP Chrome' } });
			expect(listed.body.profiles[0]).toMatchObject({ subHeader: 'Hello', tags: ['a'] });
		} finally {
			await mcp.close();
		}
	});
});
