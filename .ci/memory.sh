#!/usr/bin/env bash
# memory.sh: the peak memory (RSS, /usr/bin/time -v) of each command at the
# limits sim/lab/README.md's "Limits and memory" table states, one line each:
#
#   MB  command
#
# The headless binary (tb) for the lab, the window's (tbw, under a private
# Xvfb) for shots; the inputs (recordings and traces at their limits) are
# made by .ci/memory/inputs.go. Takes some minutes: run -record plays 10^8
# ticks, replay dense.tbr 4,194,304, net -replay far.tbr 10^7 with two peers. MEMORY_OUT keeps the files (default: a
# temporary folder, removed at the end).
set -euo pipefail

go=${GO:-go}
out=${MEMORY_OUT:-$(mktemp -d)}
[[ -n ${MEMORY_OUT:-} ]] || trap 'rm -rf "$out"' EXIT
mkdir -p "$out"
command -v /usr/bin/time >/dev/null || { echo "memory: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

echo "memory: building into $out and making the inputs" >&2
CGO_ENABLED=0 "$go" build -tags headless -o "$out/tb" .
"$go" run .ci/memory/inputs.go "$out"
cd "$out"

# peak CMD...: prints the peak RSS of CMD in MB, and CMD (paths short).
peak() {
	local kb
	kb=$( { /usr/bin/time -f '%M' "$@" >/dev/null 2>time.err || true; } 2>&1; tail -1 time.err)
	printf '%7.1f  %s\n' "$(echo "$kb / 1024" | bc -l)" "$*"
}

peak ./tb run
peak ./tb run -ticks 600 -trace 100000
peak ./tb compare
peak ./tb desync
peak ./tb pacing
peak ./tb run -balls 1000000 -ticks 1
peak ./tb run -balls 1000000 -ticks 3 -json
peak ./tb run -balls 1000000 -ticks 3 -synctest
peak ./tb run -balls 0 -inputs 7 -ticks 100000000 -record r.tbr
peak ./tb replay dense.tbr
peak ./tb replay dense.tbr -json
peak ./tb replay balls.tbr -json
peak ./tb replay dense.tbr -dump
peak ./tb replay checkpoints.tbr -dump
peak ./tb replay refused.tbr
peak ./tb replay /dev/zero
peak ./tb run -frames ns.txt
peak ./tb run -frames ones.txt -ticks 1
peak ./tb run -frames capture.csv
peak ./tb run -frames chains.csv
peak ./tb run -frames many.csv
peak ./tb run -frames commas.csv
peak ./tb run -frames row.csv
peak ./tb run -frames comment.txt
peak ./tb run -frames digits.txt
peak ./tb net
peak ./tb net -peers 8 -window 60 -balls 10000 -ticks 600 -link-delay 100ms -jitter 100ms -loss 0.3
peak ./tb net -peers 8 -window 60 -delay 60 -balls 1 -ticks 1200 -link-delay 10s -jitter 10s -reorder 1 -every 1
peak ./tb net -replay dense.tbr
peak ./tb net -replay far.tbr -ticks 10000000
peak ./tb policies
peak ./tb policies -svg c.svg -presentmon pm
peak ./tb policies -frames ns.txt
peak sh -c 'yes 1 | ./tb policies -frames /dev/stdin'
if [[ ${MEMORY_WINDOW:-1} == 1 ]]; then
	cd - >/dev/null
	"$go" build -o "$out/tbw" ./game/tickbox-window
	cd "$out"
	peak bash "$OLDPWD/.ci/xvfb.sh" ./tbw shots -golden "" -out gallery
	# A hostile script: 2,000 restarts (each a whole new game), then a frame
	# and a shot; it once ran 12 minutes to 820 MB, and on.
	{ for ((i = 0; i < 2000; i++)); do echo restart; done; printf 'frame 16ms\nshot restarts\n'; } >restarts.tbs
	peak bash "$OLDPWD/.ci/xvfb.sh" ./tbw shots -golden "" -out restarts restarts.tbs
fi
