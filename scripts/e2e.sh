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
#   7. prints "e2e: N passed, M failed, K skipped" and the time taken;
#   8. the server sub-legs, against one `n8n start` on a free port (same user folder, so the package
#      and the credential are there; N8N_WEBHOOK_URL=http://127.0.0.1:<port>/, n8n 2.41.1's name for
#      WEBHOOK_URL), with the fixtures test/e2e/fixtures/trigger-feed-workflow.json and
#      trigger-messages-workflow.json imported in step 5 (each one's Secret placeholder
#      replaced by a random secret of the run):
#      all three with the Social Publishing Trigger, each sub-leg for one kind of its events:
#      - trigger-feed: test/e2e/trigger-feed.mjs activates it (New Feed Article) over REST as the owner, serves a feed,
#        adds it at the sandbox, appends an article, polls, and waits for the execution; checks the
#        delivery record, the signature check and that deactivation unsubscribes;
#      - trigger-messages: test/e2e/trigger-messages.mjs activates the message-events
#        fixture (primary profile: Business plan, Messaging add-on, messaging active), checks
#        that the sandbox lists n8n's production URL as the profile's signed `messages` webhook, has
#        a correspondent write (POST /api/admin/messages/incoming) and waits for the execution;
#        checks the delivery record, the signature check and that deactivation unsubscribes;
#      - trigger-events: test/e2e/trigger-events.mjs creates (over REST) and activates the scheduled/account-events
#        fixture test/e2e/fixtures/trigger-events-workflow.json (a random Secret of its own), checks the
#        signed scheduled and social subscriptions, a post failed on purpose (POST /api/admin/faults)
#        and an unlink each start an execution, 401 for unsigned, wrongly signed and stale deliveries,
#        and that deactivation unsubscribes; then runs workflows/failed-post-alert.json activated with
#        its chat webhook at a local receiver (SP_E2E_EVENT_TRIGGER=1 with workflow names given);
#      - trigger-examples: test/e2e/trigger-examples.mjs activates workflows/rss-to-ai-post-at-slot.json
#        and dm-auto-reply.json as imported and fires them offline (a demo feed article, an inbox
#        message); run.mjs hands them (and the agent, mcp and failed-post-alert examples) to their
#        sub-legs (meta.e2e.runBy) and fails on an example nothing runs;
#      - editor: test/e2e/editor.browser.mjs signs in in headless Chromium (playwright-core,
#        /usr/bin/chromium) and checks the node creator and the action node's Resource list;
#        screenshots in test-artifacts/e2e/editor-*.png; then test/e2e/editor-panels.browser.mjs adds
#        each node from the panel as a new user would (issue 23; screenshots panels-*.png), and
#        test/e2e/editor-new-user.browser.mjs has a user with no credential yet add the action node
#        (its Networks list, then the credential created in the panel; editor-new-user-*.png), and
#        test/e2e/editor-frictions.browser.mjs opens what issue 45's walk-through met (Unlink
#        Network, Boost, Explain Error run, the GraphQL example; frictions-*.png);
#      - trigger-editor: test/e2e/trigger.browser.mjs checks the node panel lists the Social Publishing
#        Trigger's events under Social Publishing, its panel's n8n 2.x words, and an "Execute step"
#        that a message written on the sandbox page reaches; screenshots in test-artifacts/e2e/trigger-*.png;
#      then stops n8n. With workflow names given, these sub-legs are skipped unless asked for:
#      SP_E2E_FEED_TRIGGER=1, SP_E2E_MESSAGE_TRIGGER=1 and/or SP_E2E_EDITOR=1 (=0 skips one in a
#      full run too); SP_E2E_BROWSER=editor-panels runs only that browser sub-leg;
#   9. prints each sub-leg's time and "e2e-legs: N passed, M failed, K skipped"; exits non-zero on any
#      failure.
# n8n's output per workflow (secrets removed) is kept in test-artifacts/e2e/, with the triggers'
# executions (trigger-feed.execution.json, trigger-messages.execution.json) and, when a server
# sub-leg fails, n8n's server log (n8n-server.log), secrets removed.
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

