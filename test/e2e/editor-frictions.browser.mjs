#!/usr/bin/env node
// What a new user met in the editor (issue 45's walk-through), in headless Chromium against the
// running n8n of scripts/e2e.sh, each as the user meets it:
//   - Profile › Unlink Network warns that unlinking disconnects the account and has no default network;
//   - Ad › Boost warns about money, its End Date is filled in, its Post ID says which networks' posts;
//   - one name for the network field: "Network..." in Boost, Unlink Network and Explain Error;
//   - User › Explain Error, run from its panel, names the node's operation (Post › Retry for 272),
//     not the MCP repository;
//   - the GraphQL example, opened as imported, shows no issue on its Variables field;
//   - the service-MCP example's tools tried without a model: the MCP Client Tool's test form runs
//     nothing in n8n 2.41.1 (its form names the tool get_post, its toolkit Service_MCP_server_get_post),
//     n8n's MCP Client node runs get_post and list_profiles.
//
//   node test/e2e/editor-frictions.browser.mjs
//
// Environment: as test/e2e/editor.browser.mjs (SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
// SP_E2E_ARTIFACTS; SP_CHROMIUM). Screenshots: <artifacts>/frictions-*.png. Prints
// "editor-frictions: N passed, ...".

import { join } from 'node:path';

import { runEditorLeg } from './lib/editor-browser.mjs';
import {
	runToolTestForm,
	runExampleNode,
	runWithMcpClientNode,
	NO_MODEL_NODE,
	serviceMcpExample,
} from './lib/mcp-tool-editor.mjs';
import { N8nRest, env, sandboxClient } from './lib/n8n-rest.mjs';

const ACTION = 'Social Publishing';
/** The GraphQL example's name and node, as workflows/graphql-week-in-one-request.json has them. */
const GRAPHQL_EXAMPLE = 'The week in one GraphQL request';
const GRAPHQL_NODE = 'Week in one request';

const failureShot = (name) => `frictions-failure-${name.replace(/\W+/g, '-').slice(0, 40)}.png`;

