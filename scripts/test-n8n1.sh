#!/usr/bin/env bash
# The n8n 1.x leg (issues 6 and 32): first n8n 1.x itself (scripts/n8n1-server.sh: the latest 1.x
# server with the packed package installed as the panel installs it, running the example workflows
# against the sandbox), then the jest files that load n8n against n8n 1.x's libraries, so that users on either
# major can install the package. The devDependencies pin n8n 2.x; this swaps the n8n packages of
# node_modules for the 1.x set with `npm install --no-save` (package.json and package-lock.json stay as
# they are) and runs jest (JSON report: test-artifacts/jest-n8n1.json).
#
# Run it in a disposable checkout AFTER `npm test` (CI): it leaves node_modules on n8n 1.x (`npm ci`
# brings 2.x back). It refuses to run unless CI=true or SP_N8N1_DISPOSABLE=1.
#
# The 1.x set: n8n-core and n8n-workflow as a matched pair, the n8n-nodes-base built against that
# n8n-workflow, and the @n8n/* packages n8n-core 1.122.48 pins (`npm view n8n-core@1.122.48
# dependencies`), hoisted like the 2.x devDependencies so that there is one n8n-workflow and one
# @n8n/di. n8n-nodes-base 1.x depends on xlsx from cdn.sheetjs.com, which cannot be reached here;
# it is installed from its registry tarball with that one dependency pointed at the registry's
# xlsx 0.18.5 (what n8n 1.x installs are overridden with; the tests use no Spreadsheet node).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

N8N1_CORE=1.122.48
N8N1_WORKFLOW=1.120.31
N8N1_NODES_BASE=1.121.53
N8N1_PACKAGES=(
	"n8n-core@$N8N1_CORE"
	"n8n-workflow@$N8N1_WORKFLOW"
	"@n8n/di@0.10.0"
	"@n8n/backend-common@0.33.35"
	"@n8n/config@1.65.9"
	"@n8n/decorators@0.33.33"
	"@n8n/constants@0.14.1"
)

if [[ "${CI:-}" != "true" && "${SP_N8N1_DISPOSABLE:-0}" != "1" ]]; then
	echo "scripts/test-n8n1.sh replaces node_modules' n8n packages with n8n 1.x; run it in a disposable" >&2
	echo "checkout with CI=true or SP_N8N1_DISPOSABLE=1 (npm ci restores 2.x afterwards)." >&2
	exit 2
fi

# Before node_modules changes: the server leg packs the package built against the pinned 2.x types.
printf '== n8n 1.x server: the packed package in a real n8n 1.x (scripts/n8n1-server.sh)\n'
server_started=$SECONDS
server_status=0
mkdir -p test-artifacts
bash scripts/n8n1-server.sh 2>&1 | tee test-artifacts/n8n1-server.log || server_status=$?
printf -- '-- n8n 1.x server leg took %ss\n' "$((SECONDS - server_started))"

work="$(mktemp -d)"
mkdir "$work/saved" "$work/pack"
cp package.json package-lock.json "$work/saved/"
cleanup() {
	# --no-save must leave both files alone; put them back if anything changed them anyway.
	local file
	for file in package.json package-lock.json; do
		if ! cmp -s "$work/saved/$file" "$file"; then
			echo "WARNING: $file changed during the n8n 1.x leg; restored." >&2
			cp "$work/saved/$file" "$file"
		fi
	done
	rm -rf "$work"
}
trap cleanup EXIT

printf '== n8n 1.x leg: installing n8n-core %s, n8n-workflow %s, n8n-nodes-base %s (--no-save)\n' \
	"$N8N1_CORE" "$N8N1_WORKFLOW" "$N8N1_NODES_BASE"
install_started=$SECONDS
(
	cd "$work/pack"
	npm pack --silent "n8n-nodes-base@$N8N1_NODES_BASE" >/dev/null
	tar xzf "n8n-nodes-base-$N8N1_NODES_BASE.tgz"
	node -e '
		const fs = require("fs");
		const file = "package/package.json";
		const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
		if (!/^https?:/.test(pkg.dependencies.xlsx ?? "")) throw new Error(`unexpected xlsx spec: ${pkg.dependencies.xlsx}`);
		pkg.dependencies.xlsx = "0.18.5";
		fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
	'
	rm "n8n-nodes-base-$N8N1_NODES_BASE.tgz"
	tar czf "n8n-nodes-base-$N8N1_NODES_BASE.tgz" package
	rm -rf package
)
npm install --no-save --ignore-scripts --no-audit --no-fund "${N8N1_PACKAGES[@]}" \
	"$work/pack/n8n-nodes-base-$N8N1_NODES_BASE.tgz" 2>&1 |
	{ grep -v -e 'EBADENGINE' -e 'Unknown user config' || true; }
