#!/usr/bin/env bash
# The panel leg: the package installed, updated and uninstalled the way n8n's Settings › Community
# Nodes panel does it, from an npm registry, and the sandbox started with `npx` from that registry.
#
#   bash scripts/panel-leg.sh        (npm run test:panel; CI runs it after `npm test`)
#
#   1. Verdaccio (npm: verdaccio@6.10.4, node-fetch overridden to 2.7.0, on n8n's Node 24) into
#      .runtime/panel/, started on a free port: our two packages are served from it, everything else
#      comes through it from the machine's npm registry;
#   2. the package (npm pack of the built dist/; SP_SKIP_BUILD=1 packs dist/ as it is) and the sandbox
#      package (packages/sandbox) published to it with `npm publish --registry`;
#   3. `npx social-publishing-sandbox` from that registry, outside the repository, on Node 24;
#   4. n8n 2.41.1 with N8N_COMMUNITY_PACKAGES_REGISTRY at Verdaccio and a fresh user folder. A registry
#      other than npmjs.org is a licensed (Enterprise) feature in n8n; the leg turns it on the way n8n's
#      own end-to-end tests turn licensed features on (E2E_TESTS=true, PATCH /rest/e2e/feature);
#   5. test/e2e/panel-install.mjs: install, example workflow, newer version and update, uninstall,
#      all through /rest/community-packages as the owner; it prints "panel: N passed, M failed".
# Prints each step's time and the whole leg's. Logs in .runtime/panel/logs/.
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

VERDACCIO_VERSION="6.10.4"
# verdaccio's own node-fetch pin does not install from the registry here; 2.7.0 does and works.
VERDACCIO_NODE_FETCH="2.7.0"

started=$SECONDS
PANEL_DIR="$SP_RUNTIME/panel"
LOGS="$PANEL_DIR/logs"
VERDACCIO_PID=""
SP_SANDBOX_PID=""
SP_N8N_SERVER_PID=""

# The packed and unpacked packages live outside the repository: `eslint .` (n8n-node lint) would walk them.
PACK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/sp-panel-pack-XXXXXX")"

