package fixed

import "strings"

// shellWord returns s as one word of a POSIX shell's command line: as it
// is when it holds only letters, digits and . _ - / + : , @ %, and
// otherwise in single quotes (a quote in it closed, escaped, reopened), so that a
// command a notice suggests can be pasted as it reads.
func shellWord(s string) string {
	plain := s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/+:,@%", r))
	}) < 0
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