bash scripts/ensure-native.sh # in case npm replaced better-sqlite3 (ignore-scripts leaves it unbuilt)
install_took=$((SECONDS - install_started))

# The leg only means something if jest loads the 1.x set, with one n8n-workflow and one @n8n/di.
N8N1_CORE="$N8N1_CORE" N8N1_WORKFLOW="$N8N1_WORKFLOW" N8N1_NODES_BASE="$N8N1_NODES_BASE" node -e '
	const { dirname } = require("path");
	const version = (name, from = process.cwd()) =>
		require(require.resolve(`${name}/package.json`, { paths: [from] })).version;
	const dir = (name) => dirname(require.resolve(`${name}/package.json`));
	const want = { "n8n-core": process.env.N8N1_CORE, "n8n-workflow": process.env.N8N1_WORKFLOW,
		"n8n-nodes-base": process.env.N8N1_NODES_BASE };
	const problems = [];
	for (const [name, v] of Object.entries(want)) if (version(name) !== v) problems.push(`${name} is ${version(name)}, not ${v}`);
	for (const user of ["n8n-core", "n8n-nodes-base"]) {
		for (const shared of ["n8n-workflow", "@n8n/di"]) {
			const theirs = require.resolve(shared, { paths: [dir(user)] });
			if (theirs !== require.resolve(shared)) problems.push(`${user} loads its own ${shared} (${theirs})`);
		}
	}
	if (problems.length) { console.error("n8n 1.x set not in place:\n  " + problems.join("\n  ")); process.exit(1); }
	console.log(`n8n-core ${version("n8n-core")}, n8n-workflow ${version("n8n-workflow")}, n8n-nodes-base ${version("n8n-nodes-base")}, @n8n/di ${version("@n8n/di")}: in place`);
'
printf -- '-- n8n 1.x install took %ss\n' "$install_took"

# jest compiles the TypeScript itself; only the reliability tests need dist/ (the sandbox CLI),
# and test/release (packages/sandbox/dist), which `npm test` has built already. Build them when missing.
if [[ ! -f dist/src/sandbox/cli.js || ! -f packages/sandbox/dist/sandbox/cli.js ]]; then
	printf '== build (dist/ missing)\n'
	npm run --silent build
fi

printf '== jest against n8n 1.x\n'
mkdir -p test-artifacts
rm -f test-artifacts/jest-n8n1.json
jest_started=$SECONDS
jest_status=0
# Only the test files that load n8n's libraries (directly or through the node, the credentials or
# the n8n harnesses): the rest (the sandbox, the engine, the SDKs) do not change with n8n's major and
# ran in `npm test` already.
mapfile -t n8n_tests < <(grep -rlE "from '(n8n-workflow|n8n-core|n8n-nodes-base|@n8n/)|/nodes/|/credentials/|helpers/(n8nHarness|socialPublishingSteps|webhookHarness|agent)" test --include='*.test.ts' | sort)
printf '%s test files load n8n\n' "${#n8n_tests[@]}"
npx jest --ci --maxWorkers=2 --json --outputFile=test-artifacts/jest-n8n1.json --runTestsByPath "${n8n_tests[@]}" || jest_status=$?
printf -- '-- n8n 1.x jest took %ss\n' "$((SECONDS - jest_started))"

if [[ ! -f test-artifacts/jest-n8n1.json ]]; then
	echo "n8n 1.x leg: 0 passed, 1 failed, 0 skipped (jest wrote no report, exit code $jest_status)"
	exit 1
fi
# Test files that could not run at all count as failures too; so does a server leg that did not finish.
node -e '
	const fs = require("fs");
	const r = require("./test-artifacts/jest-n8n1.json");
	const server = /^n8n 1\.x server: (\d+) passed, (\d+) failed/m.exec(fs.readFileSync("test-artifacts/n8n1-server.log", "utf8"));
	const serverFailed = server ? Number(server[2]) : 1;
	const failed = r.numFailedTests + r.numRuntimeErrorTestSuites + serverFailed;
	const passed = r.numPassedTests + (server ? Number(server[1]) : 0);
	console.log(`n8n 1.x leg: ${passed} passed, ${failed} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
	process.exit(failed > 0 || !r.success ? 1 : 0);
' || exit 1
((server_status == 0)) || exit "$server_status"
exit "$jest_status"
