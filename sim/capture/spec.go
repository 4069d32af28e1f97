package capture

import (
	"errors"
	"strconv"
	"strings"
)

// IsJitter reports whether spec names jittery frames: "jitter", or
// "irregular", their old name, which scripts and commands written before
// the rename still use.
func IsJitter(spec string) bool { return spec == "jitter" || spec == "irregular" }

// IsNumber reports whether spec is written as a number, a frame rate or
// not: "-60", "+60", "1e3", "60.1234567" are frame rates given wrong, a
// usage error naming the rule, not the names of files (a file so named is
// given as ./-60).
func IsNumber(spec string) bool {
	if spec == "" || !strings.ContainsRune("0123456789+-.", rune(spec[0])) {
		return false
	}
	_, err := strconv.ParseFloat(spec, 64)
	return err == nil || errors.Is(err, strconv.ErrRange)
}
