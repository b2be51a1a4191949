#!/usr/bin/env bash
# The README's test command (`npm test`): build, type-check, lint, unit/integration tests, package scan,
# then the real-n8n end-to-end leg. SP_SKIP_E2E=1 skips the last step for a quick local loop.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; STEP_START=$(date +%s); }
done_step() { printf -- '-- %s took %ss\n' "$1" "$(( $(date +%s) - STEP_START ))"; }

bash scripts/ensure-native.sh
step build;      npm run --silent build;                        done_step build
step typecheck;  npx tsc -p tsconfig.dev.json;                   done_step typecheck
step lint;       npm run --silent lint;                          done_step lint
mkdir -p test-artifacts
# Two workers on two cores: the sandboxes and n8n runs the tests start wait on I/O as much as they compute.
step jest
npx jest --ci --maxWorkers=2 --json --outputFile=test-artifacts/jest.json
node -e 'const r=require("./test-artifacts/jest.json"); console.log(`jest: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`)'
# A skipped test is a failure in CI unless test/skips.txt lists it with its reason.
node scripts/check-skips.mjs test-artifacts/jest.json
done_step jest
if [[ -f scripts/scan-package.mjs ]]; then
	step scan;     node scripts/scan-package.mjs;                 done_step scan
fi
if [[ "${SP_SKIP_E2E:-0}" != "1" && -f scripts/e2e.sh ]]; then
	# test.sh has built dist/ already; e2e packs it as it is.
	step e2e;      SP_SKIP_BUILD=1 bash scripts/e2e.sh 2>&1 | tee test-artifacts/e2e.log; done_step e2e
	# Ctrl-C at each step of `npm start` stops everything it started (test/e2e/start-interrupt.mjs).
	step start-interrupt; node test/e2e/start-interrupt.mjs 2>&1 | tee test-artifacts/start-interrupt.log; done_step start-interrupt
fi

# One closing count over everything that ran: jest's tests plus each real-n8n check.
node -e '
const fs = require("fs");
const jest = require("./test-artifacts/jest.json");
let passed = jest.numPassedTests, failed = jest.numFailedTests;
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
const log = read("test-artifacts/e2e.log") + read("test-artifacts/start-interrupt.log");
for (const m of log.matchAll(/^(e2e|trigger-feed|trigger-messages|execution-retry|trigger-events|trigger-examples|editor|editor-panels|editor-new-user|editor-frictions|trigger-editor|start-interrupt|agent|mcp|service-mcp): (\d+) passed, (\d+) failed/gm)) {
	passed += Number(m[2]);
	failed += Number(m[3]);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
'
