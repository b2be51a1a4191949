import type { INodeParameters } from 'n8n-workflow';

import type { SocialPublishingType } from '../../nodes/SocialPublishing/actions/resources';
import { startSandbox, type Plan, type RunningSandbox } from '../../src/sandbox';
import type { SandboxOptions } from '../../src/sandbox';
import { runWorkflow, type RunOptions, type WorkflowRun } from './n8nHarness';
import { chainWorkflow, type Step } from './workflowBuilder';
import { X_APP_CREDENTIAL_FIELDS, X_APP_HEADERS } from './sandboxXApp';

/** A Social Publishing step of any resource. */
export function spStep(
	name: string,
	resource: SocialPublishingType['resource'],
	operation: string,
	parameters: INodeParameters = {},
	extra: Partial<Step> = {},
): Step {
	return { name, parameters: { resource, operation, ...parameters }, ...extra };
}

export interface SandboxFixture {
	sandbox: RunningSandbox;
	/** Credential data for the harness, optionally pointing at another base URL (a proxy). */
	credentials(baseUrl?: string, profileKey?: string): RunOptions['credentials'];
	/** Runs Manual Trigger → steps against the sandbox. */
	run(
		steps: Step[],
		options?: Partial<RunOptions> & { baseUrl?: string; timezone?: string },
	): Promise<WorkflowRun>;
	/** Calls the sandbox directly (for admin set-up), as the primary profile unless a key is given. */
	api(method: string, path: string, body?: unknown, profileKey?: string): Promise<any>;
}

export interface SandboxFixtureOptions {
	/** The account's plan (default: the sandbox's own, Business). */
	plan?: Plan;
	/** The sandbox's rate limit (default: off, as startSandbox's). */
	rateLimit?: SandboxOptions['rateLimit'];
	/** The sandbox's monthly post quota per profile (default: the plan's). */
	monthlyPostQuota?: SandboxOptions['monthlyPostQuota'];
	/** Receives the sandbox's request log (quiet without it). */
	log?: (line: string) => void;
	/** The sandbox's clock (default: the real one). */
	now?: SandboxOptions['now'];
}

/** Starts a fresh sandbox for a test file and stops it afterwards. */
export function useSandbox(options: SandboxFixtureOptions = {}): SandboxFixture {
	const fixture = {} as SandboxFixture;
	beforeAll(async () => {
		fixture.sandbox = await startSandbox({
			port: 0,
			quiet: options.log === undefined,
			log: options.log,
			schedulerIntervalMs: 100,
			plan: options.plan,
			rateLimit: options.rateLimit,
			monthlyPostQuota: options.monthlyPostQuota,
			now: options.now,
		});
	});
	afterAll(async () => {
		await fixture.sandbox?.close();
	});
	fixture.credentials = (baseUrl, profileKey) => ({
		socialPublishingApi: {
			apiKey: fixture.sandbox.apiKey,
			baseUrl: baseUrl ?? fixture.sandbox.baseUrl,
			...X_APP_CREDENTIAL_FIELDS,
		},
		...(profileKey ? { socialPublishingProfileApi: { profileKey, label: 'test profile' } } : {}),
	});
	fixture.run = async (steps, options = {}) => {
		const workflow = chainWorkflow(steps);
		if (options.timezone) workflow.settings = { ...workflow.settings, timezone: options.timezone };
		return await runWorkflow(workflow, {
			credentials: options.credentials ?? fixture.credentials(options.baseUrl),
			input: options.input,
			executionId: options.executionId,
			onStarted: options.onStarted,
		});
	};
	fixture.api = async (method, path, body, profileKey) => {
		const headers: Record<string, string> = {
			authorization: `Bearer ${fixture.sandbox.apiKey}`,
			...X_APP_HEADERS,
		};
		if (body !== undefined) headers['content-type'] = 'application/json';
		if (profileKey) headers['profile-key'] = profileKey;
		const response = await fetch(`${fixture.sandbox.baseUrl}${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return await response.json();
	};
	return fixture;
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(
	check: () => Promise<T | undefined>,
	what: string,
	timeoutMs = 10_000,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 150));
	}
}
