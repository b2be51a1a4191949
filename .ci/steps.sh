# CI's steps (sourced by .ci/run): each step is timed, and any command failing inside it fails it.
#
# A step runs as a plain command under `set -e`, never as `"$@" || status=$?`: on the left of `||`
# bash turns `set -e` off for everything the step runs, so a failure in a step's middle went unseen.
# A failing command ends CI at once; the EXIT trap then reports the step with step_report_failure.

declare -a TIMINGS=()
CURRENT_STEP=""
CURRENT_STEP_STARTED=0

step() {
	CURRENT_STEP="$1"
	shift
	CURRENT_STEP_STARTED=$SECONDS
	printf '\n=== %s\n' "$CURRENT_STEP"
	"$@"
	local took=$((SECONDS - CURRENT_STEP_STARTED))
	TIMINGS+=("$(printf '%5d s  %s' "$took" "$CURRENT_STEP")")
	printf '=== %s: done in %d s\n' "$CURRENT_STEP" "$took"
	CURRENT_STEP=""
}

# From the EXIT trap, with the exit code: the step that was running failed (its line and timing).
step_report_failure() {
	local code=$1
	[[ -n "$CURRENT_STEP" ]] || return 0
	((code != 0)) || code=1
	local took=$((SECONDS - CURRENT_STEP_STARTED))
	TIMINGS+=("$(printf '%5d s  %s  FAILED (exit code %d)' "$took" "$CURRENT_STEP" "$code")")
	printf '=== %s: FAILED with exit code %d after %d s\n' "$CURRENT_STEP" "$code" "$took"
	CURRENT_STEP=""
}
