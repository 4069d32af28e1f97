// Package numflag defines number flags that say their rule when a value
// does not parse. Go's flag package answers "-tps abc" with `invalid value
// "abc" for flag -tps: parse error`, which names neither what a number
// looks like nor which numbers the flag takes; a flag defined here answers
// `invalid value "abc" for flag -tps: not a whole number; the tick rate
// must be 1 to 1000 Hz`, with the rule its range check gives for a number
// out of range. Defaults print in -h as the flag package's own do.
//
// A flag's usage should name its value in back quotes (`N`, `D`, `Hz`):
// the flag package names only its own types ("int", "duration").
package numflag

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"time"
)

// Int defines an int flag, as flag.IntVar does, whose values must follow
// rule ("the tick rate must be 1 to 1000 Hz").
func Int(fs *flag.FlagSet, p *int, name string, value int, rule, usage string) {
	define(fs, p, name, value, rule, usage)
}

// Int64 defines an int64 flag, as flag.Int64Var does, with its rule.
func Int64(fs *flag.FlagSet, p *int64, name string, value int64, rule, usage string) {
	define(fs, p, name, value, rule, usage)
}

// Uint64 defines a uint64 flag, as flag.Uint64Var does, with its rule.
func Uint64(fs *flag.FlagSet, p *uint64, name string, value uint64, rule, usage string) {
	define(fs, p, name, value, rule, usage)
}

// Float64 defines a float64 flag, as flag.Float64Var does, with its rule.
func Float64(fs *flag.FlagSet, p *float64, name string, value float64, rule, usage string) {
	define(fs, p, name, value, rule, usage)
}

// Duration defines a time.Duration flag, as flag.DurationVar does, with its rule.
func Duration(fs *flag.FlagSet, p *time.Duration, name string, value time.Duration, rule, usage string) {
	define(fs, p, name, value, rule, usage)
}

// SeedRule is the rule of a seed flag: any uint64.
const SeedRule = "a seed must be a whole number from 0 to 18446744073709551615"

// ruleOf returns the rule of a flag's value defined here, or "" for any
// other flag.Value.
func ruleOf(v flag.Value) string {
	if r, ok := v.(interface{ rule() string }); ok {
		return r.rule()
	}
	return ""
}

type number interface {
	int | int64 | uint64 | float64 | time.Duration
}

// value is a number flag: where it is stored and the rule it follows.
type value[T number] struct {
	p     *T
	rules string
}

func define[T number](fs *flag.FlagSet, p *T, name string, v T, rule, usage string) {
	*p = v
	fs.Var(&value[T]{p: p, rules: rule}, name, usage)
}

func (v *value[T]) rule() string { return v.rules }

// Set parses s as the flag package parses its own flags of type T, and on
// failure says what a T looks like and the flag's rule.
func (v *value[T]) Set(s string) error {
	n, err := parse[T](s)
	if err != nil {
		return fmt.Errorf("%v; %s", err, v.rules)
	}
	*v.p = n
	return nil
}

// String formats the value; the zero value (the flag package makes one to
// tell whether a default is worth printing) formats as T's zero.
func (v *value[T]) String() string {
	var n T
	if v != nil && v.p != nil {
		n = *v.p
	}
	switch n := any(n).(type) {
	case time.Duration:
		return n.String()
	case float64:
		return strconv.FormatFloat(n, 'g', -1, 64)
	}
	return fmt.Sprint(n)
}

// Get returns the value, for flag.Getter.
func (v *value[T]) Get() any { return *v.p }

// parse reads s as a T, with the flag package's syntax: base prefixes for
// integers (0x1f), time.ParseDuration's for durations.
func parse[T number](s string) (T, error) {
	var zero T
	var n any
	var err error
	what := "a whole number"
	switch any(zero).(type) {
	case int:
		var i int64
		i, err = strconv.ParseInt(s, 0, strconv.IntSize)
		n = int(i)
	case int64:
		n, err = strconv.ParseInt(s, 0, 64)
	case uint64:
		what = "a whole number, 0 or more"
		n, err = strconv.ParseUint(s, 0, 64)
	case float64:
		what = "a number"
		n, err = strconv.ParseFloat(s, 64)
	case time.Duration:
		n, err = time.ParseDuration(s)
		if err != nil {
			return zero, errors.New("not a duration (such as 250ms, 1.5s or 2m)")
		}
	}
	if errors.Is(err, strconv.ErrRange) {
		return zero, fmt.Errorf("out of range for %s", what)
	}
	if err != nil {
		return zero, fmt.Errorf("not %s", what)
	}
	return n.(T), nil
}
