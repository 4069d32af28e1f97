package main

import (
	"strings"
	"testing"
)

type dispatchCase struct {
	args []string
	code int
	out  string // in stdout or stderr
}

func TestDispatch(t *testing.T) {
	checkDispatch(t, []dispatchCase{
		{[]string{"-h"}, 0, "play"},
		{[]string{"help"}, 0, "Commands:"},
		{[]string{"nosuch"}, 2, `unknown command "nosuch"`},
	})
	checkDispatch(t, playCases)
}

func checkDispatch(t *testing.T, cases []dispatchCase) {
	t.Helper()
	for _, tc := range cases {
		var stdout, stderr strings.Builder
		code := run(tc.args, &stdout, &stderr)
		if code != tc.code || !strings.Contains(stdout.String()+stderr.String(), tc.out) {
			t.Errorf("run(%q) = %d, %q %q; want %d and %q", tc.args, code, stdout.String(), stderr.String(), tc.code, tc.out)
		}
	}
}
