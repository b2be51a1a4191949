import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../src/sandbox/index';
import { X_APP_HEADERS } from './sandboxXApp';

export interface ApiResponse<T = any> {
	status: number;
	headers: Headers;
	body: T;
}

export interface CallOptions {
	body?: unknown;
	/** Raw body text, sent as is (for invalid JSON and size tests). */
	rawBody?: string;
	contentType?: string;
	profileKey?: string;
	/** Another API key; `null` sends no Authorization header at all. */
	apiKey?: string | null;
	headers?: Record<string, string>;
	/** false: without the X app key headers every call carries by default. */
	xAppKeys?: false;
	query?: Record<string, string | number | boolean | string[]>;
}

export interface TestSandbox {
	sandbox: RunningSandbox;
	/** Profile key by title: "Primary Profile", "Acme Bakery", "Acme Books". */
	profileKey(title: string): string;
	api<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
	close(): Promise<void>;
}

/** Starts a quiet sandbox (in memory unless `dataDir` is given) and a small JSON client bound to it. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
	const sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined, ...options });
	return {
		sandbox,
		profileKey(title) {
			const profile = sandbox.profiles.find((p) => p.title === title);
			if (!profile) throw new Error(`no profile titled ${title}`);
			return profile.profileKey;
		},
		api: (method, path, callOptions) => callApi(sandbox, method, path, callOptions),
		close: () => sandbox.close(),
	};
}

/**
 * A sandbox for the whole test file: started before its tests, closed after them; the object
 * answers for the running one from then on.
 */
export function useTestSandbox(options: SandboxOptions = {}): TestSandbox {
	let started: TestSandbox | undefined;
	beforeAll(async () => {
		started = await startTestSandbox(options);
	});
	afterAll(async () => {
		await started?.close();
	});
	const running = (): TestSandbox => {
		if (!started) throw new Error('the sandbox starts in beforeAll: use it inside a test');
		return started;
	};
	return {
		get sandbox() {
			return running().sandbox;
		},
		profileKey: (title) => running().profileKey(title),
		api: (method, path, callOptions) => running().api(method, path, callOptions),
		close: () => running().close(),
	};
}

/** Far enough ahead that a post scheduled for then is still pending when the tests end. */
export const FAR_FUTURE = '2099-06-01T12:00:00Z';

/** Reading a post and scheduling one (which must answer 200) through the file's sandbox. */
export function postCalls(sandboxOf: () => TestSandbox) {
	return {
		async getPost(id: string) {
			return (await sandboxOf().api('GET', `/api/post/${id}`)).body;
		},
		async schedule(post: string, scheduleDate = FAR_FUTURE, networks = ['twitter']) {
			const res = await sandboxOf().api('POST', '/api/post', {
				body: { post, platforms: networks, scheduleDate },
			});
			expect(res.status).toBe(200);
			return res.body.id as string;
		},
	};
}

export async function callApi<T = any>(
	sandbox: Pick<RunningSandbox, 'url' | 'apiKey'>,
	method: string,
	path: string,
	options: CallOptions = {},
): Promise<ApiResponse<T>> {
	const url = new URL(
		path.startsWith('/api') || path.startsWith('/') ? `${sandbox.url}${path}` : path,
	);
	for (const [name, value] of Object.entries(options.query ?? {})) {
		for (const item of Array.isArray(value) ? value : [value])
			url.searchParams.append(name, String(item));
	}
	const headers: Record<string, string> = {
		...(options.xAppKeys === false ? {} : X_APP_HEADERS),
		...options.headers,
	};
	const apiKey = options.apiKey === undefined ? sandbox.apiKey : options.apiKey;
	if (apiKey !== null) headers.authorization = `Bearer ${apiKey}`;
	if (options.profileKey) headers['profile-key'] = options.profileKey;
	let body: string | undefined;
	if (options.rawBody !== undefined) body = options.rawBody;
	else if (options.body !== undefined) body = JSON.stringify(options.body);
	if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
	const response = await fetch(url, { method, headers, body, redirect: 'manual' });
	const text = await response.text();
	let parsed: unknown = text;
	if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
	return { status: response.status, headers: response.headers, body: parsed as T };
}

/** A fresh temporary directory, removed by the returned cleanup. */
export function tempDir(prefix = 'sp-sandbox-'): { dir: string; cleanup: () => void } {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** UTC `YYYY-MM-DDThh:mm:ssZ` for epoch ms. */
export function utc(ms: number): string {
	return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

/** The first whole second at least `ms` from now, as the service's timestamp. */
export function secondsFromNow(ms: number, now = Date.now()): { at: number; text: string } {
	const at = Math.ceil((now + ms) / 1000) * 1000;
	return { at, text: utc(at) };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
	check: () => Promise<T | undefined>,
	timeoutMs = 5000,
	everyMs = 25,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
		await new Promise((resolve) => setTimeout(resolve, everyMs));
	}
}

/** What a simulated network holds for a post URL answered by the sandbox. */
export async function networkPost(postUrl: string): Promise<Record<string, any>> {
	const response = await fetch(postUrl);
	if (response.status !== 200) throw new Error(`${postUrl} answered ${response.status}`);
	return (await response.json()) as Record<string, any>;
}

export const IMAGE = 'https://example.com/photo.jpg';
export const VIDEO = 'https://example.com/clip.mp4';

/** A clock tests move by hand: pass `clock.now` as the sandbox's `now`. */
export interface ManualClock {
	now: () => number;
	advance(ms: number): void;
	set(ms: number): void;
}

export function manualClock(start = Date.parse('2026-03-02T10:00:00Z')): ManualClock {
	let current = start;
	return {
		now: () => current,
		advance(ms) {
			current += ms;
		},
		set(ms) {
			current = ms;
		},
	};
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
