package numflag_test

import (
	"bytes"
	"flag"
	"io"
	"strings"
	"testing"
	"time"

	"tickbox/sim/numflag"
)

func flags() (*flag.FlagSet, *int, *uint64, *float64, *time.Duration, *int64) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var i int
	var u uint64
	var f float64
	var d time.Duration
	var l int64
	numflag.Int(fs, &i, "tps", 60, "the tick rate must be 1 to 1000 Hz", "tick rate in `Hz`")
	numflag.Uint64(fs, &u, "seed", 1, numflag.SeedRule, "the `seed`")
	numflag.Float64(fs, &f, "seconds", 60, "must be above 0 and at most 3600", "for `S` seconds")
	numflag.Duration(fs, &d, "load", 0, "must be 0 to 1s", "the load `D`")
	numflag.Int64(fs, &l, "ticks", 600, "must be 1 to 2^40", "`N` ticks")
	return fs, &i, &u, &f, &d, &l
}

// A value that does not parse gets what the flag wants and its rule.
func TestErrorsNameTheRule(t *testing.T) {
	tests := []struct{ args, want string }{
		{"-tps abc", `invalid value "abc" for flag -tps: not a whole number; the tick rate must be 1 to 1000 Hz`},
		{"-tps 1.5", `invalid value "1.5" for flag -tps: not a whole number; the tick rate must be 1 to 1000 Hz`},
		{"-tps 99999999999999999999", `flag -tps: out of range for a whole number; the tick rate`},
		{"-seed -1", `invalid value "-1" for flag -seed: not a whole number, 0 or more; a seed must be a whole number from 0 to 18446744073709551615`},
		{"-seconds ten", `invalid value "ten" for flag -seconds: not a number; must be above 0 and at most 3600`},
		{"-load 5", `invalid value "5" for flag -load: not a duration (such as 250ms, 1.5s or 2m); must be 0 to 1s`},
		{"-ticks x", `invalid value "x" for flag -ticks: not a whole number; must be 1 to 2^40`},
	}
	for _, tt := range tests {
		fs, _, _, _, _, _ := flags()
		err := fs.Parse(strings.Fields(tt.args))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.args, err, tt.want)
		}
	}
}

// Values parse as the flag package's own flags parse them.
func TestParses(t *testing.T) {
	fs, i, u, f, d, l := flags()
	if err := fs.Parse(strings.Fields("-tps 0x10 -seed 18446744073709551615 -seconds 1e1 -load 1.5ms -ticks -3")); err != nil {
		t.Fatal(err)
	}
	if *i != 16 || *u != 1<<64-1 || *f != 10 || *d != 1500*time.Microsecond || *l != -3 {
		t.Errorf("got %d %d %v %v %d", *i, *u, *f, *d, *l)
	}
	if got := numflag.Rule(fs.Lookup("tps").Value); got != "the tick rate must be 1 to 1000 Hz" {
		t.Errorf("Rule = %q", got)
	}
	if got := fs.Lookup("load").Value.(flag.Getter).Get(); got != 1500*time.Microsecond {
		t.Errorf("Get = %v", got)
	}
}

// -h prints defaults as for the flag package's flags: a zero default not
// at all, others in their own syntax.
func TestDefaults(t *testing.T) {
	fs, _, _, _, _, _ := flags()
	var b bytes.Buffer
	fs.SetOutput(&b)
	fs.PrintDefaults()
	help := b.String()
	for _, want := range []string{"-tps Hz\n", "(default 60)", "(default 1)", "-load D\n", "(default 600)"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q:\n%s", want, help)
		}
	}
	if strings.Contains(help, "default 0s") || strings.Contains(help, "panic") {
		t.Errorf("help shows a zero default or a panic:\n%s", help)
	}
}
