package lab_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// maxREADME is the most lines the README may have: read in ten minutes,
// its reference material in the documents beside the code.
const maxREADME = 400

// The README stays short and starts with what a learner needs: at most
// maxREADME lines, the two set-up commands before its contents, and
// contents whose every entry is a link to one of its headings.
func TestREADMEShape(t *testing.T) {
	lines := docLines(t, "README.md")
	if len(lines) > maxREADME {
		t.Errorf("README.md has %d lines; at most %d: move reference material beside its code", len(lines), maxREADME)
	}
	run, test, contents := lineOf(lines, `^make run\b`), lineOf(lines, `^make test\b`), lineOf(lines, `^## Contents$`)
	if run < 0 || test < 0 || contents < 0 || run > contents || test > contents {
		t.Errorf("README.md: the commands make run (line %d) and make test (line %d) must come before ## Contents (line %d)",
			run+1, test+1, contents+1)
	}
	entries := 0
	for _, l := range section(lines, "## Contents") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		m := regexp.MustCompile(`^\s*- \[[^\]]+\]\(#([^)]+)\)$`).FindStringSubmatch(l)
		if m == nil {
			t.Errorf("README.md contents: %q is not a link to a heading (- [Title](#anchor))", l)
			continue
		}
		entries++
		if !anchors(lines)[m[1]] {
			t.Errorf("README.md contents: #%s is no heading of the README", m[1])
		}
	}
	if entries < 6 {
		t.Errorf("README.md contents: %d entries; want one for each part", entries)
	}
}

// Every relative link in the README and the documents beside the code
// points at a file that exists, and a link to a heading (#anchor, or
// file.md#anchor) at a heading that exists.
func TestDocsLinks(t *testing.T) {
	for _, doc := range docs(t) {
		lines := docLines(t, doc)
		for i, target := range links(lines) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := filepath.Join(repo, filepath.Dir(doc), filepath.FromSlash(file))
			if file == "" {
				path = filepath.Join(repo, doc)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link %d, %q: %v", doc, i+1, target, err)
				continue
			}
			if anchor != "" && strings.HasSuffix(path, ".md") {
				rel, _ := filepath.Rel(repo, path)
				if !anchors(docLines(t, rel))[anchor] {
					t.Errorf("%s: link %d, %q: %s has no heading #%s", doc, i+1, target, rel, anchor)
				}
			}
		}
	}
}

// docLines returns the lines of the document at doc, a path from the
// repository's top folder.
func docLines(t *testing.T, doc string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repo, doc))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// lineOf returns the index of the first line that matches pattern, or -1.
func lineOf(lines []string, pattern string) int {
	re := regexp.MustCompile(pattern)
	for i, l := range lines {
		if re.MatchString(l) {
			return i
		}
	}
	return -1
}

// section returns the lines under heading, up to the next heading of its
// level or above (a "#" in a fenced block is a shell's comment).
func section(lines []string, heading string) []string {
	level := strings.IndexByte(heading, ' ')
	for i, l := range lines {
		if l != heading {
			continue
		}
		fenced := false
		for j := i + 1; j < len(lines); j++ {
			if strings.HasPrefix(lines[j], "```") {
				fenced = !fenced
			}
			n := len(lines[j]) - len(strings.TrimLeft(lines[j], "#"))
			if !fenced && n > 0 && n <= level && strings.HasPrefix(lines[j][n:], " ") {
				return lines[i+1 : j]
			}
		}
		return lines[i+1:]
	}
	return nil
}

// unfenced returns the lines outside fenced blocks.
func unfenced(lines []string) []string {
	var out []string
	fenced := false
	for _, l := range lines {
		if strings.HasPrefix(l, "```") {
			fenced = !fenced
		} else if !fenced {
			out = append(out, l)
		}
	}
	return out
}

// inlineCode matches code in a line of text: `code`.
var inlineCode = regexp.MustCompile("`[^`]*`")

// linkRef matches a link or a picture: [text](target) or ![alt](target).
var linkRef = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// links returns every link's and picture's target in lines.
func links(lines []string) []string {
	var out []string
	for _, l := range unfenced(lines) {
		for _, m := range linkRef.FindAllStringSubmatch(inlineCode.ReplaceAllString(l, ""), -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// anchors returns the anchors of the headings in lines, as GitHub makes
// them: lower case, spaces to hyphens, other punctuation left out (inline
// code's text kept).
func anchors(lines []string) map[string]bool {
	out := map[string]bool{}
	for _, l := range unfenced(lines) {
		if !strings.HasPrefix(l, "#") {
			continue
		}
		title := strings.TrimSpace(strings.TrimLeft(l, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(title) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		out[b.String()] = true
	}
	return out
}

// Each of the README's six lessons says that make shots shows it, links
// its scenario script and golden pictures the script takes, and quotes
// only figures the script's lines name (its look lines, read against the
// goldens): the lesson's text, its script and its pictures agree.
func TestLessonsAreTheirScenarios(t *testing.T) {
	lessons := strings.Split(strings.Join(section(docLines(t, "README.md"), "## Six lessons in six keystrokes"), "\n"), "\n### ")[1:]
	if len(lessons) != 6 {
		t.Fatalf("README.md: %d lessons under ## Six lessons in six keystrokes; want 6", len(lessons))
	}
	scripts := regexp.MustCompile(`\]\((assets/scenarios/[^)]+\.tbs)\)`)
	goldens := regexp.MustCompile(`\]\(game/shots/testdata/shots/([^)]+)\.png\)`)
	for _, lesson := range lessons {
		title, text, _ := strings.Cut(lesson, "\n")
		if !strings.Contains(text, "`make shots` shows it exactly, whatever the\nmachine's speed") &&
			!strings.Contains(strings.ReplaceAll(text, "\n", " "), "`make shots` shows it exactly, whatever the machine's speed") {
			t.Errorf("lesson %q does not say that `make shots` shows it exactly, whatever the machine's speed", title)
		}
		var script strings.Builder
		for _, m := range scripts.FindAllStringSubmatch(text, -1) {
			script.WriteString(strings.Join(docLines(t, m[1]), "\n"))
		}
		if script.Len() == 0 {
			t.Errorf("lesson %q links no scenario script", title)
			continue
		}
		shots := goldens.FindAllStringSubmatch(text, -1)
		if len(shots) == 0 {
			t.Errorf("lesson %q shows no golden picture", title)
		}
		for _, m := range shots {
			if !regexp.MustCompile(`(?m)^shot ` + regexp.QuoteMeta(m[1]) + `\b`).MatchString(script.String()) {
				t.Errorf("lesson %q shows %s.png, which its script does not take", title, m[1])
			}
		}
		for _, figure := range figures(text) {
			if !strings.Contains(script.String(), figure) {
				t.Errorf("lesson %q quotes `%s`, which its script's lines do not name", title, figure)
			}
		}
	}
}

// figures returns the code in text that quotes the window's figures: with
// a digit, and no command or path.
func figures(text string) []string {
	var out []string
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(strings.ReplaceAll(text, "\n", " "), -1) {
		code := m[1]
		if strings.ContainsAny(code, "0123456789") && !strings.ContainsAny(code, "/") &&
			!strings.HasPrefix(code, "tickbox ") && !strings.HasPrefix(code, "make ") {
			out = append(out, code)
		}
	}
	return out
}