cleanup() {
	local code=$?
	trap - EXIT INT TERM
	trap '' PIPE
	sp_stop_group "$SP_N8N_SERVER_PID" "n8n (panel)"
	sp_stop_group "$SP_SANDBOX_PID" "the sandbox (npx)"
	sp_stop_group "$VERDACCIO_PID" "Verdaccio"
	rm -rf "$PACK_DIR"
	exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The Verdaccio install is kept between runs (its package.json pins it); the rest is fresh each run.
find "$PANEL_DIR" -mindepth 1 -maxdepth 1 ! -name verdaccio -exec rm -rf {} + 2>/dev/null || true
mkdir -p "$LOGS" "$PANEL_DIR/home" "$PANEL_DIR/elsewhere"
# npm's cache for everything of this leg (n8n's npm commands included): the packages are republished
# under the same versions on every run, and a stale copy must not stand in for them.
export npm_config_cache="$PANEL_DIR/npm-cache"

PANEL_API_KEY="sk_panel_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
PANEL_OWNER_PASSWORD="Panel-$(node -e 'process.stdout.write(require("crypto").randomBytes(9).toString("hex"))')-Aa1"
SP_REDACT="$PANEL_API_KEY"
UPSTREAM_REGISTRY="$(npm config get registry)"

install_verdaccio() {
	sp_require_n8n
	local dir="$PANEL_DIR/verdaccio"
	mkdir -p "$dir"
	local manifest
	manifest="{\"name\":\"sp-panel-registry\",\"private\":true,\"dependencies\":{\"verdaccio\":\"$VERDACCIO_VERSION\"},\"overrides\":{\"node-fetch\":\"$VERDACCIO_NODE_FETCH\"}}"
	if [[ -x "$dir/node_modules/.bin/verdaccio" && "$(cat "$dir/package.json" 2>/dev/null)" == "$manifest" ]]; then
		sp_log "    verdaccio $VERDACCIO_VERSION already in .runtime/panel/verdaccio"
		return 0
	fi
	printf '%s\n' "$manifest" >"$dir/package.json"
	(cd "$dir" && env -u npm_config_cache PATH="$SP_N8N_PATH" npm install --ignore-scripts --no-audit --no-fund --loglevel=error >"$LOGS/verdaccio-install.log" 2>&1) ||
		{ tail -n 20 "$LOGS/verdaccio-install.log" >&2; sp_die "npm install verdaccio@$VERDACCIO_VERSION failed"; }
}

REGISTRY_PORT="$(sp_free_port)"
REGISTRY="http://127.0.0.1:$REGISTRY_PORT"
start_verdaccio() {
	cat >"$PANEL_DIR/verdaccio.yaml" <<-YAML
		storage: ./storage
		auth:
		  htpasswd:
		    file: ./htpasswd
		    max_users: 1
		uplinks:
		  upstream:
		    url: $UPSTREAM_REGISTRY
		packages:
		  '$SP_PACKAGE':
		    access: \$all
		    publish: \$authenticated
		  'social-publishing-sandbox':
		    access: \$all
		    publish: \$authenticated
		  '**':
		    access: \$all
		    proxy: upstream
		log: { type: stdout, format: pretty, level: warn }
	YAML
	sp_start_bg "$LOGS/verdaccio.log" env PATH="$SP_N8N_PATH" "$SP_NODE24" "$PANEL_DIR/verdaccio/node_modules/verdaccio/bin/verdaccio" \
		--config "$PANEL_DIR/verdaccio.yaml" --listen "127.0.0.1:$REGISTRY_PORT"
	VERDACCIO_PID=$SP_BG_PID
	sp_wait_for_http "$REGISTRY/-/ping" 60 "$VERDACCIO_PID" "Verdaccio" "$LOGS/verdaccio.log"
	# A publisher account of this run (Verdaccio's htpasswd); its token goes in a userconfig of the leg.
	local token
	token="$(curl -fsS -X PUT -H 'Content-Type: application/json' \
		-d "{\"name\":\"panel\",\"password\":\"$PANEL_OWNER_PASSWORD\"}" \
		"$REGISTRY/-/user/org.couchdb.user:panel" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(JSON.parse(s).token))')"
	(umask 077 && printf '//127.0.0.1:%s/:_authToken=%s\n' "$REGISTRY_PORT" "$token" >"$PANEL_DIR/npmrc")
}

publish_packages() {
	if [[ "${SP_SKIP_BUILD:-}" != "1" ]]; then (cd "$SP_ROOT" && npm run --silent build); fi
	[[ -f "$SP_ROOT/packages/sandbox/dist/sandbox/cli.js" ]] || sp_die "packages/sandbox/dist is missing: npm run build"
	local tarball
	tarball="$PACK_DIR/$(cd "$SP_ROOT" && npm pack --silent --pack-destination "$PACK_DIR" | tail -n1)"
	PANEL_V1="$(node -p 'require(process.argv[1]).version' "$SP_ROOT/package.json")"
	npm publish "$tarball" --registry "$REGISTRY" --userconfig "$PANEL_DIR/npmrc" --ignore-scripts >"$LOGS/publish-v1.log" 2>&1 ||
		{ tail -n 20 "$LOGS/publish-v1.log" >&2; sp_die "npm publish of $SP_PACKAGE@$PANEL_V1 failed"; }
	npm publish "$SP_ROOT/packages/sandbox" --registry "$REGISTRY" --userconfig "$PANEL_DIR/npmrc" --ignore-scripts >"$LOGS/publish-sandbox.log" 2>&1 ||
		{ tail -n 20 "$LOGS/publish-sandbox.log" >&2; sp_die "npm publish of social-publishing-sandbox failed"; }
	# The newer version the update step publishes: the same files, the next patch version.
	PANEL_V2_DIR="$PACK_DIR/v2"
	mkdir -p "$PANEL_V2_DIR"
	tar -xzf "$tarball" -C "$PANEL_V2_DIR" --strip-components=1
	PANEL_V2="$(node -e '
		const fs = require("fs");
		const file = process.argv[1];
		const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
		const [major, minor, patch] = manifest.version.split(/[.-]/).map(Number);
		manifest.version = `${major}.${minor}.${patch + 1}`;
		fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
		process.stdout.write(manifest.version);
	' "$PANEL_V2_DIR/package.json")"
	sp_log "    published $SP_PACKAGE@$PANEL_V1 and social-publishing-sandbox@$PANEL_V1 to $REGISTRY; $PANEL_V2 waits in $PANEL_V2_DIR"
}

SANDBOX_PORT="$(sp_free_port)"
SANDBOX_URL="http://127.0.0.1:$SANDBOX_PORT/api"
start_sandbox_with_npx() {
	# Where a user would type it: outside any project, Node 24 first on PATH.
	cd "$PANEL_DIR/elsewhere"
	sp_start_bg "$LOGS/sandbox.log" env PATH="$SP_N8N_PATH" npx --yes --registry "$REGISTRY" "social-publishing-sandbox@$PANEL_V1" \
		--port "$SANDBOX_PORT" --data "$PANEL_DIR/sandbox-data" --api-key "$PANEL_API_KEY"
	SP_SANDBOX_PID=$SP_BG_PID
	cd "$SP_ROOT"
	sp_wait_for_port "$SANDBOX_PORT" 180 "$SP_SANDBOX_PID" "npx social-publishing-sandbox" "$LOGS/sandbox.log"
	grep -E '^(Base URL|Web page|Database):' "$LOGS/sandbox.log" | sed 's/^/    sandbox: /' >&2
}

N8N_LOG="$LOGS/n8n.log"
start_n8n() {
	local port broker
	port="$(sp_free_port)"
	broker="$(sp_free_port)"
	while [[ "$broker" == "$port" ]]; do broker="$(sp_free_port)"; done
	sp_n8n_env "$PANEL_DIR/home" "$port" "$broker"
	export N8N_COMMUNITY_PACKAGES_REGISTRY="$REGISTRY"
	export E2E_TESTS=true
	# n8n 2.41.1 installs from N8N_COMMUNITY_PACKAGES_REGISTRY, but the panel's "update available" comes
	# from a plain `npm outdated` in its nodes folder, which asks npm's own registry: point that there too,
	# as an admin of an n8n on a private registry would (in n8n's environment or its user's .npmrc).
	export npm_config_registry="$REGISTRY"
	sp_start_n8n_server "$N8N_LOG" 180
	PANEL_N8N_URL="http://127.0.0.1:$port"
}

run_checks() {
	env SP_N8N_URL="$PANEL_N8N_URL" SP_SANDBOX_URL="$SANDBOX_URL" SP_E2E_API_KEY="$PANEL_API_KEY" \
		SP_E2E_OWNER_EMAIL="owner@panel.local" SP_E2E_OWNER_PASSWORD="$PANEL_OWNER_PASSWORD" SP_N8N_BIN="$SP_N8N_BIN" \
		SP_PANEL_PACKAGE="$SP_PACKAGE" SP_PANEL_V1="$PANEL_V1" SP_PANEL_V2="$PANEL_V2" SP_PANEL_V2_DIR="$PANEL_V2_DIR" \
		SP_PANEL_REGISTRY="$REGISTRY" SP_PANEL_NPMRC="$PANEL_DIR/npmrc" SP_PANEL_USER_FOLDER="$PANEL_DIR/home" \
		node "$SP_ROOT/test/e2e/panel-install.mjs"
}

declare -a TIMES=()
timed() {
	local title="$1"
	shift
	local t=$SECONDS
	sp_step "$title" "$@"
	TIMES+=("$(printf '%5d s  %s' $((SECONDS - t)) "$title")")
}

timed "Verdaccio $VERDACCIO_VERSION from the npm registry (.runtime/panel/verdaccio)" install_verdaccio
timed "start Verdaccio on $REGISTRY" start_verdaccio
timed "publish $SP_PACKAGE and social-publishing-sandbox to it (npm publish --registry)" publish_packages
timed "npx social-publishing-sandbox from that registry, on $SANDBOX_URL" start_sandbox_with_npx
timed "start n8n $SP_N8N_VERSION with N8N_COMMUNITY_PACKAGES_REGISTRY=$REGISTRY" start_n8n
status=0
checks_started=$SECONDS
sp_log "==> install, run, update, uninstall through /rest/community-packages (test/e2e/panel-install.mjs)"
run_checks || status=$?
TIMES+=("$(printf '%5d s  %s' $((SECONDS - checks_started)) "install, run, update, run, uninstall (panel-install.mjs)")")
if ((status != 0)); then
	sp_log "n8n's log: .runtime/panel/logs/n8n.log; Verdaccio's: .runtime/panel/logs/verdaccio.log"
fi

printf '\n=== panel leg\n'
for line in "${TIMES[@]}"; do printf '%s\n' "$line"; done
printf '%5d s  the whole panel leg\n' $((SECONDS - started))
exit "$status"
