#!/usr/bin/env bash
# better-sqlite3 (the sandbox's database) is compiled from source: .npmrc sets ignore-scripts (n8n's
# packages need it) and no prebuilt binary can be downloaded here. Build it once if it does not load.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! node -e "new (require('better-sqlite3'))(':memory:')" >/dev/null 2>&1; then
	echo "Compiling better-sqlite3 for $(node --version) (about 80 s, once)..."
	npm rebuild better-sqlite3 --ignore-scripts=false >/dev/null
	node -e "new (require('better-sqlite3'))(':memory:')"
fi
