#!/usr/bin/env bash
# `npm start`: a local n8n with this package installed as a community package, talking to the local
# sandbox of the service, with the example workflows and a ready credential. Ctrl-C stops everything,
# as does SIGTERM or SIGINT to npm's process alone (package.json execs this script, so npm's forwarded
# signal reaches the traps below; a `sh -c` left in between would die alone).
#
#   npm start
#
# What it does, in order:
#   1. builds the package (npm run build) and packs it (npm pack) into .runtime/pack/;
#   2. installs n8n 2.41.1 on Node 24 into .runtime/n8n/ if it is not there (scripts/install-n8n.sh;
#      3-5 minutes the first time, nothing after);
#   3. unpacks the tarball into .runtime/n8n-home/.n8n/nodes/node_modules/n8n-nodes-social-publishing/,
#      where n8n's own community-package installer puts packages (node types are then
#      n8n-nodes-social-publishing.socialPublishing, ...);
#   4. starts the sandbox on http://127.0.0.1:8787/api with its data in .runtime/sandbox-data/ and the
#      local development API key sk_sandbox_local_dev (documented, not a secret: the sandbox only
#      listens on 127.0.0.1);
#   5. imports the credential "Social Publishing sandbox" (id sandboxApi) and the workflows in
#      workflows/*.json, each naming this sandbox where it names one (the MCP Client Tool's endpoint
#      follows SP_SANDBOX_PORT as the credential does); a workflow is re-imported only when its file or
#      the sandbox's port changed, so edits made in the editor to an unchanged example survive a
#      restart (delete .runtime/n8n-home/.sp-imported-workflows to re-import them all, or
#      .runtime/n8n-home to start from a blank n8n);
#   6. starts n8n on http://127.0.0.1:5678, waits for /healthz, creates the owner account on first
#      start (owner@sandbox.local / Sandbox-dev-1), checks that the package's node types are loaded,
#      and prints the editor URL and the sandbox's web page (http://127.0.0.1:8787/).
#
# Settings (environment): SP_N8N_PORT (5678), SP_SANDBOX_PORT (8787), SP_N8N_DIR (where n8n is
# installed), SP_SKIP_BUILD=1 (use the existing dist/ as it is), SP_START_SMOKE=1 (check that both
# answer and that an example workflow runs and publishes, then stop both: scripts/start-smoke.mjs).
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

N8N_PORT_WANTED="${SP_N8N_PORT:-5678}"
SANDBOX_PORT="${SP_SANDBOX_PORT:-8787}"
SANDBOX_URL="http://127.0.0.1:$SANDBOX_PORT/api"
N8N_URL="http://127.0.0.1:$N8N_PORT_WANTED"
HOME_DIR="$SP_RUNTIME/n8n-home"
SANDBOX_DATA="$SP_RUNTIME/sandbox-data"
LOG_DIR="$SP_RUNTIME/logs"
OWNER_EMAIL="owner@sandbox.local"
OWNER_PASSWORD="Sandbox-dev-1"

SP_SANDBOX_PID=""
N8N_PID=""
COOKIE_JAR=""

