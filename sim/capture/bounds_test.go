package capture_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"tickbox/sim/capture"
)

// A capture of many processes with a present each costs a few hundred
// bytes a process, not two blocks of 64 KiB each (10^6 processes of a row
// each took 10.3 GB), and one of more than MaxGames swap chains is
// refused, naming the line.
func TestManyProcessesAreBounded(t *testing.T) {
	many := func(n int) []byte {
		var b bytes.Buffer
		b.WriteString("Application,ProcessID,SwapChainAddress,MsBetweenPresents\n")
		for i := range n {
			fmt.Fprintf(&b, "p%d.exe,%d,0x1,16.7\n", i, i)
		}
		return b.Bytes()
	}
	data := many(capture.MaxGames)
	_, size := allocated(func() {
		if _, err := capture.Read(bytes.NewReader(data), "many.csv", ""); err != nil {
			t.Fatal(err)
		}
	})
	if per := (size - readSlack) / capture.MaxGames; size > readSlack && per > 2000 {
		t.Errorf("%d processes of a row each: %d bytes allocated, %d a process: want at most 2000", capture.MaxGames, size, per)
	}
	_, err := capture.Read(bytes.NewReader(many(capture.MaxGames+1)), "many.csv", "")
	if want := fmt.Sprintf("many.csv:%d: PresentMon", capture.MaxGames+2); err == nil || !strings.Contains(err.Error(), want) ||
		!strings.Contains(err.Error(), "swap chains") {
		t.Errorf("%d processes: %v; want it refused at line %d", capture.MaxGames+1, err, capture.MaxGames+2)
	}
}

// A row with more fields than the header is refused, naming the line: an
// unquoted 16,6 was read as 16 ms with the columns after it shifted.
func TestRowWiderThanTheHeader(t *testing.T) {
	csv := "Application,ProcessID,MsBetweenPresents,Dropped\ngame.exe,1,16.7,0\ngame.exe,1,16,6,0\n"
	if _, err := capture.Read(strings.NewReader(csv), "c.csv", ""); err == nil || !strings.Contains(err.Error(), "c.csv:3:") ||
		!strings.Contains(err.Error(), "more than the header's 4") {
		t.Errorf("a row of 5 fields under a header of 4: %v; want it refused at line 3", err)
	}
	quoted := "Application,ProcessID,MsBetweenPresents,Dropped\ngame.exe,1,16.7,0\n\"game,2.exe\",1,16.6,0\n"
	if c, err := capture.Read(strings.NewReader(quoted), "c.csv", ""); err != nil || len(c.Frames)+len(c.Others()) < 1 {
		t.Errorf("a quoted name with a comma: %v", err)
	}
}

// Long lines cost what sim/capture/README.md says (Traces in and out): a comment of any length nothing
// more (a 60 MB one took 253 MB), a line past 4 MiB is refused once it is
// read that far (a 60 MB line of digits took 314 MB to refuse, a row of
// 6.7×10^7 commas 4.4 GB), and so is a line of too many fields.
func TestLongLinesAreBounded(t *testing.T) {
	const long = 12 << 20
	for _, tt := range []struct {
		name, data, want string
		most             uint64
	}{
		{"a comment", "# " + strings.Repeat("c", long) + "\n16666667\n", "", readSlack},
		{"digits", "16666667\n" + strings.Repeat("1", long) + "\n", "t.txt:2: a line longer than 4194304 bytes", 3 * 4 << 20},
		{"commas", "Application,ProcessID,MsBetweenPresents\n" + strings.Repeat(",", long) + "\n", "t.txt:2: a line longer", 3 * 4 << 20},
		{"fields", "Application,ProcessID,MsBetweenPresents\n" + strings.Repeat(",", 1<<20) + "\n", "t.txt:2: a line of 1048577 fields", 3 * 4 << 20},
	} {
		var err error
		_, size := allocated(func() { _, err = capture.Read(strings.NewReader(tt.data), "t.txt", "") })
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: %v; want %q", tt.name, err, tt.want)
		}
		if size > tt.most {
			t.Errorf("%s of %d bytes: %d bytes allocated, want at most %d", tt.name, len(tt.data), size, tt.most)
		}
	}
}
