package game

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"tickbox/game/windowflags"

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
			errs = append(errs, err)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if _, err := windowflags.ParsePlay(args, io.Discard); err != nil {
		return nil, err
	}
	return args, nil
}

// AddressHelp writes the page's own help: how its address takes play's
// flags, and each flag as the address gives it (tps=Hz), with its rule.
func AddressHelp(w io.Writer) {
	fmt.Fprintf(w, "The page takes play's options in its address, each as name=value without the dash,\n"+
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
		fmt.Fprintf(w, "  %-18s %s\n", name, strings.ReplaceAll(usage, "\n", " "))
	})
}
