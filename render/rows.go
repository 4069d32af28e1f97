//go:build !headless

package render

// Overlay columns, in characters: a label, its value, then a second label
// and value on the same row.
const (
	labelChars  = 11
	secondChars = 22
)

// Rows writes the overlay's rows, top to bottom. A row holds a label and
// a value in each of two columns (field), one value that may run to the
// overlay's right edge (wide), or plain text (note); next moves down a row
// and gap leaves one empty. A section of the overlay writes its rows and
// moves on: no one counts rows but the writer.
//
// A value is formatted into the writer's buffer, which value hands out
// empty and field and wide take back, so that formatting allocates
// nothing and no buffer is shared between painters:
//
//	w.field(0, "tick", appendInt(w.value(), p.Tick), colText)
type Rows struct {
	c     *Canvas
	x, y  int // the top left of the first row
	chars int // characters from x to the overlay's right edge
	row   int
	noteX int // where the next note on this row starts
	buf   []byte
}

// Start begins at the top left of the overlay.
func (w *Rows) Start() {
	lay, adv := &w.c.Layout, w.c.Font.Advance
	w.x, w.y = lay.Overlay.Min.X, lay.Overlay.Min.Y
	w.chars = lay.Overlay.Dx() / adv
	w.row, w.noteX = 0, w.x
}

// Next moves to the next row.
func (w *Rows) Next() { w.row, w.noteX = w.row+1, w.x }

// Gap moves past the next row, leaving it empty: a space between sections.
func (w *Rows) Gap() { w.Next(); w.Next() }

// Value returns the buffer, empty, to format a value into.
func (w *Rows) Value() []byte { return w.buf[:0] }

// Field adds a label in the dim colour and v after it in col, in the first
// (col 0) or the second (col 1) column of the row. A value too long for
// its column is cut with "…", so that it never runs into the next label.
func (w *Rows) Field(column int, label string, v []byte, col Colour) {
	chars := secondChars - labelChars - 1 // a space before the second label
	if column == 1 {
		chars = w.chars - secondChars - labelChars
	}
	w.cell(column*secondChars, label, v, col, chars)
}

// Wide is field for a row with one value, which may run to the overlay's
// right edge.
func (w *Rows) Wide(label string, v []byte, col Colour) {
	w.cell(0, label, v, col, w.chars-labelChars)
}

// cell adds label at character at of the row and v after the label's
// column, cut to chars characters; it keeps v's array as the buffer.
func (w *Rows) cell(at int, label string, v []byte, col Colour, chars int) {
	adv := w.c.Font.Advance
	x, y := w.x+at*adv, w.top()
	w.c.Label(x, y, label, ColDim)
	w.buf = Cut(v, chars)
	w.c.Text(x+labelChars*adv, y, w.buf, col)
}

// Note adds text with no label after the row's previous note, if any: the
// title, the key hints, a hint.
func (w *Rows) Note(text string, col Colour) {
	w.noteX = w.c.Label(w.noteX, w.top(), text, col)
}

// top returns the y of the row's top.
func (w *Rows) top() int { return w.y + w.row*(w.c.Font.Height+2) }
