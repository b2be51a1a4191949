#!/usr/bin/env bash
# Package weight: the `npm pack` tarball (size, unpacked size, files), and n8n start-up time with
# the package installed vs without it (the baseline), from the cached runtime (scripts/install-n8n.sh).
# The package is built and packed in a private copy of the sources (dist/ in the work tree is
# shared). n8n is started like scripts/start.sh does (scripts/lib-n8n.sh), with an empty user
# folder, then with the package unpacked into .n8n/nodes/node_modules; times to /healthz and to
# /rest/settings (n8n fully started), alternating, ROUNDS times each (default 2).
# Also the package's own load time: its node and credential files required in fresh Node 24 processes.
# Self-check: the package's node types are listed by n8n when it is installed.
# Usage: bash bench/package-weight.sh [ROUNDS]
set -euo pipefail
# shellcheck source=../scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib-n8n.sh"
ROUNDS="${1:-2}"

work="$(mktemp -d /tmp/sp-bench-weight.XXXXXX)"
n8n_pid=""
cleanup() {
	[[ -n "$n8n_pid" ]] && sp_stop_group "$n8n_pid" n8n 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT

# Build and pack in a private copy.
src_copy="$work/src"
mkdir -p "$src_copy"
(cd "$SP_ROOT" && cp -r package.json tsconfig.json gulpfile.js LICENSE README.md CHANGELOG.md credentials nodes src scripts "$src_copy"/)
ln -s "$SP_ROOT/node_modules" "$src_copy/node_modules"
(cd "$src_copy" && node scripts/build.mjs >&2)
pack_json="$(cd "$src_copy" && npm pack --json --silent --pack-destination "$work" 2>/dev/null)"
read -r tarball size unpacked files < <(node -e '
	const [p] = JSON.parse(process.argv[1]);
	console.log(p.filename, p.size, p.unpackedSize, p.entryCount);' "$pack_json")
tarball="$work/$tarball"
[[ -f "$tarball" ]] || sp_die "npm pack produced no tarball"
echo "package-weight: $(basename "$tarball"): ${size} bytes packed, ${unpacked} bytes unpacked, ${files} files"

if ! sp_n8n_is_installed; then
	echo "RESULT package tarball: $((size / 1024)) KB packed, $((unpacked / 1024)) KB unpacked, $files files"
	echo "n8n start-up: skipped (n8n is not installed in $SP_N8N_DIR; run bash scripts/install-n8n.sh)"
	exit 0
fi

# The package's own load cost, with less noise than a whole n8n start: a fresh Node 24 requires every
# node and credential file package.json registers, with n8n's node_modules on NODE_PATH as n8n
# gives community packages; median of 7 processes.
load_dir="$work/load/package"
mkdir -p "$load_dir" && tar -xzf "$tarball" -C "$load_dir" --strip-components=1
load_wall=() load_cpu=()
for ((i = 0; i < 7; i++)); do
	read -r wall cpu < <(NODE_PATH="$SP_N8N_DIR/node_modules/n8n/node_modules:$SP_N8N_DIR/node_modules" "$SP_NODE24" -e '
		const { join } = require("path");
		const dir = process.argv[1];
		const { n8n } = require(join(dir, "package.json"));
		require("n8n-workflow"); // loaded by n8n before any community package: not ours to count
		const cpu = process.cpuUsage();
		const started = performance.now();
		for (const file of [...n8n.nodes, ...n8n.credentials]) require(join(dir, file));
		const used = process.cpuUsage(cpu);
		console.log((performance.now() - started).toFixed(1), ((used.user + used.system) / 1000).toFixed(1));' "$load_dir")
	load_wall+=("$wall") load_cpu+=("$cpu")
done
middle() { printf '%s\n' "$@" | sort -g | sed -n 4p; }
# CPU time is what the package costs; wall time also counts whatever else the machine is doing.
echo "RESULT node load: requiring the package's nodes and credentials: $(middle "${load_cpu[@]}") ms CPU, $(middle "${load_wall[@]}") ms wall (median of 7 fresh Node 24 processes)"

# start_once USER_FOLDER — prints "healthz_seconds ready_seconds".
start_once() {
	local folder="$1" port broker log started t_health t_ready
	port="$(sp_free_port)"
	broker="$(sp_free_port)"
	log="$work/n8n-$RANDOM.log"
	(
		sp_n8n_env "$folder" "$port" "$broker"
		export N8N_LOG_LEVEL=warn
		exec setsid env PATH="$SP_N8N_PATH" "$SP_NODE24" "$SP_N8N_BIN" start >"$log" 2>&1 </dev/null
	) &
	n8n_pid=$!
	started="$(date +%s.%N)"
	until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/healthz" 2>/dev/null; do
		kill -0 "$n8n_pid" 2>/dev/null || { tail -20 "$log" >&2; sp_die "n8n exited before /healthz"; }
		sleep 0.1
	done
	t_health="$(echo "$(date +%s.%N) - $started" | bc)"
	until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/rest/settings" 2>/dev/null; do
		kill -0 "$n8n_pid" 2>/dev/null || { tail -20 "$log" >&2; sp_die "n8n exited before /rest/settings"; }
		sleep 0.1
	done
	t_ready="$(echo "$(date +%s.%N) - $started" | bc)"
	if [[ -d "$folder/.n8n/nodes/node_modules/$SP_PACKAGE" ]]; then
		# Self-check: n8n loaded the package (it logs an error line if a community node fails to load).
		if grep -qiE "error.*$SP_PACKAGE|$SP_PACKAGE.*(error|failed)" "$log"; then
			tail -20 "$log" >&2
			sp_die "n8n reported an error loading $SP_PACKAGE"
		fi
	fi
	sp_stop_group "$n8n_pid" n8n 2>/dev/null
	n8n_pid=""
	echo "$t_health $t_ready"
}

declare -a base_h base_r pkg_h pkg_r
for ((round = 1; round <= ROUNDS; round++)); do
	empty="$work/empty-$round"
	mkdir -p "$empty"
	read -r h r < <(start_once "$empty")
	base_h+=("$h") base_r+=("$r")
	echo "  round $round without the package: /healthz ${h} s, /rest/settings ${r} s"
	with="$work/with-$round"
	mkdir -p "$with"
	sp_install_package "$tarball" "$with"
	read -r h r < <(start_once "$with")
	pkg_h+=("$h") pkg_r+=("$r")
	echo "  round $round with the package:    /healthz ${h} s, /rest/settings ${r} s"
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2)}'; }
bh="$(median "${base_h[@]}")" br="$(median "${base_r[@]}")" ph="$(median "${pkg_h[@]}")" pr="$(median "${pkg_r[@]}")"
echo "RESULT package tarball: $((size / 1024)) KB packed, $((unpacked / 1024)) KB unpacked, $files files"
printf 'RESULT n8n start-up (median of %s): /healthz %.1f s with the package vs %.1f s without = %.2fx; /rest/settings %.1f s vs %.1f s = %.2fx\n' \
	"$ROUNDS" "$ph" "$bh" "$(echo "$ph / $bh" | bc -l)" "$pr" "$br" "$(echo "$pr / $br" | bc -l)"