runEditorLeg(
	'editor-frictions',
	{ failureShot },
	async ({ page, check, ui, owner, n8nUrl, scrub, artifacts }) => {
		const { ndv, addFromPanel } = ui;
		const rest = new N8nRest({ url: n8nUrl, owner, scrub });
		const shots = [];
		const shot = async (name) => {
			const file = join(artifacts, `frictions-${name}.png`);
			await page.screenshot({ path: file });
			shots.push(file);
		};
		/** The open panel's parameter labels, as n8n shows them. */
		const labels = async () =>
			(await ndv().locator('label').allInnerTexts())
				.map((t) => t.replace(/\s+/g, ' ').trim())
				.filter(Boolean);

		await check('sign in as the owner', async () => await ui.signIn(owner));

		await check(
			'Profile › Unlink Network: a warning, no network chosen until the user picks one, the field named "Network..."',
			async () => {
				await addFromPanel(ACTION, /^\s*Unlink a network\s*$/);
				const panel = ndv();
				await panel
					.getByText(/Unlinking disconnects the account/)
					.first()
					.waitFor();
				const network = page.getByTestId('parameter-input-platform');
				await network.waitFor();
				// The list loads the profile's linked networks first; read the field once it has.
				const input = network.locator('input').first();
				let chosen = await input.inputValue();
				for (let i = 0; i < 40 && /Loading/.test(chosen); i++) {
					await page.waitForTimeout(250);
					chosen = await input.inputValue();
				}
				await shot('unlink-network');
				const problems = [];
				if (chosen.trim()) problems.push(`a network is chosen already: ${chosen}`);
				const shown = await labels();
				if (!shown.some((l) => /^Network\b/.test(l)))
					problems.push(`no "Network" field among ${shown.join(', ')}`);
				if (problems.length) throw new Error(problems.join('; '));
				return `labels: ${shown.join(', ')}`;
			},
			{ needs: false },
		);

		await check(
			'Ad › Boost: the money notice, End Date filled in, Post ID names Facebook or Instagram, the field named "Network"',
			async () => {
				await addFromPanel(ACTION, /^\s*Boost a post\s*$/);
				const panel = ndv();
				await panel
					.getByText(/Boosting creates a paid ad/)
					.first()
					.waitFor();
				// End Date's default is an expression; n8n shows the date it gives under it.
				const panelText = await panel.innerText();
				const endDate = /End Date[\s\S]*?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(panelText)?.[1];
				await shot('boost');
				const problems = [];
				if (!endDate) problems.push('End Date shows no date');
				const shown = await labels();
				if (!shown.some((l) => /^Network\b(?! Name)/.test(l)))
					problems.push(`no "Network" field among ${shown.join(', ')}`);
				// The field's description shows as its tooltip: read it from the node's own text on the page.
				const postId = panel
					.locator('label')
					.filter({ hasText: /^\s*Post ID\b/ })
					.first();
				await postId.hover();
				// n8n shows a label's description behind an info mark that appears on hover.
				await postId.locator('svg[data-icon="circle-help"]').first().hover({ force: true });
				const tip = page.getByText(/ID of a post published on (Facebook|Instagram)/);
				const tipShown = await tip
					.first()
					.waitFor({ timeout: 5000 })
					.then(() => true)
					.catch(() => false);
				if (!tipShown)
					problems.push(
						`Post ID does not say which networks its post must be on (label: ${(await postId.evaluate((e) => e.outerHTML)).slice(0, 600)})`,
					);
				if (problems.length) throw new Error(problems.join('; '));
				return `End Date ${endDate}; labels: ${shown.slice(0, 4).join(', ')} ...`;
			},
			{ needs: false },
		);

		await check(
			'User › Explain Error, run from its panel: the fix for 272 names Post › Retry, not the MCP repository',
			async () => {
				await addFromPanel(ACTION, /^\s*Explain an error code\s*$/);
				const code = page.getByTestId('parameter-input-errorCode').locator('input').first();
				await code.fill('272');
				await page.keyboard.press('Tab');
				const shown = await labels();
				await ndv().getByTestId('node-execute-button').first().click();
				// The output as JSON (the table hides long columns): n8n's output tabs are the last "JSON" on the page.
				await page.getByText('1 item').first().waitFor();
				await page.getByText('JSON', { exact: true }).last().click();
				await page
					.getByText(/Post › Retry/)
					.first()
					.waitFor();
				const text = (await ndv().innerText()).replace(/\s+/g, ' ');
				await shot('explain-error');
				const problems = [];
				if (/ayrshare-mcp/.test(text)) problems.push('the output names the MCP repository');
				if (!shown.some((l) => /^Network\b(?! Name)/.test(l)))
					problems.push(`no "Network" field among ${shown.join(', ')}`);
				if (problems.length) throw new Error(problems.join('; '));
				return text.slice(0, 160);
			},
			{ needs: false },
		);

		await check(
			'the GraphQL example, opened as imported, shows no issue on Variables',
			async () => {
				const example = await rest.workflowNamed(GRAPHQL_EXAMPLE);
				await ui.openNode(example.id, GRAPHQL_NODE);
				await page.getByTestId('parameter-input-variables').first().waitFor();
				await page.waitForTimeout(1000); // n8n marks a parameter's issues once the panel has settled
				await shot('graphql-example');
				// Invalid JSON shows as an issue mark on the field or as a lint mark in its editor.
				const lint = await page
					.getByTestId('parameter-input-variables')
					.locator('.cm-lintRange-error, .cm-lint-marker-error, .cm-diagnostic-error')
					.count();
				if (lint) throw new Error(`Variables shows ${lint} lint error mark(s)`);
				const issues = await ndv().getByTestId('parameter-issues').count();
				if (issues) {
					const where = await ndv()
						.getByTestId('parameter-issues')
						.first()
						.locator('xpath=ancestor::*[@data-test-id][1]')
						.getAttribute('data-test-id');
					throw new Error(`${issues} parameter issue mark(s), the first in ${where}`);
				}
				return `${example.name}: no issue marks`;
			},
			{ needs: false },
		);

		const sandbox = sandboxClient({
			url: env('SP_SANDBOX_URL').replace(/\/$/, ''),
			apiKey: env('SP_E2E_API_KEY'),
			scrub,
		});
		const postText = 'A post a user looks up from the editor';
		const post = await sandbox('POST', '/post', { post: postText, platforms: ['linkedin'] }).catch(
			(error) => ({ error }),
		);
		const mcp = await serviceMcpExample(rest).catch((error) => ({ error }));
		const ready = () => {
			if (post.error) throw post.error;
			if (mcp.error) throw mcp.error;
		};

		await check(
			"the service-MCP example's MCP Client Tool test form: n8n 2.41.1 runs no tool (docs/ai-agents.md says so and what works)",
			async () => {
				ready();
				const run = await runToolTestForm({
					page,
					ui,
					workflowId: mcp.workflow.id,
					tool: 'get_post',
					fields: { id: post.id },
					shot,
				});
				// n8n's form marks every listed field required; tools/list requires only id.
				if (
					!run.labels.some((l) => /^id\b/.test(l)) ||
					!run.labels.some((l) => /^profileKey\b/.test(l))
				)
					throw new Error(`the form shows ${run.labels.join(', ')}, not id and profileKey`);
				if (run.output.includes(post.id))
					throw new Error(
						'n8n\'s tool test form now runs get_post: update docs/ai-agents.md\'s "No model?" note and this check',
					);
				if (!run.notice)
					throw new Error(`no "Node was not executed" notice; output: ${run.output.slice(0, 300)}`);
				return `form fields ${run.labels.join(', ')}; n8n: "Node was not executed"`;
			},
			{ needs: false },
		);

		await check(
			"the example's get_post through n8n's MCP Client node, with only its id: the output shows the post",
			async () => {
				ready();
				const output = await runWithMcpClientNode({
					page,
					ui,
					rest,
					mcpNode: mcp.node,
					tool: 'get_post',
					args: { id: post.id },
					shot,
				});
				if (!output.includes(post.id) || !output.includes(postText))
					throw new Error(`the output shows no post ${post.id}: ${output.slice(0, 400)}`);
				return output.slice(0, 160);
			},
			{ needs: false },
		);

		await check(
			'the example\'s own "List profiles (no model needed)" node, run from its panel: the output lists the profiles',
			async () => {
				ready();
				const output = await runExampleNode({
					page,
					ui,
					workflowId: mcp.workflow.id,
					nodeName: NO_MODEL_NODE,
					shot,
				});
				if (!/"profiles"/.test(output) || /Problem in node/.test(output))
					throw new Error(`the output lists no profiles: ${output.slice(0, 400)}`);
				return output.slice(0, 160);
			},
			{ needs: false },
		);

		console.log(`screenshots: ${shots.join(', ') || 'none'}`);
	},
);
