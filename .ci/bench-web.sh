#!/usr/bin/env bash
# bench-web.sh: the browser build's frames per second and frame CPU time
# (the game's own Draw timing: building a frame's draw calls) next to the
# native window's, on this machine, in one run, for the default scene (3
# balls) and 10,000 balls; prints the browser/native ratio of the Draw time
# (issue 13's target: at most 2×).
#
#   native:  the window build (tickbox-window) -log -balls N under a private Xvfb (software GL) for
#            BENCH_SECONDS, averaging the fps= and draw_ms= of its once-a-
#            second log lines after the first two (start-up), and of their
#            draw_mean_ms (the mean of each second's frames) for a third table;
#   browser: BenchmarkBrowserFrame (game/web, -tags browser): the same scene
#            in headless Chromium (SwiftShader), window.tickbox sampled once
#            a second for 10 s; then 10 s more with the GPU process and the
#            page pinned to a CPU each (a second table: the Draw's own time);
#            and 10,000 balls again as triangles (?crowd=gpu), the crowd the
#            raster replaces there, on a line of its own;
#   floor:   BenchmarkBrowserFloor, an Ebitengine page that only fills its
#            canvas (game/web/floor), in the same browser: what a frame
#            costs there before any of the game's drawing.
set -euo pipefail

go=${GO:-go}
secs=${BENCH_SECONDS:-14}
out=${BENCH_OUT:-build/bench-web}
mkdir -p "$out"

echo "bench-web: building the native window into $out/tickbox"
"$go" build -o "$out/tickbox" ./game/tickbox-window

# native BALLS: prints "FPS DRAW_MS DRAW_MEAN_MS" for the window with BALLS balls.
native() {
	local balls=$1 log=$out/native-$balls.log
	timeout -s INT "$secs" bash .ci/xvfb.sh "$out/tickbox" -log -balls "$balls" 2>"$log" || true
	awk '/msg=frame/ {
		if (++n <= 2) next
		for (i = 1; i <= NF; i++) {
			split($i, kv, "=")
			if (kv[1] == "fps") f += kv[2]
			if (kv[1] == "draw_ms") d += kv[2]
			if (kv[1] == "draw_mean_ms") e += kv[2]
		}
		m++
	}
	END { if (m == 0) exit 1; printf "%.1f %.2f %.3f\n", f / m, d / m, e / m }' "$log" ||
		{ echo "bench-web: FAIL: the native window logged no frames; see $log" >&2; exit 1; }
}

declare -A nfps ndraw nmean bfps bdraw bmean afps adraw
for balls in 3 10000; do
	echo "bench-web: native window, $balls balls, ${secs}s under Xvfb"
	read -r nfps[$balls] ndraw[$balls] nmean[$balls] < <(native "$balls")
done

echo "bench-web: browser, BenchmarkBrowserFrame in headless Chromium"
blog=$out/browser.log
"$go" test -tags browser -run '^$' -bench '^BenchmarkBrowser(Frame|Floor)$' -benchtime 1x -timeout 15m ./game/web | tee "$blog"
for balls in 3 10000; do
	line=$(grep "^BenchmarkBrowserFrame/balls=$balls-" "$blog") ||
		{ echo "bench-web: FAIL: no browser result for $balls balls" >&2; exit 1; }
	bfps[$balls]=$(awk '{for (i = 2; i <= NF; i++) if ($i == "fps") print $(i-1)}' <<<"$line")
	bdraw[$balls]=$(awk '{for (i = 2; i <= NF; i++) if ($i == "draw-ms") print $(i-1)}' <<<"$line")
	bmean[$balls]=$(awk '{for (i = 2; i <= NF; i++) if ($i == "draw-mean-ms") print $(i-1)}' <<<"$line")
	afps[$balls]=$(awk '{for (i = 2; i <= NF; i++) if ($i == "fps-apart") print $(i-1)}' <<<"$line")
	adraw[$balls]=$(awk '{for (i = 2; i <= NF; i++) if ($i == "draw-ms-apart") print $(i-1)}' <<<"$line")
done

# scene BALLS: the table's name for the scene of BALLS balls.
scene() { if [[ $1 == 3 ]]; then echo "default (3)"; else echo "$1 balls"; fi; }

# ratio B N: B / N as "1.23×", or "-" where N is 0 or missing.
ratio() { awk -v b="$1" -v n="$2" 'BEGIN { if (n > 0 && b != "") printf "%.2f×", b / n; else print "-" }'; }

echo
printf '%-14s %11s %15s %12s %16s %15s\n' scene "native fps" "native draw ms" "browser fps" "browser draw ms" "draw, browser/native"
for balls in 3 10000; do
	printf '%-14s %11s %15s %12s %16s %15s\n' "$(scene "$balls")" "${nfps[$balls]}" "${ndraw[$balls]}" "${bfps[$balls]}" "${bdraw[$balls]}" "$(ratio "${bdraw[$balls]}" "${ndraw[$balls]}")"
done
echo "(same machine, one run; Draw time is CPU time building the frame, not the GPU's work; target: browser at most 2× native)"
echo
echo "the same runs' Draw time as the mean of each second's frames (draw_mean_ms), not the latest frame's, averaged over the same seconds:"
printf '%-14s %15s %16s %15s\n' scene "native draw ms" "browser draw ms" "draw, browser/native"
for balls in 3 10000; do
	printf '%-14s %15s %16s %15s\n' "$(scene "$balls")" "${nmean[$balls]}" "${bmean[$balls]}" "$(ratio "${bmean[$balls]}" "${nmean[$balls]}")"
done
floor=$(grep '^BenchmarkBrowserFloor' "$blog" || true)
if [[ -n $floor ]]; then
	echo
	awk '{for (i = 2; i <= NF; i++) { if ($i == "fps") f = $(i-1); if ($i == "gpu-cpu-ms/frame") g = $(i-1) }}
		END { printf "the floor, an Ebitengine page that only fills its canvas (game/web/floor), in the same browser: %s fps, its GPU process %s ms of CPU a frame\n", f, g }' <<<"$floor"
fi
gpu=$(grep '^BenchmarkBrowserFrame/balls=10000,crowd=gpu-' "$blog" || true)
if [[ -n $gpu ]]; then
	echo
	awk -v n="${ndraw[10000]}" -v nf="${nfps[10000]}" '{for (i = 2; i <= NF; i++) { if ($i == "fps") f = $(i-1); if ($i == "draw-ms") d = $(i-1); if ($i == "gpu-cpu-ms/frame") g = $(i-1) }}
		END { printf "10000 balls as triangles (?crowd=gpu), the crowd the raster replaces, in the same run: %s fps (%.2f× the window'"'"'s), draw %s ms (%.2f× native), its GPU process %s ms of CPU a frame\n", f, f / nf, d, d / n, g }' <<<"$gpu"
fi
if [[ -n ${adraw[3]} ]]; then
	echo
	echo "the same, then 10 s more with Chromium's GPU process on one CPU and the page on another (its Draw waits for no core):"
	printf '%-14s %12s %16s %15s\n' scene "browser fps" "browser draw ms" "draw, browser/native"
	for balls in 3 10000; do
		printf '%-14s %12s %16s %15s\n' "$(scene "$balls")" "${afps[$balls]}" "${adraw[$balls]}" "$(ratio "${adraw[$balls]}" "${ndraw[$balls]}")"
	done
fi
