package web

import (
	"html"
	"strings"
)

// markdown turns the README's Markdown into HTML: the subset it is written
// in, which is all this needs to read (not CommonMark): # headings, fenced
// and four-space-indented code, | tables |, "- " lists whose items go on in
// lines indented two spaces, paragraphs, and within a line `code`,
// **bold**, ![images](path) and [links](url). Everything else is text,
// escaped.
func markdown(src string) string {
	var b strings.Builder
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); {
		i = block(&b, lines, i)
	}
	return b.String()
}

// block writes the block that starts at line i and returns the line after it.
func block(b *strings.Builder, lines []string, i int) int {
	l := lines[i]
	switch {
	case strings.TrimSpace(l) == "":
		return i + 1
	case strings.HasPrefix(l, "```"):
		return fenced(b, lines, i)
	case strings.HasPrefix(l, "    "):
		return indented(b, lines, i)
	case strings.HasPrefix(l, "#"):
		heading(b, l)
		return i + 1
	case strings.HasPrefix(l, "|"):
		return table(b, lines, i)
	case strings.HasPrefix(l, "- "):
		return list(b, lines, i)
	}
	return paragraph(b, lines, i)
}

// fenced writes a ``` block as preformatted text.
func fenced(b *strings.Builder, lines []string, i int) int {
	j := i + 1
	for j < len(lines) && !strings.HasPrefix(lines[j], "```") {
		j++
	}
	pre(b, lines[i+1:min(j, len(lines))])
	return j + 1
}

// indented writes a block of lines indented four spaces (blank lines
// within it included) as preformatted text.
func indented(b *strings.Builder, lines []string, i int) int {
	j := i
	for j < len(lines) && (strings.HasPrefix(lines[j], "    ") || strings.TrimSpace(lines[j]) == "" && j+1 < len(lines) && strings.HasPrefix(lines[j+1], "    ")) {
		j++
	}
	code := make([]string, j-i)
	for k, l := range lines[i:j] {
		code[k] = strings.TrimPrefix(l, "    ")
	}
	pre(b, code)
	return j
}

func pre(b *strings.Builder, code []string) {
	b.WriteString("<pre><code>")
	b.WriteString(html.EscapeString(strings.Join(code, "\n")))
	b.WriteString("</code></pre>\n")
}

// heading writes "## Title" as <h2 id="title">.
func heading(b *strings.Builder, l string) {
	level := min(len(l)-len(strings.TrimLeft(l, "#")), 6)
	text := strings.TrimSpace(l[level:])
	tag := string(rune('0' + level))
	b.WriteString("<h" + tag + ` id="` + anchor(text) + `">` + inline(text) + "</h" + tag + ">\n")
}

