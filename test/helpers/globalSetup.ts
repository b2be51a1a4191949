import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** n8n-core reads its user folder at import time; give every test run a private, empty one. */
export default function globalSetup(): void {
	process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'sp-n8n-'));
	process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
	process.env.TZ = 'UTC';
}