started=$SECONDS
E2E_DIR="$SP_RUNTIME/e2e"
ARTIFACTS="$SP_ROOT/test-artifacts/e2e"
SP_SANDBOX_PID=""
SP_N8N_SERVER_PID=""

cleanup() {
	local code=$?
	trap - EXIT INT TERM
	trap '' PIPE # keep going even if the terminal or a pipe we print to has gone
	sp_stop_group "$SP_N8N_SERVER_PID" "n8n (server)"
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
# The trigger-feed and trigger-messages fixtures' Secrets and the n8n owner's password, for this run only;
# scrubbed too.
E2E_FEED_SECRET="fs_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
E2E_MESSAGE_SECRET="ms_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
E2E_OWNER_EMAIL="owner@e2e.local"
E2E_OWNER_PASSWORD="E2e-$(node -e 'process.stdout.write(require("crypto").randomBytes(9).toString("hex"))')-Aa1"

# Which sub-legs run: all in a full run; with workflow names given, only the execute leg unless
# SP_E2E_FEED_TRIGGER=1 / SP_E2E_MESSAGE_TRIGGER=1 / SP_E2E_EDITOR=1 ask for more.
if (($# > 0)); then
	RUN_FEED="${SP_E2E_FEED_TRIGGER:-0}"
	RUN_MESSAGE="${SP_E2E_MESSAGE_TRIGGER:-0}"
	RUN_EDITOR="${SP_E2E_EDITOR:-0}"
	RUN_RETRY="${SP_E2E_RETRY:-0}"
else
	RUN_FEED="${SP_E2E_FEED_TRIGGER:-1}"
	RUN_MESSAGE="${SP_E2E_MESSAGE_TRIGGER:-1}"
	RUN_EDITOR="${SP_E2E_EDITOR:-1}"
	RUN_RETRY="${SP_E2E_RETRY:-1}"
fi
# A developer machine without Chromium skips the browser sub-leg; CI installs Chromium and runs it.
if [[ "$RUN_EDITOR" == "1" && "${CI:-}" != "true" && ! -x "${SP_CHROMIUM:-/usr/bin/chromium}" ]]; then
	sp_log "skipping the editor sub-leg: no Chromium at ${SP_CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)"
	RUN_EDITOR=0
fi
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
	# Client profiles for the examples that act for them: a key is answered once, at creation (the
	# service lists none), so the leg creates two and feeds their keys to the preparation below.
	SP_E2E_CLIENT_PROFILE_KEYS="$(sp_create_client_profiles "$SANDBOX_URL" "$E2E_API_KEY" 2)" || sp_die "creating the client profiles failed"
	export SP_E2E_CLIENT_PROFILE_KEYS
	node "$SP_ROOT/test/e2e/lib/prepare-workflows.mjs" "$SP_ROOT/workflows" "$E2E_DIR/prepared" "$SANDBOX_URL"
	# The trigger fixtures go in with them (one n8n start fewer); they are not in the manifest, so
	# run.mjs does not run them.
	local feed_fixture="$E2E_DIR/prepared/workflows/e2e-trigger-feed-workflow.json"
	local message_fixture="$E2E_DIR/prepared/workflows/e2e-trigger-messages-workflow.json"
	if [[ "$RUN_FEED" == "1" ]]; then
		prepare_fixture trigger-feed-workflow.json __SP_E2E_FEED_SECRET__ "$E2E_FEED_SECRET" "$feed_fixture"
	fi
	if [[ "$RUN_MESSAGE" == "1" ]]; then
		prepare_fixture trigger-messages-workflow.json __SP_E2E_MESSAGE_SECRET__ "$E2E_MESSAGE_SECRET" "$message_fixture"
	fi
	if compgen -G "$E2E_DIR/prepared/workflows/*.json" >/dev/null; then
		local code=0
		sp_n8n import:workflow --separate --input="$E2E_DIR/prepared/workflows" >"$E2E_DIR/logs/import-workflows.log" 2>&1 || code=$?
		rm -f "$feed_fixture" "$message_fixture"
		remove_copies_with_keys "$E2E_DIR/prepared"
		if ((code != 0)); then
			tail -n 20 "$E2E_DIR/logs/import-workflows.log" >&2
			sp_die "n8n import:workflow failed"
		fi
		grep -i "skipp\|error" "$E2E_DIR/logs/import-workflows.log" >&2 || true
	fi
}

# remove_copies_with_keys DIR — deletes the prepared copies that hold client profile keys (the
# manifest marks them holdsKeys) once n8n has imported them.
remove_copies_with_keys() {
	node -e '
		const { readFileSync, rmSync } = require("fs");
		const { join } = require("path");
		const dir = process.argv[1];
		for (const entry of JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")))
			if (entry.holdsKeys) rmSync(join(dir, "workflows", entry.file), { force: true });
	' "$1"
}

# prepare_fixture FILE PLACEHOLDER SECRET OUT — test/e2e/fixtures/FILE with this run's SECRET in place
# of its PLACEHOLDER (e.g. __SP_E2E_FEED_SECRET__), written to OUT (mode 600; delete it after the
# import). The secret goes through the environment, never the command line.
prepare_fixture() {
	(
		umask 077
		SP_PLACEHOLDER="$2" SP_SECRET="$3" node -e '
			const fs = require("fs");
			const placeholder = process.env.SP_PLACEHOLDER;
			const text = fs.readFileSync(process.argv[1], "utf8");
			if (!text.includes(placeholder)) throw new Error(`the fixture ${process.argv[1]} has no ${placeholder} placeholder`);
			fs.writeFileSync(process.argv[2], text.split(placeholder).join(process.env.SP_SECRET));
		' "$SP_ROOT/test/e2e/fixtures/$1" "$4"
	)
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

declare -a LEG_TIMES=()
legs_passed=0
legs_failed=0
legs_skipped=0
# leg_result NAME STATUS SECONDS — records a sub-leg's outcome and time.
leg_result() {
	local name="$1" code="$2" took="$3"
	if [[ "$code" == "skip" ]]; then
		legs_skipped=$((legs_skipped + 1))
		LEG_TIMES+=("$(printf '%5s    %s: skipped' "-" "$name")")
	elif ((code == 0)); then
		legs_passed=$((legs_passed + 1))
		LEG_TIMES+=("$(printf '%5d s  %s: passed' "$took" "$name")")
	else
		legs_failed=$((legs_failed + 1))
		LEG_TIMES+=("$(printf '%5d s  %s: FAILED' "$took" "$name")")
	fi
	sp_log "e2e sub-leg $name: $([[ "$code" == "skip" ]] && echo skipped || { ((code == 0)) && echo "passed in $took s" || echo "FAILED after $took s"; })"
}

sp_log "==> run the workflows (n8n execute) and check their expectations"
leg_started=$SECONDS
status=0
run_workflows "$@" || status=$?
# The credential's X app keys travel as headers only: the sandbox's log must never show them.
if grep -qF -e "$SP_SANDBOX_X_API_KEY" -e "$SP_SANDBOX_X_API_SECRET" "$E2E_DIR/logs/sandbox.log"; then
	sp_log "the sandbox log shows the credential's X app key or secret"
	status=1
fi
if ((status != 0)); then
	sp_log "the sandbox log is in .runtime/e2e/logs/sandbox.log, n8n's output per workflow in test-artifacts/e2e/"
fi
leg_result "execute (workflows/*.json)" "$status" $((SECONDS - leg_started))

# --- the server sub-legs: trigger-feed, trigger-messages, trigger-events and editor, against one running n8n --
SERVER_LOG="$E2E_DIR/logs/n8n-server.log"

start_server() {
	# The port picked at the start may have been taken since.
	if sp_port_in_use "$n8n_port"; then n8n_port="$(sp_free_port)"; fi
	sp_n8n_env "$E2E_DIR/home" "$n8n_port" "$broker_port"
	export N8N_WEBHOOK_URL="http://127.0.0.1:$n8n_port/"
	sp_start_n8n_server_bg "$SERVER_LOG"
	# In a subshell: a server that does not come up fails the sub-legs, not the whole script.
	(sp_wait_for_n8n_server "$SERVER_LOG" 180)
}

# Keeps a copy of the server's log, secrets removed, for a failed sub-leg.
keep_server_log() {
	SP_SECRETS="$E2E_API_KEY $E2E_FEED_SECRET $E2E_MESSAGE_SECRET $E2E_OWNER_PASSWORD" node -e '
		const fs = require("fs");
		let text = fs.existsSync(process.argv[1]) ? fs.readFileSync(process.argv[1], "utf8") : "";
		for (const secret of process.env.SP_SECRETS.split(" ")) text = text.split(secret).join("[redacted]");
		fs.writeFileSync(process.argv[2], text);
	' "$SERVER_LOG" "$ARTIFACTS/n8n-server.log" || true
}

server_env() {
	env SP_N8N_URL="http://127.0.0.1:$n8n_port" SP_SANDBOX_URL="$SANDBOX_URL" SP_E2E_API_KEY="$E2E_API_KEY" \
		SP_E2E_FEED_SECRET="$E2E_FEED_SECRET" SP_E2E_MESSAGE_SECRET="$E2E_MESSAGE_SECRET" SP_E2E_OWNER_EMAIL="$E2E_OWNER_EMAIL" SP_E2E_OWNER_PASSWORD="$E2E_OWNER_PASSWORD" \
		SP_E2E_SANDBOX_DATA="$E2E_DIR/sandbox-data" SP_E2E_ARTIFACTS="$ARTIFACTS" SP_N8N_BIN="$SP_N8N_BIN" "$@"
}

server_status=skip
if [[ "$RUN_FEED" == "1" || "$RUN_MESSAGE" == "1" || "$RUN_EDITOR" == "1" || "$RUN_RETRY" == "1" ]]; then
	leg_started=$SECONDS
	sp_log "==> start n8n as a server (trigger-feed, trigger-messages and editor sub-legs; log: .runtime/e2e/logs/n8n-server.log)"
	server_status=0
	if ! start_server; then
		server_status=1
	else
		sp_log "    n8n is up on http://127.0.0.1:$n8n_port (N8N_WEBHOOK_URL $N8N_WEBHOOK_URL)"
	fi
	leg_result "n8n server start" "$server_status" $((SECONDS - leg_started))
fi

# ensure_server — starts n8n for a sub-leg when no earlier sub-leg did.
ensure_server() {
	[[ "$server_status" == "skip" ]] || return 0
	leg_started=$SECONDS
	server_status=0
	start_server || server_status=1
	leg_result "n8n server start" "$server_status" $((SECONDS - leg_started))
}

# run_server_leg NAME WANTED SCRIPT — runs a node script against the server as a sub-leg.
run_server_leg() {
	local name="$1" wanted="$2" script="$3"
	if [[ "$wanted" != "1" ]]; then
		leg_result "$name" skip 0
		return 0
	fi
	local started=$SECONDS code=0
	if [[ "$server_status" != "0" ]]; then
		sp_log "==> $name: not run, n8n did not start"
		code=1
	else
		sp_log "==> $name ($script)"
		server_env node "$SP_ROOT/$script" || code=$?
	fi
	((code == 0)) || keep_server_log
	leg_result "$name" "$code" $((SECONDS - started))
}

run_server_leg "trigger-feed" "$RUN_FEED" test/e2e/trigger-feed.mjs
run_server_leg "trigger-messages" "$RUN_MESSAGE" test/e2e/trigger-messages.mjs
run_server_leg "execution-retry" "$RUN_RETRY" test/e2e/execution-retry.mjs

# trigger-events: test/e2e/trigger-events.mjs creates its workflows over REST (the scheduled/account-events fixture
# and workflows/failed-post-alert.json); in a full run, or with SP_E2E_EVENT_TRIGGER=1. It starts the
# server itself when no other sub-leg did.
RUN_EVENT="${SP_E2E_EVENT_TRIGGER:-$( (($# > 0)) && echo 0 || echo 1)}"
if [[ "$RUN_EVENT" == "1" && "$server_status" == "skip" ]]; then
	leg_started=$SECONDS
	server_status=0
	start_server || server_status=1
	leg_result "n8n server start" "$server_status" $((SECONDS - leg_started))
fi
run_server_leg "trigger-events" "$RUN_EVENT" test/e2e/trigger-events.mjs
# trigger-examples: the examples a trigger starts (meta.e2e.runBy "trigger-examples": the RSS example
# fed by the sandbox's demo feed, the DM auto-reply fed by the inbox), as imported; in a full run, when
# one of them is named, or with SP_E2E_TRIGGER_EXAMPLES=1.
names_trigger_example=0
for name in "$@"; do
	[[ "$name" == rss-to-ai-post-at-slot* || "$name" == dm-auto-reply* ]] && names_trigger_example=1
done
RUN_TRIGGER_EXAMPLES="${SP_E2E_TRIGGER_EXAMPLES:-$( (($# > 0 && names_trigger_example == 0)) && echo 0 || echo 1)}"
[[ "$RUN_TRIGGER_EXAMPLES" == "1" ]] && ensure_server
run_server_leg "trigger-examples" "$RUN_TRIGGER_EXAMPLES" test/e2e/trigger-examples.mjs
# agent and mcp (issue 21): n8n's AI Agent with a scripted model (test/e2e/agent.mjs) and an MCP
# client (test/e2e/mcp.mjs) publish through the tools; in a full run, or with SP_E2E_AGENT=1 /
# SP_E2E_MCP=1. They start the server themselves when no other sub-leg did.
RUN_AGENT="${SP_E2E_AGENT:-$( (($# > 0)) && echo 0 || echo 1)}"
RUN_MCP="${SP_E2E_MCP:-$( (($# > 0)) && echo 0 || echo 1)}"
# service-mcp (issue 30): the AI Agent's tools from n8n's MCP Client Tool pointed at the sandbox's
# own /mcp (test/e2e/service-mcp.mjs); in a full run, or with SP_E2E_SERVICE_MCP=1.
RUN_SERVICE_MCP="${SP_E2E_SERVICE_MCP:-$( (($# > 0)) && echo 0 || echo 1)}"
if [[ ("$RUN_AGENT" == "1" || "$RUN_MCP" == "1" || "$RUN_SERVICE_MCP" == "1") && "$server_status" == "skip" ]]; then
	leg_started=$SECONDS
	server_status=0
	start_server || server_status=1
	leg_result "n8n server start" "$server_status" $((SECONDS - leg_started))
fi
run_server_leg "agent" "$RUN_AGENT" test/e2e/agent.mjs
run_server_leg "mcp" "$RUN_MCP" test/e2e/mcp.mjs
run_server_leg "service-mcp" "$RUN_SERVICE_MCP" test/e2e/service-mcp.mjs
# run_browser_leg NAME FILE — a test/e2e/FILE.browser.mjs sub-leg; SP_E2E_BROWSER="editor-panels"
# (FILE names, space- or comma-separated) runs only those of the editor sub-legs.
run_browser_leg() {
	local wanted="$RUN_EDITOR"
	[[ -z "${SP_E2E_BROWSER:-}" || " ${SP_E2E_BROWSER//,/ } " == *" $2 "* ]] || wanted=0
	run_server_leg "$1" "$wanted" "test/e2e/$2.browser.mjs"
}
run_browser_leg "editor (browser)" editor
run_browser_leg "editor panels (browser)" editor-panels
run_browser_leg "editor new user (browser)" editor-new-user
run_browser_leg "editor frictions (browser)" editor-frictions
run_browser_leg "trigger-editor (browser)" trigger

if [[ -n "$SP_N8N_SERVER_PID" ]]; then
	sp_stop_group "$SP_N8N_SERVER_PID" "n8n (server)"
	SP_N8N_SERVER_PID=""
fi

printf '\n=== e2e sub-legs\n'
for line in "${LEG_TIMES[@]}"; do printf '%s\n' "$line"; done
printf '%5d s  the whole e2e leg (build, install, sandbox, imports included)\n' $((SECONDS - started))
shots="$(cd "$SP_ROOT" && ls test-artifacts/e2e/editor-*.png test-artifacts/e2e/panels-*.png test-artifacts/e2e/trigger-*.png 2>/dev/null | paste -sd ' ' || true)"
[[ -n "$shots" ]] && printf 'screenshots: %s\n' "$shots"
printf 'e2e-legs: %d passed, %d failed, %d skipped\n' "$legs_passed" "$legs_failed" "$legs_skipped"
sp_log "e2e leg finished in $((SECONDS - started)) s"
((legs_failed == 0))
