#!/usr/bin/env bash
# determinism.sh: proves the simulation is bit-identical across the five
# floating-point code generators Go users actually meet (sim/DETERMINISM.md):
#
#   v1     GOARCH=amd64 GOAMD64=v1   the default Linux build, no fused multiply-add
#   v3     GOARCH=amd64 GOAMD64=v3   the compiler may fuse x*y+z into FMA
#   arm64  GOARCH=arm64              always may fuse (every Apple Silicon Mac);
#                                    run under qemu-aarch64-static
#   386    GOARCH=386                32-bit x86 with SSE2 (GO386=sse2), run natively
#   wasm   GOOS=js GOARCH=wasm       WebAssembly, as in a browser; run under Node with
#                                    Go's own $(go env GOROOT)/lib/wasm/go_js_wasm_exec
#
# The golden worlds are the sandbox (strict and its two twins) and the
# lesson's world in all three builds (strict, clang, gcc): math.FMA rounds
# once on every target, so even the twins must agree everywhere.
#
# It builds the sim test binary five ways, runs TestGoldenFingerprints in each
# (each must pass against sim/bounce/testdata/fingerprints.golden), pulls the lines
# the test logs that mention a fingerprint, and requires them to be identical
# across the builds; if not, it prints them side by side and fails.
#
# A build whose CPU cannot run it (v3 needs AVX2, FMA, BMI1/2, ...) is still
# built, only its run is skipped, with a clear note.
#
# Run from the module root. Knobs (environment):
#   DET_PKG   package holding the test   (default ./sim/bounce)
#   DET_TEST  test name                  (default TestGoldenFingerprints)
#   DET_OUT   where binaries/logs go     (default build)
set -euo pipefail

pkg=${DET_PKG:-./sim/bounce}
test_name=${DET_TEST:-TestGoldenFingerprints}
out=${DET_OUT:-build}
go=${GO:-go}

die() {
	printf 'determinism: FAIL: %s\n' "$*" >&2
	exit 1
}

mkdir -p "$out"
out=$(cd "$out" && pwd)
# Nothing stale from an earlier run may be compared (e.g. a v3 log on a CPU that now skips v3).
rm -f "$out"/sim-*.test "$out"/sim-*.log "$out"/sim-*.fingerprints
# Test binaries must run in the package directory, as `go test` does, so that
# testdata/fingerprints.golden is found.
pkg_dir=$("$go" list -f '{{.Dir}}' "$pkg") || die "cannot resolve package $pkg"

host=$(uname -m)
builds=(v1 v3 arm64 386 wasm)
wasm_exec=$("$go" env GOROOT)/lib/wasm/go_js_wasm_exec

# cpu_has FLAG...: all flags present in /proc/cpuinfo (whole words).
cpu_has() {
	local f
	for f in "$@"; do
		grep -qw -- "$f" /proc/cpuinfo 2>/dev/null || return 1
	done
}

# runs_here BUILD: the build's binary starts on this host (it runs no test).
runs_here() {
	"$out/sim-$1.test" -test.run '^$' >/dev/null 2>&1
}

# runner BUILD: prints how to run that build on this host, or "skip:REASON".
runner() {
	case $1:$host in
	v1:x86_64) echo native ;;
	v3:x86_64)
		# Go checks the x86-64-v3 level at start-up and exits if the CPU lacks
		# it; /proc/cpuinfo does not always list every flag (LZCNT is "abm",
		# missing on some virtual CPUs that have it), so ask the binary itself.
		if cpu_has avx avx2 fma bmi1 bmi2 f16c movbe || runs_here v3; then
			echo native
		else
			echo "skip:this CPU lacks AVX2/FMA (x86-64-v3), so a GOAMD64=v3 binary cannot run here"
		fi
		;;
	arm64:aarch64) echo native ;;
	arm64:*) echo qemu-aarch64-static ;;
	v1:* | v3:*) echo qemu-x86_64-static ;;
	386:x86_64)
		# Natively where the kernel runs 32-bit programs (IA32 emulation);
		# some kernels are built without it, then under qemu.
		if runs_here 386; then echo native; else echo qemu-i386-static; fi
		;;
	386:*) echo qemu-i386-static ;;
	wasm:*) echo "$wasm_exec" ;;
	esac
}

build_env() {
	case $1 in
	v1) echo GOARCH=amd64 GOAMD64=v1 ;;
	v3) echo GOARCH=amd64 GOAMD64=v3 ;;
	arm64) echo GOARCH=arm64 ;;
	386) echo GOARCH=386 GO386=sse2 ;;
	wasm) echo GOOS=js GOARCH=wasm ;;
	esac
}

