#!/usr/bin/env bash
# xvfb.sh CMD [ARG...]
#
# Runs CMD with a private virtual X display, because a binary that links
# Ebitengine panics at start-up where there is no display (CI has none).
#
#   - picks a free display number, trying :99 downwards and skipping any whose
#     socket (/tmp/.X11-unix/XN, or its abstract twin) or lock file
#     (/tmp/.XN-lock) exists;
#   - starts `Xvfb :N -screen 0 1280x720x24 -nolisten tcp -noreset` and waits
#     (up to XVFB_WAIT seconds, default 10) for its socket to appear; if that
#     Xvfb dies (say another run grabbed N at the same moment) it tries the
#     next number;
#   - exports DISPLAY=:N and LIBGL_ALWAYS_SOFTWARE=1 (Mesa's software GL:
#     there is no GPU on CI machines), then runs CMD;
#   - stops Xvfb on every exit path (success, failure, INT/TERM/HUP) and exits
#     with CMD's status (128+signal if interrupted).
set -euo pipefail

if (($# == 0)); then
	echo "usage: $0 CMD [ARG...]" >&2
	exit 2
fi
if ! command -v Xvfb >/dev/null 2>&1; then
	echo "xvfb.sh: Xvfb not found; run 'make deps' (Debian package: xvfb)" >&2
	exit 1
fi

wait_tenths=$((${XVFB_WAIT:-10} * 10))
xvfb_pid=""
cmd_pid=""
xvfb_log=$(mktemp "${TMPDIR:-/tmp}/xvfb.XXXXXX.log")

stop_xvfb() {
	if [[ -n $xvfb_pid ]] && kill -0 "$xvfb_pid" 2>/dev/null; then
		kill -TERM "$xvfb_pid" 2>/dev/null || true
		# Give it a moment to remove its socket and lock file, then insist.
		for _ in 1 2 3 4 5 6 7 8 9 10; do
			kill -0 "$xvfb_pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL "$xvfb_pid" 2>/dev/null || true
		wait "$xvfb_pid" 2>/dev/null || true
	fi
	xvfb_pid=""
}

# shellcheck disable=SC2317 # trap handler, invoked indirectly
on_exit() {
	stop_xvfb
	rm -f "$xvfb_log"
}

# On a signal: pass it on to CMD, let it finish, then exit (EXIT trap cleans up).
# shellcheck disable=SC2317 # trap handler, invoked indirectly
on_signal() {
	local sig=$1 code=$2
	trap - INT TERM HUP
	if [[ -n $cmd_pid ]]; then
		kill -"$sig" "$cmd_pid" 2>/dev/null || true
		wait "$cmd_pid" 2>/dev/null || true
	fi
	echo "xvfb.sh: caught SIG$sig, stopping Xvfb" >&2
	exit "$code"
}

trap on_exit EXIT
trap 'on_signal INT 130' INT
trap 'on_signal TERM 143' TERM
trap 'on_signal HUP 129' HUP

# start_on N: start Xvfb on :N; succeed once its socket exists.
start_on() {
	local n=$1 i
	Xvfb ":$n" -screen 0 1280x720x24 -nolisten tcp -noreset >"$xvfb_log" 2>&1 &
	xvfb_pid=$!
	for ((i = 0; i < wait_tenths; i++)); do
		if [[ -S /tmp/.X11-unix/X$n ]]; then
			# The socket can outlive a server that is already exiting; check it is ours and alive.
			kill -0 "$xvfb_pid" 2>/dev/null && return 0
		fi
		if ! kill -0 "$xvfb_pid" 2>/dev/null; then
			wait "$xvfb_pid" 2>/dev/null || true
			xvfb_pid=""
			return 1
		fi
		sleep 0.1
	done
	echo "xvfb.sh: Xvfb on :$n did not create /tmp/.X11-unix/X$n within ${XVFB_WAIT:-10}s" >&2
	stop_xvfb
	return 1
}

display=""
for ((n = 99; n >= 20; n--)); do
	[[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] && continue
	# Linux X servers also hold an abstract socket, which outlives a deleted /tmp file.
	grep -qs "@/tmp/.X11-unix/X$n\$" /proc/net/unix && continue
	if start_on "$n"; then
		display=":$n"
		break
	fi
	echo "xvfb.sh: could not start Xvfb on :$n, trying the next display; its log:" >&2
	sed 's/^/    /' "$xvfb_log" >&2
done
if [[ -z $display ]]; then
	echo "xvfb.sh: no free X display found in :99..:20 (or Xvfb keeps failing, see above)" >&2
	exit 1
fi

export DISPLAY=$display
export LIBGL_ALWAYS_SOFTWARE=1
echo "xvfb.sh: Xvfb (pid $xvfb_pid) on DISPLAY=$DISPLAY, 1280x720x24, software GL" >&2

# CMD runs in the background so that signal traps fire at once instead of
# after CMD ends; <&0 keeps our stdin (bash would give it /dev/null otherwise).
status=0
"$@" <&0 &
cmd_pid=$!
wait "$cmd_pid" || status=$?
cmd_pid=""
exit "$status"
