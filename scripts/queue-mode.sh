#!/usr/bin/env bash
# The queue-mode leg: this package in n8n 2.41.1's queue mode (main + 2 workers + 1 webhook
# processor over Redis and PostgreSQL), against a fresh sandbox, checked by test/queue-mode/run.mjs.
#
#   bash scripts/queue-mode.sh          (npm run test:queue-mode; CI runs it after `npm test`)
#
# What it does, in order:
#   1. packs the package (SP_SKIP_BUILD=1 packs the existing dist/ as it is, else builds first);
#   2. installs n8n if needed (scripts/install-n8n.sh; SP_N8N_DIR reuses another install);
#   3. starts PostgreSQL and Redis (Debian's packages: apt-get install postgresql redis-server) on
#      free ports, their data in a temporary folder that is removed at the end;
#   4. starts the sandbox on a free port (fresh data, a random API key, rate limit off: the leg
#      publishes thousands of posts for one profile);
#   5. unpacks the package once into a shared nodes folder that every n8n process's user folder
#      links to, as a community install on a shared volume would be;
#   6. imports the credential and the trigger fixtures (n8n import:credentials / import:workflow);
#   7. runs test/queue-mode/run.mjs, which starts main, the workers and the webhook processor
#      with deploy/queue-mode/n8n.env (the same file deploy/queue-mode/compose.yaml uses), runs
#      every check, prints "queue-mode: N passed, M failed, K skipped" and the figures, and stops
#      the n8n processes;
#   8. stops everything and removes the temporary folder; exits non-zero on any failure.
# Logs (secrets removed) are copied to test-artifacts/queue-mode/.
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

# The topology deploy/queue-mode/compose.yaml describes (test/release/queueModeCompose.test.ts
# checks that the two agree).
QM_WORKERS=2
QM_WORKER_CONCURRENCY=10
QM_POSTGRES_MAJOR=15
QM_REDIS_MAJOR=7

started=$SECONDS
QM_DIR="$(mktemp -d "${TMPDIR:-/tmp}/sp-queue-mode.XXXXXX")"
ARTIFACTS="$SP_ROOT/test-artifacts/queue-mode"
SP_SANDBOX_PID=""
PG_BIN=""
PG_DATA="$QM_DIR/postgres"
REDIS_PORT=""

