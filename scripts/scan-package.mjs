// Runs n8n's community-package scanner (the lint n8n applies before it lists a package) on the packed
// tarball, offline: npm pack, unpack into a temp folder, analyzePackage on what would be published.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzePackage } from '@n8n/scan-community-package/scanner/scanner.mjs';

const work = mkdtempSync(join(tmpdir(), 'sp-scan-'));
try {
	const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { encoding: 'utf8' })
		.trim()
		.split('\n')
		.pop();
	execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
	const result = await analyzePackage(join(work, 'package'));
	if (!result.passed) {
		console.error(`scan: FAILED - ${result.message}\n${result.details ?? ''}`);
		process.exitCode = 1;
	} else {
		console.log(`scan: ${tarball} passed n8n's community-package scanner`);
	}
} finally {
	rmSync(work, { recursive: true, force: true });
}
