#!/usr/bin/env bash
# `npm run dev`: `npm start` (sandbox, n8n with this package, credential, examples) in watch mode. A saved
# change under nodes/, credentials/ or src/engine/ is recompiled (tsc --watch), copied into the package
# n8n has installed (scripts/dev-sync.mjs), and n8n, started with N8N_DEV_RELOAD=true, reloads the
# package's nodes: refresh the editor to see it. The sandbox is not reloaded (restart for src/sandbox).
# Same settings as npm start (SP_N8N_PORT, SP_SANDBOX_PORT, SP_N8N_DIR). Ctrl-C stops everything.
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"
cd "$SP_ROOT"
INSTALLED="$SP_RUNTIME/n8n-home/.n8n/nodes/node_modules/$SP_PACKAGE"
mkdir -p "$SP_RUNTIME/logs"
TSC_PID=""
SYNC_PID=""
stop_watchers() {
	sp_stop_group "$SYNC_PID" "the dev copier"
	sp_stop_group "$TSC_PID" "tsc --watch"
}
trap stop_watchers EXIT

npm run --silent build
# start.sh installs the package into $INSTALLED before it starts n8n; the copier waits for that folder.
sp_start_bg "$SP_RUNTIME/logs/dev-tsc.log" node_modules/.bin/tsc --watch --preserveWatchOutput -p tsconfig.json
TSC_PID=$SP_BG_PID
# Its first pass must be over before start.sh packs dist/.
for ((i = 0; i < 240; i++)); do
	grep -q 'Watching for file changes' "$SP_RUNTIME/logs/dev-tsc.log" 2>/dev/null && break
	kill -0 "$TSC_PID" 2>/dev/null || sp_die "tsc --watch stopped (log: .runtime/logs/dev-tsc.log)"
	sleep 0.5
done
sp_start_bg "$SP_RUNTIME/logs/dev-sync.log" bash -c \
	'until [[ -f "$1/package.json" ]]; do sleep 1; done; exec node scripts/dev-sync.mjs "$1"' _ "$INSTALLED"
SYNC_PID=$SP_BG_PID
sp_log "dev: tsc --watch (log: .runtime/logs/dev-tsc.log) and the copier (log: .runtime/logs/dev-sync.log) are running"

status=0
SP_SKIP_BUILD=1 N8N_DEV_RELOAD=true bash scripts/start.sh || status=$?
exit "$status"
