// Package query turns a page address's query string into flags, so that the
// browser build takes the same options, by the same rules, as the command line.
package query

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Args turns a page address's query string into play's flags, in
// order, so that the page takes the same names and rules as the command
// line and play's own parser judges them: "?tps=120&mode=newest&jitter"
// gives -tps=120 -mode=newest -jitter. A leading "?" is optional. A part
// that is not a flag is left out, and the error names every such part.
func Args(query string) ([]string, error) {
	query = strings.TrimPrefix(query, "?")
	var args []string
	var errs []error
	for part := range strings.SplitSeq(query, "&") {
		if part == "" {
			continue
		}
		arg, err := queryArg(part)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		args = append(args, arg)
	}
	return args, errors.Join(errs...)
}

// queryArg turns one name[=value] of a query into -name[=value].
func queryArg(part string) (string, error) {
	rawName, rawValue, hasValue := strings.Cut(part, "=")
	name, err := url.QueryUnescape(rawName)
	if err != nil {
		return "", fmt.Errorf("query %q: %w", part, err)
	}
	if name == "" || strings.HasPrefix(name, "-") {
		return "", fmt.Errorf("query %q: a name must be a flag's name without its dash, e.g. tps=120", part)
	}
	if !hasValue {
		return "-" + name, nil
	}
	value, err := url.QueryUnescape(rawValue)
	if err != nil {
		return "", fmt.Errorf("query %q: %w", part, err)
	}
	return "-" + name + "=" + value, nil
}
