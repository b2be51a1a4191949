/**
 * The sandbox page's "Make a trigger event happen" buttons (Account view): each does what the
 * service does, so the webhooks a Social Publishing Trigger subscribes get the event, as they do
 * for an API call. Posted as the page's forms are (form-encoded, from 127.0.0.1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { hooksFor, useEventSandbox, scheduledPost } from '../helpers/eventSandbox';
import { waitFor } from '../helpers/testSandbox';
import { submitPageForm } from '../helpers/pageForms';

const env = useEventSandbox();

const submit = (path: string, fields: Record<string, string>) =>
	submitPageForm(env.t, path, fields);

describe('the Account view lists the buttons', () => {
	it('with the profile and network to act on', async () => {
		const page = await fetch(`${env.t.sandbox.url}/account`).then((r) => r.text());
		expect(page).toContain('Make a trigger event happen');
		for (const action of [
			'/page/feeds/poll',
			'/page/feeds/demo-article',
			'/page/posts/fail-next',
			'/page/accounts/unlink',
			'/page/accounts/link',
		])
			expect(page).toContain(action);
	});
});

describe("the demo feed's buttons (issue 38: they sat 2,300 px down, in the reverse order)", () => {
	it("come first on the Account view, in the README's order", async () => {
		const page = await fetch(`${env.t.sandbox.url}/account`).then((r) => r.text());
		const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
		const steps = ['Publish a new article', 'Read the feeds now'];
		// The README's first steps name them in this order.
		expect(readme).toContain(`**${steps[0]}** and **${steps[1]}**`);
		const button = (name: string) => page.indexOf(`<button type="submit">${name}</button>`);
		const [publish, read] = steps.map(button);
		expect(publish).toBeGreaterThan(0);
		expect(read).toBeGreaterThan(publish);
		// Before everything else of the view: plan, profiles, link clicks, MCP, the other buttons.
		const main = page.indexOf('<main');
		for (const later of ['id="plan"', 'id="profiles"', 'id="links"', 'id="trigger-events"'])
			expect([later, page.indexOf(later) > read]).toEqual([later, true]);
		// Nothing but the view's header sits between the top of the view and the first button.
		const before = page.slice(main, publish).replace(/<[^>]*>/g, ' ');
		expect(before.split(/\s+/).filter(Boolean).length).toBeLessThan(80);
	});
});

describe('each button makes its event happen', () => {
	it('Unlink, then Link: the social webhook gets Account Unlinked, then Account Linked', async () => {
		const unlinked = await submit('/page/accounts/unlink', {
			profile: env.refId,
			platform: 'linkedin',
			returnTo: '/account',
		});
		expect(unlinked).toEqual({ status: 303, location: '/account?done=unlinked' });
		const linked = await submit('/page/accounts/link', {
			profile: env.refId,
			platform: 'linkedin',
		});
		expect(linked).toEqual({ status: 303, location: '/account?done=linked' });
		const events = await waitFor(async () => {
			const social = hooksFor(env.receiver, 'social');
			return social.length >= 2 ? social : undefined;
		});
		expect(events.map((e) => [e.type, e.platform, e.refId])).toEqual([
			['unlink', 'linkedin', env.refId],
			['link', 'linkedin', env.refId],
		]);
	});

	it('Fail the next post: the next scheduled post there fails (the scheduled webhook says error)', async () => {
		const planted = await submit('/page/posts/fail-next', {
			profile: env.refId,
			platform: 'twitter',
		});
		expect(planted).toEqual({ status: 303, location: '/account?done=fault' });
		const id = await scheduledPost(env.t, env.clock, env.pk, ['twitter']);
		const delivered = await waitFor(async () =>
			hooksFor(env.receiver, 'scheduled').find((e) => e.id === id),
		);
		expect(delivered).toMatchObject({ status: 'error', errors: [{ platform: 'twitter' }] });
	});

	it('an unknown network is refused (400) and nothing happens', async () => {
		const refused = await submit('/page/accounts/unlink', {
			profile: env.refId,
			platform: 'myspace',
		});
		expect(refused.status).toBe(400);
		expect(hooksFor(env.receiver, 'social')).toEqual([]);
	});

	it('Read the feeds now answers with the poll done', async () => {
		expect(await submit('/page/feeds/poll', {})).toEqual({
			status: 303,
			location: expect.stringMatching(/^\/account\?done=feeds-\w+$/),
		});
	});
});
