package fixed_test

import (
	"strconv"
	"strings"
	"testing"

	"tickbox/sim/fixed"
)

// CheckRate is the loop's own rule: 1 to 1000 Hz, the value named when
// it is out, also past the range of a 32-bit int.
func TestCheckRate(t *testing.T) {
	for _, hz := range []int64{1, 60, 1000} {
		if err := fixed.CheckRate(hz); err != nil {
			t.Errorf("%d Hz: %v", hz, err)
		}
	}
	for _, hz := range []int64{0, -60, 1001, 1<<32 + 60} {
		err := fixed.CheckRate(hz)
		if err == nil || !strings.Contains(err.Error(), "1 to 1000 Hz") || !strings.Contains(err.Error(), strconv.FormatInt(hz, 10)+" Hz") {
			t.Errorf("%d Hz: %v; want the rate and the rule named", hz, err)
		}
	}
}
