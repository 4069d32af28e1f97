package game

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"tickbox/game/windowflags"
	"unicode/utf8"

	"tickbox/game/web/query"
)

// AddressArgs turns a browser page's query string into play's flags
// (?tps=120&jitter gives -tps=120 -jitter), and returns an error naming
// every value play would refuse, not only the first: each flag is judged
// on its own, then, if each passes, all of them together (a flag may rule
// out another).
func AddressArgs(search string) ([]string, error) {
	args, err := query.Args(search)
	errs := []error{err}
	for _, a := range args {
		if _, err := windowflags.ParsePlay([]string{a}, io.Discard); err != nil {
			errs = append(errs, inAddressTerms(err))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if _, err := windowflags.ParsePlay(args, io.Discard); err != nil {
		return nil, inAddressTerms(err)
	}
	return args, nil
}

// The shapes in which play's errors name a flag: "-balls 5000000: ...",
// "invalid value "abc" for flag -tps: ...", "for -jitter", "-replay".
var (
	flagAndValue = regexp.MustCompile(`(^|[\s(])-([a-z][a-z0-9-]*) (\S+):`)
	forFlag      = regexp.MustCompile(`for (?:flag )?-([a-z][a-z0-9-]*)`)
	dashedName   = regexp.MustCompile(`(^|[\s(])-([a-z][a-z0-9-]*)`)
)

// inAddressTerms returns err as the page's address would say it, which
// takes play's flags as options without their dash: "-balls 5000000"
// reads "balls=5000000", "flag -tps" reads "option tps".
func inAddressTerms(err error) error {
	msg := strings.ReplaceAll(err.Error(), "flag provided but not defined: -", "no such option: ")
	msg = flagAndValue.ReplaceAllString(msg, "${1}${2}=${3}:")
	msg = forFlag.ReplaceAllString(msg, "for option ${1}")
	return errors.New(dashedName.ReplaceAllString(msg, "${1}${2}"))
}

// AddressHelp writes the page's own help: how its address takes play's
// flags, and each flag as the address gives it (tps=Hz), with its rule.
func AddressHelp(w io.Writer) {
	fmt.Fprintf(w, "The page takes play's options in its address, each as name=value,\n"+
		"a switch by its name alone: ?tps=120&mode=newest&balls=1000&jitter. The options:\n")
	o := windowflags.DefaultPlay()
	o.FlagSet().VisitAll(func(f *flag.Flag) {
		value, usage := flag.UnquoteUsage(f)
		name := f.Name
		if value != "" {
			name += "=" + value
		}
		if d := f.DefValue; d != "" && d != "0" && d != "0s" && d != "false" && !strings.Contains(usage, "(default") {
			usage += " (default " + d + ")"
		}
		for i, line := range wrapWords(strings.ReplaceAll(usage, "\n", " "), helpWidth-21) {
			if i > 0 {
				name = ""
			}
			fmt.Fprintf(w, "  %-18s %s\n", name, line)
		}
	})
}

// helpWidth is how wide AddressHelp's lines are at most: the page shows
// them as they are, scrolling sideways where it is narrower, so that a
// row of the table never wraps under its option's name.
const helpWidth = 80

// wrapWords breaks s at spaces into lines of at most width characters; a
// word longer than that has a line of its own.
func wrapWords(s string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}
