/**
 * `POST /profiles/generateJWT`'s documented page options (docs: apis/profiles/generate-jwt):
 * allowedSocial, redirect and logout change the linking page the URL opens, at REST and MCP.
 */
import { generateKeyPairSync } from 'node:crypto';
import { NETWORK_IDS } from '../../src/engine/networks';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
	.privateKey.export({ type: 'pkcs8', format: 'pem' })
	.toString();

async function linkingPage(body: Record<string, unknown>) {
	const res = await t.api('POST', '/api/profiles/generateJWT', {
		body: { domain: 'acme', privateKey, profileKey: t.profileKey('Acme Bakery'), ...body },
	});
	expect(res.status).toBe(200);
	const page = await fetch(res.body.url);
	expect(page.status).toBe(200);
	return (await page.json()) as Record<string, unknown>;
}

describe('generateJWT page options', () => {
	it('allowedSocial limits the networks the page offers; without it every network', async () => {
		expect((await linkingPage({})).networks).toEqual([...NETWORK_IDS]);
		expect((await linkingPage({ allowedSocial: ['facebook', 'tiktok'] })).networks).toEqual([
			'facebook',
			'tiktok',
		]);
	});

	it('redirect is the page\'s "Done" target; logout ends the session first', async () => {
		const page = await linkingPage({ redirect: 'https://acme.example/done', logout: true });
		expect(page).toMatchObject({ redirect: 'https://acme.example/done', loggedOut: true });
		const plain = await linkingPage({ verify: true });
		expect(plain).not.toHaveProperty('redirect');
		expect(plain).not.toHaveProperty('loggedOut');
	});

	it('refuses a network that is not one, a redirect that is not a URL, an email without to', async () => {
		const res = await t.api('POST', '/api/profiles/generateJWT', {
			body: {
				domain: 'acme',
				privateKey,
				profileKey: t.profileKey('Acme Bakery'),
				allowedSocial: ['myspace'],
				redirect: 'somewhere',
				email: { company: 'Acme' },
			},
		});
		expect(res.status).toBe(400);
		const text = JSON.stringify(res.body);
		for (const field of ['allowedSocial', 'redirect', 'email.to']) expect(text).toContain(field);
		expect(text).not.toContain('BEGIN PRIVATE KEY');
	});

	it('the MCP tool passes allowedSocial and logout to the same page', async () => {
		const mcp = await connectMcp(t.sandbox);
		try {
			const link = await mcp.tool('generate_jwt_social_linking_url', {
				profileKey: t.profileKey('Acme Books'),
				allowedSocial: ['linkedin'],
				logout: true,
			});
			expect(link.isError).toBe(false);
			const page = (await (await fetch(link.body.url)).json()) as Record<string, unknown>;
			expect(page).toMatchObject({ title: 'Acme Books', networks: ['linkedin'], loggedOut: true });
		} finally {
			await mcp.close();
		}
	});
});
