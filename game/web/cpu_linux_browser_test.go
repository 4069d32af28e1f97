//go:build browser && linux

package web_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// userHz is the unit of a process's CPU times in /proc/PID/stat: 100 a
// second on every Linux that Chromium runs on (sysconf(_SC_CLK_TCK)).
const userHz = 100

// chromiumCPU returns the CPU time (user and system) that the browser
// with process id root has used so far in its GPU process and in its
// renderers (the page's, which runs the game), each summed over those
// processes, read from /proc. ok is false where /proc cannot tell.
func chromiumCPU(root int) (gpu, page time.Duration, ok bool) {
	procs, cpu, ok := chromiumProcs(root)
	for pid, kind := range procs {
		switch kind {
		case gpuProcess:
			gpu += cpu[pid]
		case pageProcess:
			page += cpu[pid]
		}
	}
	return gpu, page, ok
}

// The kinds of Chromium's processes that the benchmark tells apart, by
// their --type flag.
const (
	otherProcess = iota
	gpuProcess
	pageProcess
)

// chromiumProcs returns the kind of each process of the browser with
// process id root, and each one's CPU time so far, read from /proc.
func chromiumProcs(root int) (kinds map[int]int, cpu map[int]time.Duration, ok bool) {
	stats, err := filepath.Glob("/proc/[0-9]*/stat")
	if err != nil || len(stats) == 0 {
		return nil, nil, false
	}
	parent := map[int]int{}
	cpu = map[int]time.Duration{}
	for _, p := range stats {
		pid, ppid, t, ok := readStat(p)
		if ok {
			parent[pid], cpu[pid] = ppid, t
		}
	}
	kinds = map[int]int{}
	for pid := range cpu {
		if !descends(pid, root, parent) {
			continue
		}
		cmd, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
		switch {
		case bytes.Contains(cmd, []byte("--type=gpu-process")):
			kinds[pid] = gpuProcess
		case bytes.Contains(cmd, []byte("--type=renderer")):
			kinds[pid] = pageProcess
		default:
			kinds[pid] = otherProcess
		}
	}
	return kinds, cpu, true
}

// pinApart gives the browser's GPU process the last CPU and its
// renderers the first, every thread of each (threads made later take
// their maker's): so that the game's Draw, on the page's thread, no
// longer waits for a core that SwiftShader's threads hold, and its wall
// time is its own CPU time. ok is false with fewer than 2 CPUs, or where
// a thread could not be moved.
func pinApart(root int) bool {
	n := runtime.NumCPU()
	procs, _, ok := chromiumProcs(root)
	if n < 2 || !ok {
		return false
	}
	for pid, kind := range procs {
		cpu := -1
		switch kind {
		case gpuProcess:
			cpu = n - 1
		case pageProcess:
			cpu = 0
		}
		if cpu >= 0 && !pin(pid, cpu) {
			return false
		}
	}
	return true
}

// pin moves every thread of process pid onto CPU cpu alone
// (sched_setaffinity, which the syscall package has no wrapper for).
func pin(pid, cpu int) bool {
	tasks, err := filepath.Glob(filepath.Join("/proc", strconv.Itoa(pid), "task", "[0-9]*"))
	if err != nil || len(tasks) == 0 {
		return false
	}
	var mask [16]uint64 // 1,024 CPUs, as glibc's cpu_set_t
	mask[cpu/64] = 1 << (cpu % 64)
	for _, task := range tasks {
		tid, err := strconv.Atoi(filepath.Base(task))
		if err != nil {
			return false
		}
		_, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETAFFINITY, uintptr(tid), unsafe.Sizeof(mask), uintptr(unsafe.Pointer(&mask)))
		if e != 0 && e != syscall.ESRCH { // a thread that has ended since is no matter
			return false
		}
	}
	return true
}

// readStat reads a process's id, its parent's and its CPU time from its
// /proc/PID/stat (fields 1, 4, 14 and 15; the name, field 2, is in
// parentheses and may hold spaces).
func readStat(path string) (pid, ppid int, cpu time.Duration, ok bool) {
	b, err := os.ReadFile(path)
	end := bytes.LastIndexByte(b, ')')
	if err != nil || end < 0 {
		return 0, 0, 0, false
	}
	pid, err = strconv.Atoi(strings.TrimSpace(string(b[:bytes.IndexByte(b, '(')])))
	f := strings.Fields(string(b[end+1:])) // from field 3, the state
	if err != nil || len(f) < 13 {
		return 0, 0, 0, false
	}
	ppid, err1 := strconv.Atoi(f[1])
	utime, err2 := strconv.ParseInt(f[11], 10, 64)
	stime, err3 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return 0, 0, 0, false
	}
	return pid, ppid, time.Duration(utime+stime) * time.Second / userHz, true
}

// descends reports whether pid is root or one of its descendants.
func descends(pid, root int, parent map[int]int) bool {
	for range len(parent) { // a bound, should /proc ever show a loop
		if pid == root {
			return true
		}
		p, ok := parent[pid]
		if !ok || p == pid {
			return false
		}
		pid = p
	}
	return false
}

// readStat reads this process's own line: its id, its parent's, and the
// CPU time a busy loop spends as getrusage counts it, to /proc's tick.
func TestReadStatOfThisProcess(t *testing.T) {
	path := filepath.Join("/proc", strconv.Itoa(os.Getpid()), "stat")
	pid, ppid, before, ok := readStat(path)
	if !ok || pid != os.Getpid() || ppid != os.Getppid() {
		t.Fatalf("readStat(%s) = pid %d, ppid %d, ok %v; want %d, %d, true", path, pid, ppid, ok, os.Getpid(), os.Getppid())
	}
	start := rusage(t)
	for rusage(t)-start < 300*time.Millisecond { // CPU time, however long a loaded machine takes to give it
	}
	_, _, after, _ := readStat(path)
	spent, want := after-before, rusage(t)-start
	// Each reading is whole ticks; the rest of the process (the test's
	// runtime) spends a little beside the loop, in both counts.
	if d := spent - want; d < -3*time.Second/userHz || d > 3*time.Second/userHz {
		t.Errorf("a busy loop spent %v of CPU by readStat, %v by getrusage", spent, want)
	}
	parent := map[int]int{pid: ppid, ppid: 1}
	if !descends(pid, ppid, parent) || descends(ppid, pid, parent) {
		t.Errorf("descends: this process under its parent %v, the parent under it %v; want true, false",
			descends(pid, ppid, parent), descends(ppid, pid, parent))
	}
}

// rusage returns the CPU time this process has used, user and system, as
// getrusage counts it.
func rusage(t *testing.T) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		t.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
