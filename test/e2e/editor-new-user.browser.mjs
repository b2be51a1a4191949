#!/usr/bin/env node
// Issue 23, point 1, in headless Chromium against the running n8n of scripts/e2e.sh: a user with
// no credential yet (a member the owner invites: none of their own, none shared) adds the action
// node from the panel. The editor then asks for the Networks options with no credential, every
// time (with a credential at hand it fills it in first and the case only shows by a race), and the
// list must hold every network with no error. Creating the credential in the panel, as such a user
// does next, must refresh the list with the profile's linked networks first.
//
//   node test/e2e/editor-new-user.browser.mjs
//
// Environment: as test/e2e/editor.browser.mjs (SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
// SP_E2E_ARTIFACTS; SP_CHROMIUM), plus SP_SANDBOX_URL and SP_E2E_API_KEY for the new credential.
// Screenshots: <artifacts>/editor-new-user-*.png. Prints "editor-new-user: N passed, ...".

import { join } from 'node:path';

import { runEditorLeg } from './lib/editor-browser.mjs';
import { N8nRest, env } from './lib/n8n-rest.mjs';

const API_KEY = env('SP_E2E_API_KEY');
const SANDBOX_URL = env('SP_SANDBOX_URL');
const SANDBOX_SITE = SANDBOX_URL.replace(/\/api\/?$/, '');
/** The RSS example's name, as the examples list shows it. */
const RSS_EXAMPLE = 'RSS article to an AI-written post at the next free slot';

/**
 * A member invited by the owner who has just accepted (n8n hands out the invitation link when no
 * mail is set up). Their password contains the owner's, so the leg's scrub hides it too.
 */
async function newMember({ n8nUrl, owner, scrub }) {
	const rest = new N8nRest({ url: n8nUrl, owner, scrub });
	await rest.ownerSession();
	const user = {
		email: `new-user-${Date.now().toString(36)}@e2e.local`,
		password: `${owner.password}-new`,
	};
	const [invited] = await rest.json('POST', '/rest/invitations', [
		{ email: user.email, role: 'global:member' },
	]);
	const token = new URL(invited.user.inviteAcceptUrl).searchParams.get('token');
	await rest.json('POST', '/rest/invitations/accept', {
		token,
		firstName: 'New',
		lastName: 'User',
		password: user.password,
	});
	return user;
}

const options = { failureShot: () => 'editor-new-user-failure.png', secrets: [API_KEY] };