// anchor makes a heading's id: lower case, words joined by dashes, an
// apostrophe left out (engine's, as GitHub's ids have it: engines).
func anchor(text string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(text) {
		if r == '\'' || r == '’' {
			continue
		}
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
		if ok && dash && b.Len() > 0 {
			b.WriteByte('-')
		}
		dash = !ok
		if ok {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// table writes a | table |: a row of heads, a |---| line, then rows.
func table(b *strings.Builder, lines []string, i int) int {
	j := i
	for j < len(lines) && strings.HasPrefix(lines[j], "|") {
		j++
	}
	b.WriteString("<table>\n")
	for k, l := range lines[i:j] {
		if k == 1 && strings.Trim(l, "|-: ") == "" {
			continue // the line under the heads
		}
		cell := "td"
		if k == 0 {
			cell = "th"
		}
		b.WriteString("<tr>")
		for _, c := range cells(l) {
			b.WriteString("<" + cell + ">" + inline(strings.TrimSpace(c)) + "</" + cell + ">")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return j
}

// cells splits a table row at its bars, but not at a bar inside `code`.
func cells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	var out []string
	start, code := 0, false
	for k, r := range row {
		switch {
		case r == '`':
			code = !code
		case r == '|' && !code:
			out = append(out, row[start:k])
			start = k + 1
		}
	}
	return append(out, row[start:])
}

// list writes "- " items, each going on in the lines indented under it;
// an indented "- " starts a list inside the item (a table of contents).
func list(b *strings.Builder, lines []string, i int) int {
	b.WriteString("<ul>\n")
	for i < len(lines) && strings.HasPrefix(lines[i], "- ") {
		item := []string{strings.TrimPrefix(lines[i], "- ")}
		var inner []string
		for i++; i < len(lines) && strings.HasPrefix(lines[i], "  ") && !strings.HasPrefix(lines[i], "    "); i++ {
			if l := lines[i][2:]; strings.HasPrefix(l, "- ") || len(inner) > 0 {
				inner = append(inner, l)
			} else {
				item = append(item, strings.TrimSpace(l))
			}
		}
		b.WriteString("<li>" + inline(strings.Join(item, " ")))
		if len(inner) > 0 {
			b.WriteString("\n")
			list(b, inner, 0)
		}
		b.WriteString("</li>\n")
	}
	b.WriteString("</ul>\n")
	return i
}

// paragraph writes the lines up to a blank line, or to a line that starts
// another kind of block, as one paragraph.
func paragraph(b *strings.Builder, lines []string, i int) int {
	j := i
	for j < len(lines) && strings.TrimSpace(lines[j]) != "" && (j == i || !starts(lines[j])) {
		j++
	}
	b.WriteString("<p>" + inline(strings.Join(lines[i:j], "\n")) + "</p>\n")
	return j
}

// starts reports whether l begins a block other than a paragraph.
func starts(l string) bool {
	for _, p := range []string{"```", "#", "|", "- "} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// inline writes a line's text as HTML: `code` as it is, **bold**,
// ![alt](path) and [text](url); the rest escaped.
func inline(s string) string {
	var b strings.Builder
	bold := false
	for len(s) > 0 {
		switch {
		case s[0] == '`' && strings.Contains(s[1:], "`"):
			end := 1 + strings.IndexByte(s[1:], '`')
			b.WriteString("<code>" + html.EscapeString(s[1:end]) + "</code>")
			s = s[end+1:]
			continue
		case strings.HasPrefix(s, "**"):
			b.WriteString(map[bool]string{false: "<strong>", true: "</strong>"}[bold])
			bold = !bold
			s = s[2:]
			continue
		case strings.HasPrefix(s, "!["):
			if alt, src, rest, ok := bracketed(s[1:]); ok {
				b.WriteString(`<img src="` + html.EscapeString(src) + `" alt="` + html.EscapeString(alt) + `">`)
				s = rest
				continue
			}
		case s[0] == '[':
			if text, url, rest, ok := bracketed(s); ok {
				b.WriteString(`<a href="` + html.EscapeString(pageLink(url)) + `">` + inline(text) + "</a>")
				s = rest
				continue
			}
		}
		b.WriteString(html.EscapeString(s[:1]))
		s = s[1:]
	}
	if bold {
		b.WriteString("</strong>")
	}
	return b.String()
}

// bracketed reads "[text](target)" from the start of s.
func bracketed(s string) (text, target, rest string, ok bool) {
	mid := strings.Index(s, "](")
	if !strings.HasPrefix(s, "[") || mid < 0 {
		return "", "", s, false
	}
	end := strings.IndexByte(s[mid:], ')')
	if end < 0 {
		return "", "", s, false
	}
	return s[1:mid], s[mid+2 : mid+end], s[mid+end+1:], true
}

// pageLink is url as the page links it: a document beside the README
// (a/b.md, a/b.md#part) as the page WriteReadme makes of it (a/b.html).
func pageLink(url string) string {
	file, part, found := strings.Cut(url, "#")
	if strings.Contains(url, "://") || !strings.HasSuffix(file, ".md") {
		return url
	}
	file = strings.TrimSuffix(file, ".md") + ".html"
	if found {
		return file + "#" + part
	}
	return file
}