as_postgres() {
	# PostgreSQL refuses to run as root.
	if ((EUID == 0)); then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
	local code=$?
	trap - EXIT INT TERM
	trap '' PIPE
	# n8n processes run.mjs may have left behind (it stops them itself; this is for an interrupted run).
	if [[ -f "$QM_DIR/n8n-pids" ]]; then
		while read -r pid; do sp_stop_group "$pid" "n8n ($pid)"; done <"$QM_DIR/n8n-pids"
	fi
	sp_stop_group "$SP_SANDBOX_PID" "the sandbox"
	[[ -n "$REDIS_PORT" ]] && redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
	[[ -n "$PG_BIN" && -f "$PG_DATA/postmaster.pid" ]] && as_postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1 || true
	copy_logs || true
	rm -rf "$QM_DIR"
	exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The run's secrets: scrubbed from the logs kept in test-artifacts/.
QM_API_KEY="sk_qm_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
QM_ENCRYPTION_KEY="$(node -e 'process.stdout.write(require("crypto").randomBytes(24).toString("hex"))')"
QM_OWNER_PASSWORD="Qm-$(node -e 'process.stdout.write(require("crypto").randomBytes(9).toString("hex"))')-Aa1"
QM_FEED_SECRET="fs_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
QM_MESSAGE_SECRET="ms_$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
QM_DB_PASSWORD="$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
SP_REDACT="$QM_API_KEY"

copy_logs() {
	mkdir -p "$ARTIFACTS"
	[[ -d "$QM_DIR/logs" ]] || return 0
	SP_SECRETS="$QM_API_KEY $QM_ENCRYPTION_KEY $QM_OWNER_PASSWORD $QM_FEED_SECRET $QM_MESSAGE_SECRET $QM_DB_PASSWORD" node -e '
		const fs = require("fs"), path = require("path");
		const [from, to] = process.argv.slice(1);
		for (const name of fs.readdirSync(from)) {
			let text = fs.readFileSync(path.join(from, name), "utf8");
			for (const secret of process.env.SP_SECRETS.split(" ")) text = text.split(secret).join("[redacted]");
			fs.writeFileSync(path.join(to, name), text);
		}
	' "$QM_DIR/logs" "$ARTIFACTS"
}

find_services() {
	command -v redis-server >/dev/null && command -v redis-cli >/dev/null ||
		sp_die "redis-server is not installed: apt-get install -y redis-server (CI's .ci/run installs it)"
	PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
	[[ -x "$PG_BIN/initdb" ]] ||
		sp_die "PostgreSQL is not installed: apt-get install -y postgresql (CI's .ci/run installs it)"
	local pg_major redis_major
	pg_major="$(basename "$(dirname "$PG_BIN")")"
	redis_major="$(redis-server --version | sed -E 's/.*v=([0-9]+).*/\1/')"
	# The compose file pins these majors; a different local one still runs, with a note.
	[[ "$pg_major" == "$QM_POSTGRES_MAJOR" ]] || sp_log "note: PostgreSQL $pg_major here, the compose file pins $QM_POSTGRES_MAJOR"
	[[ "$redis_major" == "$QM_REDIS_MAJOR" ]] || sp_log "note: Redis $redis_major here, the compose file pins $QM_REDIS_MAJOR"
	sp_log "    PostgreSQL $pg_major ($PG_BIN), Redis $(redis-server --version | sed -E 's/.*v=([0-9.]+).*/\1/')"
}

start_postgres() {
	PG_PORT="$(sp_free_port)"
	mkdir -p "$PG_DATA"
	printf '%s\n' "$QM_DB_PASSWORD" >"$QM_DIR/pg-password"
	if ((EUID == 0)); then chown postgres "$PG_DATA" "$QM_DIR/pg-password" && chmod 755 "$QM_DIR"; fi
	as_postgres "$PG_BIN/initdb" -D "$PG_DATA" -U n8n -A scram-sha-256 --pwfile="$QM_DIR/pg-password" >"$QM_DIR/logs/postgres-init.log" 2>&1 ||
		{ tail -n 20 "$QM_DIR/logs/postgres-init.log" >&2; sp_die "initdb failed"; }
	rm -f "$QM_DIR/pg-password"
	as_postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DATA/server.log" -w \
		-o "-p $PG_PORT -k $PG_DATA -c listen_addresses=127.0.0.1" start >/dev/null
	PGPASSWORD="$QM_DB_PASSWORD" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U n8n n8n
}

start_redis() {
	REDIS_PORT="$(sp_free_port)"
	mkdir -p "$QM_DIR/redis"
	redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --daemonize yes --dir "$QM_DIR/redis" --save '' \
		--logfile "$QM_DIR/logs/redis.log" >/dev/null
	sp_wait_for_port "$REDIS_PORT" 20 "$$" "Redis" "$QM_DIR/logs/redis.log"
}

pack() {
	mkdir -p "$QM_DIR/pack"
	if [[ "${SP_SKIP_BUILD:-}" == "1" ]]; then
		TARBALL="$QM_DIR/pack/$(cd "$SP_ROOT" && npm pack --silent --pack-destination "$QM_DIR/pack" | tail -n1)"
	else
		TARBALL="$(sp_build_and_pack "$QM_DIR/pack")"
	fi
}

# One unpacked package; each process's user folder links its .n8n/nodes to it.
install_package() {
	sp_install_package "$TARBALL" "$QM_DIR/shared"
	local name
	for name in main webhook $(seq -f 'worker-%g' 1 "$QM_WORKERS"); do
		mkdir -p "$QM_DIR/home/$name/.n8n"
		ln -s "$QM_DIR/shared/.n8n/nodes" "$QM_DIR/home/$name/.n8n/nodes"
	done
}

# The environment every n8n process shares: deploy/queue-mode/n8n.env plus the addresses and key.
export_shared_env() {
	set -a
	# shellcheck source=deploy/queue-mode/n8n.env
	source "$SP_ROOT/deploy/queue-mode/n8n.env"
	set +a
	export DB_POSTGRESDB_HOST=127.0.0.1 DB_POSTGRESDB_PORT="$PG_PORT" DB_POSTGRESDB_DATABASE=n8n
	export DB_POSTGRESDB_USER=n8n DB_POSTGRESDB_PASSWORD="$QM_DB_PASSWORD"
	export QUEUE_BULL_REDIS_HOST=127.0.0.1 QUEUE_BULL_REDIS_PORT="$REDIS_PORT"
	export N8N_ENCRYPTION_KEY="$QM_ENCRYPTION_KEY"
}

import_all() {
	sp_n8n_env "$QM_DIR/home/main" "$(sp_free_port)" "$(sp_free_port)"
	export_shared_env
	local creds="$QM_DIR/credentials.import.json"
	sp_write_credentials "$creds" "$QM_API_KEY" "$SANDBOX_URL"
	local status=0
	sp_n8n import:credentials --input="$creds" >"$QM_DIR/logs/import-credentials.log" 2>&1 || status=$?
	rm -f "$creds"
	((status == 0)) || { tail -n 20 "$QM_DIR/logs/import-credentials.log" >&2; sp_die "n8n import:credentials failed"; }
	mkdir -p "$QM_DIR/fixtures"
	(
		umask 077
		SP_FEED_SECRET="$QM_FEED_SECRET" SP_MESSAGE_SECRET="$QM_MESSAGE_SECRET" node -e '
			const fs = require("fs"), path = require("path");
			const [src, out] = process.argv.slice(1);
			const secrets = { "trigger-feed-workflow.json": ["__SP_E2E_FEED_SECRET__", process.env.SP_FEED_SECRET],
				"trigger-messages-workflow.json": ["__SP_E2E_MESSAGE_SECRET__", process.env.SP_MESSAGE_SECRET] };
			for (const [file, [placeholder, secret]] of Object.entries(secrets)) {
				const text = fs.readFileSync(path.join(src, file), "utf8");
				fs.writeFileSync(path.join(out, file), text.split(placeholder).join(secret));
			}
		' "$SP_ROOT/test/e2e/fixtures" "$QM_DIR/fixtures"
	)
	status=0
	sp_n8n import:workflow --separate --input="$QM_DIR/fixtures" >"$QM_DIR/logs/import-workflows.log" 2>&1 || status=$?
	rm -rf "$QM_DIR/fixtures"
	((status == 0)) || { tail -n 20 "$QM_DIR/logs/import-workflows.log" >&2; sp_die "n8n import:workflow failed"; }
}

mkdir -p "$QM_DIR/logs"
rm -rf "$ARTIFACTS"
sp_step "pack the package" pack
sp_step "install n8n if needed (scripts/install-n8n.sh)" bash "$SP_ROOT/scripts/install-n8n.sh"
sp_step "find PostgreSQL and Redis" find_services
sp_step "start PostgreSQL (data in $QM_DIR)" start_postgres
sp_step "start Redis" start_redis
SANDBOX_PORT="$(sp_free_port)"
SANDBOX_URL="http://127.0.0.1:$SANDBOX_PORT/api"
sp_step "start the sandbox on $SANDBOX_URL (fresh data, rate limit off)" \
	sp_start_sandbox "$SANDBOX_PORT" "$QM_DIR/sandbox-data" "$QM_API_KEY" "$QM_DIR/logs/sandbox.log" --rate-limit off
sp_step "install the package once for every n8n process" install_package
sp_step "import the credential and the trigger fixtures into PostgreSQL" import_all

status=0
env SP_QM_DIR="$QM_DIR" SP_QM_WORKERS="$QM_WORKERS" SP_QM_WORKER_CONCURRENCY="$QM_WORKER_CONCURRENCY" \
	SP_NODE24="$SP_NODE24" SP_N8N_BIN="$SP_N8N_BIN" SP_N8N_PATH="$SP_N8N_PATH" \
	SP_SANDBOX_URL="$SANDBOX_URL" SP_SANDBOX_DB="$QM_DIR/sandbox-data/sandbox.db" SP_E2E_API_KEY="$QM_API_KEY" \
	SP_E2E_FEED_SECRET="$QM_FEED_SECRET" SP_E2E_MESSAGE_SECRET="$QM_MESSAGE_SECRET" \
	SP_E2E_OWNER_EMAIL="owner@queue-mode.local" SP_E2E_OWNER_PASSWORD="$QM_OWNER_PASSWORD" \
	SP_E2E_ARTIFACTS="$ARTIFACTS" SP_E2E_SANDBOX_DATA="$QM_DIR/sandbox-data" \
	"$SP_NODE24" "$SP_ROOT/test/queue-mode/run.mjs" || status=$?
sp_log "queue-mode leg finished in $((SECONDS - started)) s"
exit "$status"
