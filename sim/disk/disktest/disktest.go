//go:build unix

// Package disktest helps tests of what may be saved where: it runs the
// test binary again as another user (nobody), and makes the folders such a
// test needs. Only tests import it.
package disktest

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// Nobody is the user another user's actions are tried as: its uid and gid.
type Nobody struct{ UID, GID int }

// LookupNobody returns the user nobody. Only root can act as another user
// or give a file to one, so a test that needs either is skipped, saying
// why, when the tests do not run as root.
func LookupNobody(t testing.TB) Nobody {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root: only root can act as another user (nobody) or give a file to one")
	}
	u, err := user.Lookup("nobody")
	if err != nil {
		t.Skipf("no user nobody on this machine: %v", err)
	}
	uid, err1 := strconv.Atoi(u.Uid)
	gid, err2 := strconv.Atoi(u.Gid)
	if err := errors.Join(err1, err2); err != nil {
		t.Fatal(err)
	}
	return Nobody{uid, gid}
}

// SharedDir returns a new folder anyone may write, sticky as /tmp is when
// sticky is true, inside a folder anyone may enter; both go after the test.
func SharedDir(t testing.TB, sticky bool) string {
	t.Helper()
	top := Public(t)
	dir := filepath.Join(top, "shared")
	mode := os.FileMode(0o777)
	if sticky {
		mode |= os.ModeSticky
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, mode); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Public returns a new folder anyone may read and enter (0755), removed
// after the test: t.TempDir's are the user's alone.
func Public(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "tickbox-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Run runs the test binary again as n, with env added to the environment
// (the child's TestMain reads it and does what the test asks), and returns
// what it printed and its exit code. The binary is copied into a folder
// nobody may enter first: the one go test builds it in is root's alone.
func (n Nobody) Run(t testing.TB, env ...string) (output string, code int) {
	t.Helper()
	bin := filepath.Join(Public(t), filepath.Base(os.Args[0]))
	if err := copyFile(os.Args[0], bin); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), env...)
	cmd.Dir = filepath.Dir(bin)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(n.UID), Gid: uint32(n.GID)}}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return out.String(), exit.ExitCode()
	case err != nil:
		t.Fatalf("running the test binary as nobody: %v", err)
	}
	return out.String(), 0
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	_, err = io.Copy(dst, src)
	return errors.Join(err, dst.Close())
}
