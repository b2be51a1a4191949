#!/usr/bin/env bash
# The headless end-to-end leg: every example workflow in workflows/ runs in a real n8n 2.41.1 (Node 24)
# with this package installed as a community package, against a fresh sandbox, and its result is
# checked by test/e2e/expectations/<workflow>.mjs.
#
#   bash scripts/e2e.sh                        all workflows
#   bash scripts/e2e.sh publish-rich-text      only these (file names, with or without .json)
#
# What it does, in order:
#   1. builds and packs the package (SP_SKIP_BUILD=1 packs the existing dist/ as it is);
#   2. installs n8n if needed (scripts/install-n8n.sh; SP_N8N_DIR reuses another install);
#   3. makes a fresh n8n user folder in .runtime/e2e/ and unpacks the package into its
#      .n8n/nodes/node_modules/, as a community install would;
#   4. starts the sandbox on a free port with a fresh data folder and a random API key;
#   5. imports the credential (id sandboxApi) and all workflows (n8n import:credentials / import:workflow);
#   6. runs test/e2e/run.mjs: `n8n execute --id=<id> --rawOutput` per workflow (no n8n server runs;
#      the task-runner broker gets a free port, so a running `npm start` does not get in the way),
#      then the workflow's expectation module;
#   7. prints "e2e: N passed, M failed, K skipped" and the time taken; exits non-zero on any failure.
# n8n's output per workflow (secrets removed) is kept in test-artifacts/e2e/.
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

started=$SECONDS
E2E_DIR="$SP_RUNTIME/e2e"
ARTIFACTS="$SP_ROOT/test-artifacts/e2e"
SP_SANDBOX_PID=""

cleanup() {
	local code=$?
	trap - EXIT INT TERM
	trap '' PIPE # keep going even if the terminal or a pipe we print to has gone
	sp_stop_group "$SP_SANDBOX_PID" "the sandbox"
	exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

rm -rf "$E2E_DIR" "$ARTIFACTS"
mkdir -p "$E2E_DIR/home" "$E2E_DIR/logs" "$ARTIFACTS"

# A key for this run only; scrubbed from everything run.mjs prints or saves.
E2E_API_KEY="sk_e2e_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
SP_REDACT="$E2E_API_KEY"
SANDBOX_PORT="$(sp_free_port)"
SANDBOX_URL="http://127.0.0.1:$SANDBOX_PORT/api"

build_and_pack() {
	if [[ "${SP_SKIP_BUILD:-}" == "1" ]]; then
		mkdir -p "$E2E_DIR/pack"
		TARBALL="$E2E_DIR/pack/$(cd "$SP_ROOT" && npm pack --silent --pack-destination "$E2E_DIR/pack" | tail -n1)"
	else
		TARBALL="$(sp_build_and_pack "$E2E_DIR/pack")"
	fi
	sp_log "    package: ${TARBALL#"$SP_ROOT/"}"
}

import_all() {
	local creds="$E2E_DIR/credentials.import.json"
	sp_write_credentials "$creds" "$E2E_API_KEY" "$SANDBOX_URL"
	local status=0
	sp_n8n import:credentials --input="$creds" >"$E2E_DIR/logs/import-credentials.log" 2>&1 || status=$?
	rm -f "$creds"
	if ((status != 0)); then
		tail -n 20 "$E2E_DIR/logs/import-credentials.log" >&2
		sp_die "n8n import:credentials failed"
	fi
	node "$SP_ROOT/test/e2e/lib/prepare-workflows.mjs" "$SP_ROOT/workflows" "$E2E_DIR/prepared"
	if compgen -G "$E2E_DIR/prepared/workflows/*.json" >/dev/null; then
		sp_n8n import:workflow --separate --input="$E2E_DIR/prepared/workflows" >"$E2E_DIR/logs/import-workflows.log" 2>&1 || {
			tail -n 20 "$E2E_DIR/logs/import-workflows.log" >&2
			sp_die "n8n import:workflow failed"
		}
		grep -i "skipp\|error" "$E2E_DIR/logs/import-workflows.log" >&2 || true
	fi
}

run_workflows() {
	SP_NODE24="$SP_NODE24" SP_N8N_BIN="$SP_N8N_BIN" SP_N8N_PATH="$SP_N8N_PATH" SP_SANDBOX_URL="$SANDBOX_URL" SP_E2E_API_KEY="$E2E_API_KEY" \
		node "$SP_ROOT/test/e2e/run.mjs" --manifest "$E2E_DIR/prepared/manifest.json" --artifacts "$ARTIFACTS" "$@"
}

sp_step "build the package and pack it" build_and_pack
sp_step "install n8n if needed (scripts/install-n8n.sh)" bash "$SP_ROOT/scripts/install-n8n.sh"
sp_step "install the package into a fresh n8n user folder (.runtime/e2e/home)" sp_install_package "$TARBALL" "$E2E_DIR/home"
n8n_port="$(sp_free_port)"
broker_port="$(sp_free_port)"
while [[ "$broker_port" == "$n8n_port" || "$broker_port" == "$SANDBOX_PORT" ]]; do broker_port="$(sp_free_port)"; done
sp_n8n_env "$E2E_DIR/home" "$n8n_port" "$broker_port"
sp_step "start the sandbox on $SANDBOX_URL (fresh data)" \
	sp_start_sandbox "$SANDBOX_PORT" "$E2E_DIR/sandbox-data" "$E2E_API_KEY" "$E2E_DIR/logs/sandbox.log"
sp_step "import the credential and the workflows" import_all

sp_log "==> run the workflows (n8n execute) and check their expectations"
status=0
run_workflows "$@" || status=$?
if ((status != 0)); then
	sp_log "the sandbox log is in .runtime/e2e/logs/sandbox.log, n8n's output per workflow in test-artifacts/e2e/"
fi
sp_log "e2e leg finished in $((SECONDS - started)) s"
exit "$status"
