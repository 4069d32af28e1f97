package instrument_test

import (
	"strings"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
)

// DevOptions.Validate says what Attach says of the same settings: the
// zero ones are valid, an fps cap or a load out of range is named.
func TestDevOptionsValidate(t *testing.T) {
	if err := (instrument.DevOptions{}).Validate(); err != nil {
		t.Fatalf("zero dev options: %v", err)
	}
	for _, d := range []instrument.DevOptions{
		{FPSCap: -1}, {FPSCap: instrument.MaxFPSCap + 1}, {Load: -1}, {Load: instrument.MaxLoad + 1},
	} {
		l := fixedtest.New(t, fixed.New[fixed.None], fixed.Stepper[fixed.None](&counter{}), fixed.Options{})
		_, want := instrument.Attach(l, fixed.Stepper[fixed.None](&counter{}), d)
		if err := d.Validate(); want == nil || err == nil || err.Error() != want.Error() {
			t.Errorf("DevOptions.Validate(%+v) = %v, want Attach's %v", d, err, want)
		}
	}
}

// TICKBOX_DEV asks for the dev layer with no change to the game; a value
// that is not a boolean is an error naming it.
func TestDevFromTheEnvironment(t *testing.T) {
	t.Setenv(instrument.DevEnv, "maybe")
	if _, err := instrument.DevFromEnv(); err == nil || !strings.Contains(err.Error(), `TICKBOX_DEV="maybe"`) {
		t.Fatalf("TICKBOX_DEV=maybe: %v, want it named", err)
	}
	for _, c := range []struct {
		v    string
		want bool
	}{{"1", true}, {"0", false}, {"", false}} {
		t.Setenv(instrument.DevEnv, c.v)
		if on, err := instrument.DevFromEnv(); err != nil || on != c.want {
			t.Errorf("TICKBOX_DEV=%q: %v, %v; want %v", c.v, on, err, c.want)
		}
	}
}
