package instrument_test

import (
	"slices"
	"testing"

	"tickbox/sim/instrument"
)

// A label "Shift+X" binds X with Shift; keys named apart from the label
// are the ones bound.
func TestBind(t *testing.T) {
	for _, c := range []struct {
		got  instrument.Binding
		keys []string
		sh   bool
	}{
		{instrument.Bind("H", instrument.Hitch, "h"), []string{"H"}, false},
		{instrument.Bind("Shift+F4", instrument.LongHitch, "h"), []string{"F4"}, true},
		{instrument.Bind("+", instrument.ScaleUp, "s", "Equal", "NumpadAdd"), []string{"Equal", "NumpadAdd"}, false},
	} {
		if !slices.Equal(c.got.Keys, c.keys) || c.got.Shift != c.sh {
			t.Errorf("%s: keys %q, shift %v; want %q, %v", c.got.Label, c.got.Keys, c.got.Shift, c.keys, c.sh)
		}
	}
}

// A key with a Shift binding of its own needs Shift to match exactly; any
// other ignores Shift.
func TestLookup(t *testing.T) {
	table := instrument.KeyTable{
		instrument.Bind("Space", "jump", "jump"),
		instrument.Bind("H", instrument.Hitch, "hitch"),
		instrument.Bind("Shift+H", instrument.LongHitch, "long hitch"),
		instrument.Bind("+", instrument.ScaleUp, "up", "Equal", "NumpadAdd"),
		instrument.Bind("Shift+X", "x-shifted", "x with Shift, listed first"),
		instrument.Bind("X", "x", "x"),
	}
	for _, c := range []struct {
		key   string
		shift bool
		want  instrument.Action
	}{
		{"H", false, instrument.Hitch},
		{"H", true, instrument.LongHitch},
		{"Equal", true, instrument.ScaleUp}, // "+" is Shift+= on many keyboards
		{"NumpadAdd", false, instrument.ScaleUp},
		{"Space", true, "jump"},
		{"X", true, "x-shifted"}, // whatever the order of the bindings
		{"X", false, "x"},
	} {
		if got, ok := table.Lookup(c.key, c.shift); !ok || got != c.want {
			t.Errorf("Lookup(%q, shift=%v) = %q, %v; want %q", c.key, c.shift, got, ok, c.want)
		}
	}
	if a, ok := table.Lookup("Q", false); ok {
		t.Errorf("Lookup(Q) = %q; Q is not bound", a)
	}
	if got := table.Label(instrument.LongHitch); got != "Shift+H" {
		t.Errorf("Label(long-hitch) = %q, want Shift+H", got)
	}
}