runEditorLeg('editor-new-user', options, async (leg) => {
	const { page, check, ui, artifacts } = leg;
	const shot = (name) => page.screenshot({ path: join(artifacts, `editor-new-user-${name}.png`) });
	// Every Networks options request the editor sends, and whether it carried a credential.
	const networkRequests = [];
	page.on('request', (request) => {
		if (!request.url().includes('/rest/dynamic-node-parameters/options')) return;
		const body = request.postDataJSON();
		if (body?.methodName === 'getLinkedPlatforms')
			networkRequests.push({ credential: Boolean(body.credentials?.socialPublishingApi) });
	});
	let workflowId;

	await check('a new user (a member the owner invites) signs in', async () => {
		const user = await newMember(leg);
		// n8n answers a member's options requests for a workflow never saved with 404.
		const rest = new N8nRest({ url: leg.n8nUrl, owner: user, scrub: leg.scrub });
		await rest.ownerSession(); // signs in: the instance has its owner
		const workflow = await rest.json('POST', '/rest/workflows', {
			name: 'A first workflow',
			nodes: [],
			connections: {},
			settings: {},
		});
		workflowId = workflow.id;
		return await ui.signIn(user);
	});

	await check(
		'the new user adds the action node from the panel: no credential set, n8n offers to connect one',
		async () => {
			await ui.addFromPanel('Social Publishing', /^\s*Publish a post\s*$/, workflowId);
			await page.getByText('Connect to Social Publishing').first().waitFor();
		},
	);

	await check(
		'with no credential the editor asks for the Networks, and the list holds every network with no error',
		async () => {
			const shown = await ui.networkOptions();
			await shot('networks');
			await page.keyboard.press('Escape');
			const problems = [];
			if (!networkRequests.some((r) => !r.credential))
				problems.push('the editor sent no Networks request without a credential');
			const errors = shown.filter((t) => /could not be read|credentials set/i.test(t));
			if (errors.length) problems.push(`Networks shows an error: ${errors[0]}`);
			if (shown.length < 11) problems.push(`Networks lists ${shown.length} networks`);
			if (problems.length) throw new Error(problems.join('; '));
			return `Networks: ${shown.slice(0, 3).join(' | ')} ... (${shown.length})`;
		},
		{ needs: false },
	);

	await check(
		'the new user creates the credential in the panel: the Networks list refreshes, linked networks first',
		async () => {
			await page.getByText('Connect to Social Publishing').first().click();
			const dialog = page.getByTestId('credential-edit-dialog');
			const field = (label) =>
				dialog
					.getByTestId('credential-connection-parameter')
					.filter({ hasText: label })
					.first()
					.locator('input')
					.first();
			await field('API Key').fill(API_KEY);
			await field('Base URL').fill(SANDBOX_URL);
			await page.getByTestId('credential-save-button').filter({ visible: true }).first().click();
			await dialog.waitFor({ state: 'hidden' });
			await page.getByTestId('node-credentials-select').first().waitFor();
			const shown = await ui.networkOptions();
			await shot('linked');
			await page.keyboard.press('Escape');
			if (!/Linked: /.test(shown[1] ?? ''))
				throw new Error(`the second option is "${shown[1]}", not a linked network`);
			return `Networks: ${shown.slice(0, 3).join(' | ')} ...`;
		},
	);

	// The RSS example as a newcomer runs it (issue 31): signed in as the owner of npm start, from the
	// examples list, Execute workflow, then the sandbox page's two buttons; the post lands at a slot.
	await check(
		'the RSS example from the examples list: Execute workflow, "Publish a new article" and "Read the feeds now" on the sandbox page, the post is queued at a "blogposts" slot',
		async () => {
			await leg.context.clearCookies();
			const landed = await ui.signIn(leg.owner);
			await page
				.getByText(/^\s*Overview\s*$/)
				.first()
				.click();
			const listed = page.getByText(RSS_EXAMPLE, { exact: true }).first();
			await listed.waitFor();
			await shot('examples-list');
			await listed.click();
			await page.waitForURL(/\/workflow\//);
			await page.getByTestId('execute-workflow-button').first().click();
			await page
				.getByText(/Waiting for trigger event|Listening/i)
				.first()
				.waitFor();
			await shot('rss-listening');

			const sandboxPage = await leg.context.newPage();
			let notice;
			try {
				await sandboxPage.goto(`${SANDBOX_SITE}/account`);
				await sandboxPage.getByRole('button', { name: 'Publish a new article' }).click();
				await sandboxPage.waitForURL(/done=article/);
				await sandboxPage.getByRole('button', { name: 'Read the feeds now' }).click();
				await sandboxPage.waitForURL(/done=feeds-/);
				notice = (await sandboxPage.locator('.notice-success').innerText()).trim();
				await sandboxPage.screenshot({
					path: join(artifacts, 'editor-new-user-rss-sandbox-page.png'),
				});
			} finally {
				await sandboxPage.close();
			}
			if (!/Read \d+ feeds?; 1 new article went to the feed webhook \S+webhook-test\//.test(notice))
				throw new Error(`"Read the feeds now" says: ${notice}`);
			await page.bringToFront();
			const feed = await (await fetch(`${SANDBOX_SITE}/demo/feeds/blog.rss`)).text();
			const newest = /<link>([^<]+\/demo\/articles\/blog\/\d+)<\/link>/.exec(feed)?.[1];
			const queued = await waitForQueuedPost(newest);
			await page
				.getByText(/successfully|Workflow executed/i)
				.first()
				.waitFor({ timeout: 30_000 })
				.catch(() => {});
			await shot('rss-executed');
			return `${landed}; the page said "${notice}"; post ${queued.id} queued at ${queued.scheduleDate}`;
		},
		{ needs: false },
	);
});

/** The post the RSS example queued for `articleLink`: scheduled at a 09:00Z or 17:00Z slot of "blogposts". */
async function waitForQueuedPost(articleLink) {
	const deadline = Date.now() + 60_000;
	for (;;) {
		const response = await fetch(`${SANDBOX_URL}/history?lastRecords=20`, {
			headers: { Authorization: `Bearer ${API_KEY}` },
		});
		const listed = await response.json();
		const posts = Array.isArray(listed) ? listed : (listed.history ?? listed.posts ?? []);
		const queued = posts.find(
			(p) => ['pending', 'scheduled'].includes(p.status) && (p.post ?? '').includes(articleLink),
		);
		if (queued) {
			const at = new Date(queued.scheduleDate).toISOString().slice(11, 16);
			if (at !== '09:00' && at !== '17:00')
				throw new Error(
					`the post is scheduled at ${queued.scheduleDate}, not at a "blogposts" slot`,
				);
			return queued;
		}
		if (Date.now() > deadline)
			throw new Error('no post was queued within 60 s of reading the feeds');
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
}
