import { NodeHelpers, type INode } from 'n8n-workflow';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// The node's operations for documented paths it lacked: User › Get All Users (Batch), Profile ›
// Unlink Network, Message › Get Auto-Response, Media › Check URL and Get Metadata; run through
// n8n's workflow executor against the sandbox.
const sp = useSandbox();

describe('operations for documented paths', () => {
	it('User › Get All Users (Batch) answers the URL of a file with every profile', async () => {
		const run = await sp.run([spStep('Batch', 'user', 'getBatch')]);
		expect(run.errorOf('Batch')).toBeUndefined();
		const [batch] = run.outputOf('Batch');
		expect(batch).toMatchObject({ success: true, url: expect.stringContaining('/batch/users/') });
		const users = (await (await fetch(String(batch.url))).json()) as unknown[];
		expect(users).toHaveLength(sp.sandbox.profiles.length);
	});

	it('Profile › Unlink Network unlinks for the profile chosen by Act As, and again without error', async () => {
		const books = sp.sandbox.profiles.find((p) => p.title === 'Acme Books')!;
		const step = spStep('Unlink', 'profile', 'unlinkNetwork', {
			platform: 'tiktok',
			actAs: 'profileKey',
			profileKey: books.profileKey,
		});
		const run = await sp.run([step, { ...step, name: 'Unlink again' }]);
		expect(run.errorOf('Unlink')).toBeUndefined();
		expect(run.outputOf('Unlink')).toEqual([
			{ status: 'success', platform: 'tiktok', refId: books.refId },
		]);
		expect(run.outputOf('Unlink again')[0]).toMatchObject({ status: 'success', linked: false });
		const user = await sp.api('GET', '/user', undefined, books.profileKey);
		expect(user.activeSocialAccounts).not.toContain('tiktok');
		expect(JSON.stringify(run.outputOf('Unlink'))).not.toContain(books.profileKey);
	});

	it('Profile › Unlink Network with no network chosen unlinks nothing and names the field', async () => {
		const books = sp.sandbox.profiles.find((p) => p.title === 'Acme Books')!;
		const before = await sp.api('GET', '/user', undefined, books.profileKey);
		const parameters = {
			resource: 'profile',
			operation: 'unlinkNetwork',
			actAs: 'profileKey',
			profileKey: books.profileKey,
		};
		// No default network: n8n refuses to run the node until one is chosen (n8n 2.x names the field
		// in its message, n8n 1.x says only that the workflow has issues).
		await expect(
			sp.run([spStep('Unlink', 'profile', 'unlinkNetwork', parameters)]),
		).rejects.toThrow(/has issues/);
		// The issue n8n's editor shows on the field, in either major.
		const description = new SocialPublishing().description;
		const node: INode = {
			id: 'unlink',
			name: 'Unlink',
			type: description.name,
			typeVersion: 1,
			position: [0, 0],
			parameters:
				NodeHelpers.getNodeParameters(
					description.properties,
					parameters,
					true,
					false,
					null,
					description,
				) ?? {},
		};
		const issues = NodeHelpers.getNodeParametersIssues(description.properties, node, description);
		expect(issues?.parameters?.platform).toEqual([
			expect.stringMatching(/"Network Name or ID" is required/),
		]);
		const after = await sp.api('GET', '/user', undefined, books.profileKey);
		expect(after.activeSocialAccounts).toEqual(before.activeSocialAccounts);
	});

	it('Message › Get Auto-Response reads what Set Auto-Response set', async () => {
		const run = await sp.run([
			spStep('Set', 'message', 'setAutoResponse', { active: true, message: 'Back soon!' }),
			spStep('Get', 'message', 'getAutoResponse'),
		]);
		expect(run.errorOf('Get')).toBeUndefined();
		expect(run.outputOf('Get')[0]).toMatchObject({
			autoResponseActive: true,
			autoResponseMessage: 'Back soon!',
		});
	});

	it('Media › Check URL and Get Metadata tell of a file by its URL', async () => {
		const stored = await sp.api('POST', '/media/upload', { file: PNG, fileName: 'dot.png' });
		const run = await sp.run([
			spStep('Check', 'media', 'checkUrl', { mediaUrl: stored.url }),
			spStep('Meta', 'media', 'getMetadata', { mediaUrl: stored.url }),
			spStep('Missing', 'media', 'checkUrl', { mediaUrl: `${stored.url}.gone` }),
		]);
		expect(run.outputOf('Check')[0]).toMatchObject({ urlExists: true, contentType: 'image/png' });
		expect(run.outputOf('Meta')[0]).toMatchObject({ urlExists: true, width: 1, height: 1 });
		expect(run.outputOf('Missing')[0]).toMatchObject({ urlExists: false });
	});
});
