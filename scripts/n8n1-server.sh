#!/usr/bin/env bash
# n8n 1.x for real (issue 32): the latest n8n 1.x server on the machine's Node 20, with the packed
# package unpacked into $N8N_USER_FOLDER/.n8n/nodes/node_modules as n8n's panel leaves it; the server
# must list the package's nodes, then an example workflow runs against the sandbox through
# `n8n execute --id` (test/e2e/run.mjs and the expectation modules, as the 2.x e2e leg runs them).
#
#   bash scripts/n8n1-server.sh [WORKFLOW FILE NAMES...]   default: every example `n8n execute` can
#                                                          start (7 of 12; the e2e leg says why not)
#
# Installs n8n itself (about 4 minutes the first time; reused while the version and Node stay the
# same) into $SP_N8N1_DIR (default .runtime/n8n1): `npm install --ignore-scripts` with xlsx overridden to
# the registry's 0.18.5 (n8n 1.x points it at cdn.sheetjs.com), then sqlite3 compiled for this Node.
# n8n 1.123 runs with N8N_EXPRESSION_ENGINE=legacy here. Needs dist/ (npm run build). Prints
# "n8n 1.x server: N passed, M failed".
set -euo pipefail
# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

# The newest 1.x on the registry on 2026-11-26 (`npm view n8n versions`); 1.x gets no more minors.
N8N1_VERSION="${SP_N8N1_SERVER_VERSION:-1.123.81}"
N8N1_DIR="${SP_N8N1_DIR:-$SP_RUNTIME/n8n1}"
N8N1_BIN="$N8N1_DIR/node_modules/n8n/bin/n8n"
NODE_BIN="$(command -v node)"
WORKFLOWS=("$@")

