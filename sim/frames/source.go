package frames

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Source makes up the length of each frame. Next returns the next frame's
// length, given the ticks the frame before it ran (the loop's
// Latest().Ticks; only a source that models the cost of ticks cares).
type Source interface {
	Next(ticks int) time.Duration
	String() string // what the frames are, for output: "60 fps"
}

// ratePattern is a frame rate written as a decimal number.
var ratePattern = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,6})?$`)

// IsJitter reports whether spec names jittery frames: "jitter", or
// "irregular", their old name, which scripts and commands written before
// the rename still use.
func IsJitter(spec string) bool { return spec == "jitter" || spec == "irregular" }

// IsRate reports whether spec is written as a frame rate ("60", "59.94").
func IsRate(spec string) bool { return ratePattern.MatchString(spec) }

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