# Ctrl-C at any moment stops everything started so far: each background process group is recorded
# the moment it is spawned (n8n before its wait for the REST API, the sandbox before its wait for
# its port), and a second Ctrl-C while stopping does not cut the stopping short.
cleanup() {
	local code=$?
	trap - EXIT
	trap '' INT TERM
	trap '' PIPE # keep going even if the terminal or a pipe we print to has gone
	[[ -n "$COOKIE_JAR" ]] && rm -f "$COOKIE_JAR"
	sp_stop_group "$N8N_PID" "n8n"
	sp_stop_group "$SP_SANDBOX_PID" "the sandbox"
	exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir -p "$SP_RUNTIME" "$LOG_DIR" "$HOME_DIR"
total_started=$SECONDS

# --- 0. nothing else may hold our ports ------------------------------------------------------------
sp_port_in_use "$N8N_PORT_WANTED" && sp_die "port $N8N_PORT_WANTED is in use: is another 'npm start' running? (or set SP_N8N_PORT)"
sp_port_in_use "$SANDBOX_PORT" && sp_die "port $SANDBOX_PORT is in use: is another sandbox running? (or set SP_SANDBOX_PORT)"
broker_port="$(sp_free_port)"

# --- 1. build and pack -----------------------------------------------------------------------------
build_and_pack() {
	if [[ "${SP_SKIP_BUILD:-}" == "1" ]]; then
		TARBALL="$(cd "$SP_ROOT" && npm pack --silent --pack-destination "$SP_RUNTIME/pack" | tail -n1)"
		TARBALL="$SP_RUNTIME/pack/$TARBALL"
	else
		TARBALL="$(sp_build_and_pack "$SP_RUNTIME/pack")"
	fi
	sp_log "    package: $TARBALL"
}
mkdir -p "$SP_RUNTIME/pack"
sp_step "build the package and pack it (npm run build, npm pack)" build_and_pack

# --- 2. n8n ----------------------------------------------------------------------------------------
sp_step "install n8n if needed (scripts/install-n8n.sh)" bash "$SP_ROOT/scripts/install-n8n.sh"

# --- 3. the package, as a community install -------------------------------------------------------
sp_step "install the package into $HOME_DIR/.n8n/nodes" sp_install_package "$TARBALL" "$HOME_DIR"
sp_n8n_env "$HOME_DIR" "$N8N_PORT_WANTED" "$broker_port"

# --- 4. the sandbox --------------------------------------------------------------------------------
sp_step "start the sandbox on $SANDBOX_URL (data: $SANDBOX_DATA)" \
	sp_start_sandbox "$SANDBOX_PORT" "$SANDBOX_DATA" "$SP_DEV_API_KEY" "$LOG_DIR/sandbox.log"

# --- 5. credential and workflows -------------------------------------------------------------------
import_credential() {
	local file="$SP_RUNTIME/credentials.import.json"
	sp_write_credentials "$file" "$SP_DEV_API_KEY" "$SANDBOX_URL"
	local status=0
	sp_n8n import:credentials --input="$file" >"$LOG_DIR/import-credentials.log" 2>&1 || status=$?
	rm -f "$file"
	if ((status != 0)); then
		tail -n 20 "$LOG_DIR/import-credentials.log" >&2
		sp_die "n8n import:credentials failed"
	fi
}

import_workflows() {
	local prepared="$SP_RUNTIME/workflows.prepared"
	local state="$HOME_DIR/.sp-imported-workflows"
	rm -rf "$prepared"
	# The sandbox's URL goes into the examples as into the credential (the MCP Client Tool's endpoint).
	node "$SP_ROOT/test/e2e/lib/prepare-workflows.mjs" "$SP_ROOT/workflows" "$prepared" "$SANDBOX_URL"
	# Keep only the workflows whose prepared copy changed since they were last imported (a file edited,
	# or SP_SANDBOX_PORT moved the sandbox).
	local changed="$prepared/changed" count=0 file hash
	mkdir -p "$changed"
	touch "$state"
	for file in "$prepared"/workflows/*.json; do
		[[ -e "$file" ]] || continue
		hash="$(sha256sum "$file" | cut -c1-64)"
		if ! grep -qx "$hash  $(basename "$file")" "$state"; then
			cp "$file" "$changed/"
			count=$((count + 1))
		fi
	done
	if ((count == 0)); then
		sp_log "    no workflow changed since the last import"
		return 0
	fi
	sp_n8n import:workflow --separate --input="$changed" >"$LOG_DIR/import-workflows.log" 2>&1 || {
		tail -n 20 "$LOG_DIR/import-workflows.log" >&2
		sp_die "n8n import:workflow failed"
	}
	grep -i "skipped\|error" "$LOG_DIR/import-workflows.log" >&2 || true
	(cd "$prepared/workflows" && sha256sum -- *.json) >"$state"
	sp_log "    imported $count workflow(s)"
}

sp_step "import the credential 'Social Publishing sandbox' (id sandboxApi)" import_credential
sp_step "import the example workflows (workflows/*.json)" import_workflows

# --- 6. n8n ----------------------------------------------------------------------------------------
start_n8n() {
	sp_start_n8n_server_bg "$LOG_DIR/n8n.log"
	N8N_PID=$SP_N8N_SERVER_PID
	# /healthz (and /rest/settings) answer while n8n is still starting; this waits for the REST API.
	sp_wait_for_n8n_server "$LOG_DIR/n8n.log" 180
}
sp_step "start n8n on $N8N_URL (log: .runtime/logs/n8n.log)" start_n8n

# The editor asks for an owner account before anything else: create it on first start, log in after.
setup_owner_and_check_nodes() {
	COOKIE_JAR="$(mktemp "$SP_RUNTIME/.cookies.XXXXXX")"
	local body code
	body="$(printf '{"email":"%s","firstName":"Local","lastName":"Developer","password":"%s"}' "$OWNER_EMAIL" "$OWNER_PASSWORD")"
	code="$(curl -sS -o "$LOG_DIR/owner-setup.json" -w '%{http_code}' -c "$COOKIE_JAR" \
		-H 'Content-Type: application/json' -d "$body" "$N8N_URL/rest/owner/setup")"
	if [[ "$code" == "200" ]]; then
		sp_log "    owner account created: $OWNER_EMAIL"
	else
		# Already set up: log in with the documented account (it may have been changed by hand).
		body="$(printf '{"emailOrLdapLoginId":"%s","password":"%s"}' "$OWNER_EMAIL" "$OWNER_PASSWORD")"
		code="$(curl -sS -o /dev/null -w '%{http_code}' -c "$COOKIE_JAR" \
			-H 'Content-Type: application/json' -d "$body" "$N8N_URL/rest/login")"
		if [[ "$code" != "200" ]]; then
			sp_log "    WARNING: the owner account exists but $OWNER_EMAIL could not log in (HTTP $code): skipping the node-type check"
			return 0
		fi
		sp_log "    owner account already set up"
	fi
	rm -f "$LOG_DIR/owner-setup.json"
	# The editor's node list: the package's types must be there.
	local types="$LOG_DIR/node-types.json"
	curl -fsS -b "$COOKIE_JAR" -o "$types" "$N8N_URL/types/nodes.json"
	local found
	found="$(node -e '
		const types = require(process.argv[1]);
		const ours = [...new Set(types.map((t) => t.name).filter((n) => n.startsWith(process.argv[2] + ".")))];
		console.log(ours.join(" "));
	' "$types" "$SP_PACKAGE")"
	[[ -n "$found" ]] || sp_die "n8n started but loaded no node type of $SP_PACKAGE (see $LOG_DIR/n8n.log)"
	sp_log "    node types loaded: $found"
	rm -f "$COOKIE_JAR"
	COOKIE_JAR=""
}
sp_step "set up the owner account and check the package's node types" setup_owner_and_check_nodes

cat <<EOF

  n8n is ready (started in $((SECONDS - total_started)) s)

    Editor:      $N8N_URL/
    Log in:      $OWNER_EMAIL  /  $OWNER_PASSWORD   (local development account)
    Credential:  "Social Publishing sandbox" (id sandboxApi)
    Sandbox:     $SANDBOX_URL   API key: $SP_DEV_API_KEY   (local development key)
    MCP server:  http://127.0.0.1:$SANDBOX_PORT/mcp   (the service's MCP tools; Authorization: Bearer <API key>)
    Web page:    http://127.0.0.1:$SANDBOX_PORT/   (the sandbox: what each network received, schedule, inbox)
    Logs:        .runtime/logs/n8n.log, .runtime/logs/sandbox.log

  Press Ctrl-C to stop n8n and the sandbox.

EOF

# SP_START_SMOKE=1 (CI runs the README's first command this way): check that both answer and that an
# example workflow runs and publishes (scripts/start-smoke.mjs), then stop both and exit with its status.
if [[ "${SP_START_SMOKE:-}" == "1" ]]; then
	smoke_status=0
	SP_N8N_URL="$N8N_URL" SP_SANDBOX_URL="$SANDBOX_URL" SP_E2E_API_KEY="$SP_DEV_API_KEY" \
		SP_E2E_OWNER_EMAIL="$OWNER_EMAIL" SP_E2E_OWNER_PASSWORD="$OWNER_PASSWORD" SP_N8N_BIN="$SP_N8N_BIN" \
		node "$SP_ROOT/scripts/start-smoke.mjs" || smoke_status=$?
	exit "$smoke_status"
fi

# Wait until n8n stops by itself (then stop the sandbox too) or Ctrl-C / SIGTERM arrives.
n8n_status=0
wait "$N8N_PID" || n8n_status=$?
N8N_PID=""
sp_log "n8n exited (status $n8n_status)"
exit "$n8n_status"