work="$(mktemp -d /tmp/sp-n8n1-server.XXXXXX)"
ARTIFACTS="$SP_ROOT/test-artifacts/n8n1-server"
SP_SANDBOX_PID=""
SP_N8N_SERVER_PID=""
cleanup() {
	sp_stop_group "$SP_N8N_SERVER_PID" "n8n 1.x" 2>/dev/null || true
	sp_stop_group "$SP_SANDBOX_PID" sandbox 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

install_n8n1() {
	local marker="n8n=$N8N1_VERSION node=$("$NODE_BIN" --version)"
	if [[ -f "$N8N1_DIR/.sp-installed" && "$(cat "$N8N1_DIR/.sp-installed")" == "$marker" ]]; then
		sp_log "    n8n $N8N1_VERSION already installed in $N8N1_DIR"
		return 0
	fi
	rm -rf "$N8N1_DIR" && mkdir -p "$N8N1_DIR"
	cat >"$N8N1_DIR/package.json" <<-JSON
		{
		  "name": "sp-n8n1-runtime",
		  "private": true,
		  "dependencies": { "n8n": "$N8N1_VERSION" },
		  "overrides": { "xlsx": "0.18.5" }
		}
	JSON
	(cd "$N8N1_DIR" && npm install --prefix "$N8N1_DIR" --ignore-scripts --no-audit --no-fund --loglevel=error)
	# No prebuilt sqlite3 binary is reachable: compile it for this Node (-O1: about 55 s instead of 90 s).
	(cd "$N8N1_DIR" && npm_config_build_from_source=true JOBS=max CFLAGS="${CFLAGS:--O1}" \
		npm rebuild sqlite3 --prefix "$N8N1_DIR" --ignore-scripts=false --foreground-scripts=false --loglevel=error)
	local version
	version="$(N8N_USER_FOLDER="$work/version-check" "$NODE_BIN" "$N8N1_BIN" --version 2>/dev/null | tail -n1)"
	[[ "$version" == "$N8N1_VERSION" ]] || sp_die "n8n --version answered '$version', not $N8N1_VERSION"
	printf '%s\n' "$marker" >"$N8N1_DIR/.sp-installed"
}

n8n1() { "$NODE_BIN" "$N8N1_BIN" "$@"; }

install_package() {
	[[ -f "$SP_ROOT/dist/src/engine/index.js" ]] || (cd "$SP_ROOT" && npm run --silent build >&2)
	local name
	name="$(cd "$SP_ROOT" && npm pack --silent --ignore-scripts --pack-destination "$work" | tail -n1)"
	sp_install_package "$work/$name" "$work/user"
}

# The server loads the package from .n8n/nodes and lists its node types (in the types file it
# writes for the editor, which serves it only to a signed-in user).
server_lists_nodes() {
	sp_start_bg "$work/n8n-server.log" "$NODE_BIN" "$N8N1_BIN" start
	SP_N8N_SERVER_PID=$SP_BG_PID
	sp_wait_for_n8n_server "$work/n8n-server.log" 180
	local types
	types="$(cat "$N8N_USER_FOLDER/.cache/n8n/public/types/nodes.json")"
	sp_stop_group "$SP_N8N_SERVER_PID" "n8n 1.x"
	SP_N8N_SERVER_PID=""
	local type
	for type in socialPublishing socialPublishingTrigger socialPublishingMessageTrigger socialPublishingSlotTrigger; do
		grep -q "\"$SP_PACKAGE.$type\"" <<<"$types" || {
			sp_show_log_tail "$work/n8n-server.log"
			sp_die "n8n $N8N1_VERSION does not list $SP_PACKAGE.$type"
		}
	done
	sp_log "    n8n $N8N1_VERSION lists the package's 4 node types"
}

import_and_run() {
	local key="sk_n8n1_$RANDOM$RANDOM" sandbox_port
	sandbox_port="$(sp_free_port)"
	SP_REDACT="$key"
	sp_start_sandbox "$sandbox_port" "$work/sandbox-data" "$key" "$work/sandbox.log" --rate-limit off
	local sandbox_url="http://127.0.0.1:$sandbox_port/api"
	sp_write_credentials "$work/credentials.json" "$key" "$sandbox_url"
	n8n1 import:credentials --input="$work/credentials.json" >"$work/import.log" 2>&1 || {
		sp_show_log_tail "$work/import.log"
		sp_die "n8n import:credentials failed"
	}
	rm -f "$work/credentials.json"
	# The examples that act for client profiles get two (a key is answered once, at creation).
	SP_E2E_CLIENT_PROFILE_KEYS="$(sp_create_client_profiles "$sandbox_url" "$key" 2)" || sp_die "creating the client profiles failed"
	export SP_E2E_CLIENT_PROFILE_KEYS
	node "$SP_ROOT/test/e2e/lib/prepare-workflows.mjs" "$SP_ROOT/workflows" "$work/prepared" "$sandbox_url" >/dev/null
	n8n1 import:workflow --separate --input="$work/prepared/workflows" >>"$work/import.log" 2>&1 || {
		sp_show_log_tail "$work/import.log"
		sp_die "n8n import:workflow failed"
	}
	mkdir -p "$ARTIFACTS"
	local status=0
	SP_NODE24="$NODE_BIN" SP_N8N_BIN="$N8N1_BIN" SP_N8N_PATH="$PATH" SP_SANDBOX_URL="$sandbox_url" SP_E2E_API_KEY="$key" \
		node "$SP_ROOT/test/e2e/run.mjs" --manifest "$work/prepared/manifest.json" --artifacts "$ARTIFACTS" "${WORKFLOWS[@]}" \
		>"$work/run.log" 2>&1 || status=$?
	sed -n 's/^e2e: \([0-9]* passed, [0-9]* failed\).*/n8n 1.x server: \1/p; /^\(PASS\|FAIL\|RUN\|SKIP\) /p; /^     /p' "$work/run.log"
	return "$status"
}

sp_n8n_env "$work/user" "$(sp_free_port)" "$(sp_free_port)"
# 1.123's default expression engine runs on isolated-vm, which does not build on Node 20.
export N8N_EXPRESSION_ENGINE=legacy
unset N8N_DISABLED_MODULES # 1.x has no mcp-registry module and refuses the name
sp_step "install n8n $N8N1_VERSION on Node $("$NODE_BIN" --version) (into ${N8N1_DIR#"$SP_ROOT/"})" install_n8n1
sp_step "the packed package, unpacked into the user folder's .n8n/nodes" install_package
sp_step "n8n $N8N1_VERSION starts and lists the package's nodes" server_lists_nodes
sp_step "import the credential and the example workflows; n8n execute against the sandbox" import_and_run
