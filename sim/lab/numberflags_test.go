package lab_test

import (
	"regexp"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// helpFlag matches a flag's line in -h: "  -ticks N".
var helpFlag = regexp.MustCompile(`(?m)^  -([a-z0-9-]+)`)

// Every flag that takes a number, given something that is not one, names
// its rule, as its range check does, not only the flag package's "parse
// error". The flags are read from each command's -h, so a new one is
// checked too.
func TestNumberFlagsNameTheirRule(t *testing.T) {
	t.Chdir(t.TempDir()) // -record=abc, -frames-out=abc and the like write a file "abc"
	commands := map[string]cmdFunc{"run": lab.Run, "replay": lab.Replay, "compare": lab.Compare,
		"desync": lab.Desync, "net": lab.Net, "pacing": lab.Pacing, "policies": lab.Policies}
	numbers := 0
	for name, cmd := range commands {
		help := mustCall(t, cmd, "-h")
		for _, m := range helpFlag.FindAllStringSubmatch(help, -1) {
			flag := m[1]
			_, errOut, code := call(t, cmd, "-"+flag+"=abc")
			prefix := `invalid value "abc" for flag -` + flag + ": "
			i := strings.Index(errOut, prefix)
			if i < 0 {
				continue // not a number: a name, a file, a pattern or a switch
			}
			numbers++
			why, _, _ := strings.Cut(errOut[i+len(prefix):], "\n")
			if code != 2 || !strings.Contains(why, "; ") || !strings.Contains(why, "must be") {
				t.Errorf("%s -%s=abc: exit %d, %q: want exit 2, what a value looks like and the rule", name, flag, code, why)
			}
		}
	}
	if numbers < 25 {
		t.Errorf("only %d number flags seen in the commands' -h: the test no longer reads them", numbers)
	}
}
