package capture

import (
	"strings"
	"testing"
)

// A line the fast path reads in place gives what the record reader gives
// it: the same length, or nothing for a blank line or a comment. Lines it
// leaves (a sign, a quote, more digits than it reads, a length over
// maxFrame, a space outside ASCII) go to the record reader, as every line
// once did.
func FuzzParseNs(f *testing.F) {
	for _, line := range []string{"1", "  16666667 ", "\t250000000\r", "#x", "  # 5", "", "   ", "+5", "-0", "007",
		"1,2", `"5"`, "86400000000000", "86400000000001", "999999999999999999", "9999999999999999999",
		"9223372036854775808", "\u00a05", "\v5\f", "5 5", "0x10"} {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.Contains(line, "\n") {
			return // a line never holds one
		}
		ns, skip, ok := parseNs([]byte(line))
		if !ok {
			return
		}
		fields := split(nil, line)
		var read lengths
		err := nsRecord(&records{name: "t"}, fields, &read)
		got := read.slice()
		switch {
		case skip && !blank(fields) && (err != nil || len(got) != 0):
			t.Errorf("%q: skipped in place; the record reader reads %v, %v", line, got, err)
		case !skip && (err != nil || len(got) != 1 || int64(got[0]) != ns):
			t.Errorf("%q: %d ns in place; the record reader reads %v, %v", line, ns, got, err)
		}
	})
}
