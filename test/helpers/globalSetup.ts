import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** n8n-core reads its user folder at import time; give every test run a private, empty one. */
export default function globalSetup(): void {
	process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'sp-n8n-'));
	process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
	// n8n-core 1.x warns on every worker that the settings file it writes there is 0644 unless told to
	// enforce 0600 (2.x enforces it by default).
	process.env.N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS ??= 'true';
	process.env.TZ = 'UTC';
}