echo "determinism: building $pkg test binary ${#builds[@]} ways into $out"
for b in "${builds[@]}"; do
	# CGO_ENABLED=0: static binaries (qemu needs no sysroot); sim is pure Go anyway.
	read -r -a envs <<<"$(build_env "$b")"
	echo "  $b: ${envs[*]} CGO_ENABLED=0 $go test -c -o $out/sim-$b.test $pkg"
	env "${envs[@]}" CGO_ENABLED=0 "$go" test -c -o "$out/sim-$b.test" "$pkg" ||
		die "build $b failed"
	[[ -x $out/sim-$b.test ]] || die "build $b produced no binary (does $pkg have tests?)"
done

ran=()
skipped=()
failures=()
for b in "${builds[@]}"; do
	how=$(runner "$b")
	if [[ $how == skip:* ]]; then
		echo "determinism: NOTE: $b built but NOT run: ${how#skip:}"
		skipped+=("$b")
		continue
	fi
	cmd=("$out/sim-$b.test")
	if [[ $how != native ]]; then
		command -v "$how" >/dev/null 2>&1 ||
			die "$how not found; run 'make deps' (Debian packages: qemu-user-static, nodejs)"
		[[ $b != wasm ]] || command -v node >/dev/null 2>&1 ||
			die "node not found: the wasm build runs under Node; run 'make deps' (Debian package: nodejs)"
		cmd=("$how" "${cmd[@]}")
		# qemu-i386 delivers the signals Go's asynchronous preemption uses
		# badly ("morestack on gsignal"); the test needs no preemption.
		[[ $how != qemu-i386-static ]] || cmd=(env GODEBUG=asyncpreemptoff=1 "${cmd[@]}")
	fi
	log=$out/sim-$b.log
	echo "determinism: running $b ($how): -test.run '^$test_name\$'"
	status=0
	(cd "$pkg_dir" && "${cmd[@]}" -test.run "^${test_name}\$" -test.v -test.count=1 -test.timeout 5m) \
		>"$log" 2>&1 || status=$?
	sed 's/^/    | /' "$log"
	# Failures are collected, not fatal at once: the side-by-side comparison
	# below is most useful exactly when a build disagrees with the golden file.
	if ((status != 0)); then
		failures+=("$b: $test_name failed (exit $status); output above and in $log")
	elif ! grep -q -- "^--- PASS: ${test_name} " "$log"; then
		# A -test.run pattern that matches nothing still exits 0.
		failures+=("$b: $test_name did not run and pass (missing or skipped?); see $log")
	fi
	# Fingerprint lines the test logged, minus go test's own framing (=== RUN,
	# --- PASS (with timings), subtest headers), leading indentation removed.
	sed -e 's/^[[:space:]]*//' "$log" | grep -i fingerprint | grep -v -e '^=== ' -e '^--- ' \
		>"$out/sim-$b.fingerprints" || true
	if [[ -s $out/sim-$b.fingerprints ]]; then
		ran+=("$b")
	else
		failures+=("$b: $test_name logged no line containing 'fingerprint' (it must t.Logf them)")
	fi
done

# fail_if_any: report every collected failure and exit 1 if there was one.
fail_if_any() {
	((${#failures[@]} == 0)) && return 0
	local f
	for f in "${failures[@]}"; do
		echo "determinism: FAIL: $f" >&2
	done
	exit 1
}

if ((${#ran[@]} < 2)); then
	fail_if_any
	die "fewer than two builds could run here (${ran[*]:-none}); nothing to compare"
fi

ref=${ran[0]}
same=1
for b in "${ran[@]:1}"; do
	cmp -s "$out/sim-$ref.fingerprints" "$out/sim-$b.fingerprints" || same=0
done

if ((same)); then
	echo "determinism: fingerprints identical across ${ran[*]}:"
	sed 's/^/    /' "$out/sim-$ref.fingerprints"
	((${#skipped[@]} == 0)) || echo "determinism: NOTE: not compared (could not run here): ${skipped[*]}"
	fail_if_any
	echo "determinism: OK"
	exit 0
fi

# Side by side: one block per line number, a marker where the builds differ.
echo "determinism: FAIL: fingerprints differ between builds:" >&2
max=0
for b in "${ran[@]}"; do
	n=$(wc -l <"$out/sim-$b.fingerprints")
	((n > max)) && max=$n
done
for ((i = 1; i <= max; i++)); do
	first=$(sed -n "${i}p" "$out/sim-$ref.fingerprints")
	mark=""
	for b in "${ran[@]}"; do
		[[ $(sed -n "${i}p" "$out/sim-$b.fingerprints") == "$first" ]] || mark="   <-- differs"
	done
	echo "  line $i$mark" >&2
	for b in "${ran[@]}"; do
		printf '    %-6s %s\n' "$b" "$(sed -n "${i}p" "$out/sim-$b.fingerprints")" >&2
	done
done
echo "determinism: a likely cause is a fused multiply-add; see sim/DETERMINISM.md (float64(x*y) forbids fusion)" >&2
failures+=("fingerprints differ between ${ran[*]}")
fail_if_any
