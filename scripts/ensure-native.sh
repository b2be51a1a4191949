#!/usr/bin/env bash
# The sandbox's database driver, ready on this Node (scripts/ensure-sqlite.mjs): nothing on Node
# 22.13+ (built-in node:sqlite); on Node 20, better-sqlite3 compiled once if it does not load.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/ensure-sqlite.mjs
