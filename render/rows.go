//go:build !headless

package render

// Overlay columns, in characters: a label, its value, then a second label
// and value on the same row.
const (
	labelChars  = 11
	secondChars = 22
)

// rows writes the overlay's rows, top to bottom. A row holds a label and
// a value in each of two columns (field), one value that may run to the
// overlay's right edge (wide; line writes one and moves down), or plain
// text (note); next moves down a row and gap leaves one empty. A section of the overlay writes its rows and
// moves on: no one counts rows but the writer.
//
// A value is formatted into the writer's buffer, which value hands out
// empty and field and wide take back, so that formatting allocates
// nothing and no buffer is shared between painters:
//
//	w.field(0, "tick", appendInt(w.value(), p.Tick), colText)
type rows struct {
	c     *Canvas
	x, y  int // the top left of the first row
	chars int // characters from x to the overlay's right edge
	row   int
	noteX int // where the next note on this row starts
	buf   []byte
	// wrapped says the latest value written wrapped onto rows of its own
	// (wideWrapped), which Gap then counts as its empty row.
	wrapped bool
}

// Start begins at the top left of the overlay.
func (w *rows) Start() {
	o := w.c.Layout.Overlay
	w.x, w.y, w.chars = o.Min.X, o.Min.Y, o.Dx()/w.c.Font.Advance
	w.row, w.noteX, w.wrapped = 0, w.x, false
}

// Next moves to the next row.
func (w *rows) Next() { w.row, w.noteX = w.row+1, w.x }

// Gap moves past the next row, leaving it empty: a space between sections.
// After a value wrapped onto a row of its own (wideWrapped), it only moves to
// the next row: the wrapped row took the gap's place, so that a long value
// does not push the sections below it off the overlay.
func (w *rows) Gap() {
	w.Next()
	if !w.wrapped {
		w.Next()
	}
	w.wrapped = false
}

// Value returns the buffer, empty, to format a value into.
func (w *rows) Value() []byte { return w.buf[:0] }

// Field adds a label in the dim colour and v after it in col, in the first
// (col 0) or the second (col 1) column of the row. A value too long for
// its column is cut with "…", so that it never runs into the next label.
func (w *rows) Field(column int, label string, v []byte, col Colour) {
	// The first column's value ends a space before the second label.
	chars := [2]int{secondChars - labelChars - 1, w.chars - secondChars - labelChars}[column]
	w.cell(column*secondChars, label, v, col, chars)
}

// Wide is field for a row with one value, which may run to the overlay's
// right edge.
func (w *rows) Wide(label string, v []byte, col Colour) {
	w.cell(0, label, v, col, w.chars-labelChars)
}

// line is Wide, then Next: a row of its own.
func (w *rows) line(label string, v []byte, col Colour) { w.Wide(label, v, col); w.Next() }

// wideWrapped is Wide for a value that may be longer than the row: a list
// ("clamp 0.750 s, tick cap 0.333 s") is wrapped after a comma onto as
// many rows as it needs, up to rows (0: no limit; the last is cut with
// "…"), each but the last followed by Next, margin characters short of
// the overlay's edge.
func (w *rows) wideWrapped(label string, text []byte, col Colour, margin, rows int) {
	whole := text
	for n := 1; ; n, label = n+1, "" { // the label on the first row only
		line := text
		if n != rows {
			line, text = wrap(text, w.chars-labelChars-margin, true)
		}
		w.cell(0, label, line, col, w.chars-labelChars-margin)
		if n == rows || len(text) == 0 {
			w.wrapped = n > 1
			break
		}
		w.Next()
	}
	w.buf = whole[:0] // the buffer, not the tail of it the last row took: it must not shrink
}

// cell adds label at character at of the row and v after the label's
// column, cut to chars characters; it keeps v's array as the buffer.
func (w *rows) cell(at int, label string, v []byte, col Colour, chars int) {
	adv := w.c.Font.Advance
	x, y := w.x+at*adv, w.top()
	w.c.Label(x, y, label, ColDim)
	w.wrapped = false
	w.buf = Cut(v, chars)
	w.c.Text(x+labelChars*adv, y, w.buf, col)
}

// Note adds text with no label after the row's previous note, if any: the
// title, the key hints, a hint.
func (w *rows) Note(text string, col Colour) {
	w.noteX = w.c.Label(w.noteX, w.top(), text, col)
}

// top returns the y of the row's top.
func (w *rows) top() int { return w.y + w.row*(w.c.Font.Height+2) }
