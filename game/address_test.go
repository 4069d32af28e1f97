package game_test

import (
	"reflect"
	"strings"
	"testing"

	"tickbox/game"
)

// A page's address with bad values names every one of them, as the
// address gives them (tps=0, option mode), not as play's flags (-tps 0).
func TestAddressArgsNamesEveryBadValue(t *testing.T) {
	_, err := game.AddressArgs("?tps=0&mode=sideways&balls=3&%zz=1")
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, want := range []string{"tps=0: the tick rate must be 1 to 1000 Hz", `invalid value "sideways" for option mode`, `query "%zz=1"`} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "-tps") || strings.Contains(msg, "-mode") {
		t.Errorf("error %q names the options as flags", msg)
	}
	if strings.Contains(msg, "balls") || strings.Count(msg, "\n") != 2 {
		t.Errorf("error %q: want three lines, one per bad value, and nothing of the good one", msg)
	}
	args, err := game.AddressArgs("?tps=120&jitter")
	if err != nil || !reflect.DeepEqual(args, []string{"-tps=120", "-jitter"}) {
		t.Errorf("a good address: %q, %v", args, err)
	}
	// Flags that are good alone may still not go together.
	if _, err := game.AddressArgs("?replay=a.tbr&tps=30"); err == nil || !strings.Contains(err.Error(), "tps") || strings.Contains(err.Error(), "-tps") {
		t.Errorf("replay with tps: %v, want an error naming tps", err)
	}
	if _, err := game.AddressArgs("?nope&balls=5000000&jitter=maybe"); err == nil ||
		!strings.Contains(err.Error(), "no such option: nope") || !strings.Contains(err.Error(), "balls=5000000: must be") ||
		!strings.Contains(err.Error(), "for option jitter") {
		t.Errorf("an unknown option, a number too large, a bad switch: %v", err)
	}
}

// The page's help is a table no wider than 80 characters, the help of a
// long option wrapped under its own column, so that the page, which shows
// it as it is, never wraps a row under the options' names.
func TestAddressHelpKeepsItsColumns(t *testing.T) {
	var b strings.Builder
	game.AddressHelp(&b)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for _, line := range lines[2:] {
		if n := len([]rune(line)); n > 80 || !strings.HasPrefix(line, "  ") || len(line) < 22 || line[20] != ' ' {
			t.Errorf("a row of %d characters, not in the table's columns: %q", n, line)
		}
	}
}

// The page's help gives every option as the address takes it.
func TestAddressHelp(t *testing.T) {
	var b strings.Builder
	game.AddressHelp(&b)
	help := b.String()
	for _, want := range []string{"?tps=120&mode=newest", "  tps=Hz ", "  jitter ", "  mode=mode ", "  fps-cap=fps ",
		"switch by its name alone", "(default true)", "(default 60)"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q:\n%s", want, help)
		}
	}
	if strings.Contains(help, "tickbox play -h") {
		t.Errorf("the page's help points to the command line:\n%s", help)
	}
}
