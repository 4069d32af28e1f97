package capture_test

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"unicode/utf16"
)

// The encodings the tools write, made from a real capture: each reads as
// the same frames of the same game.
func TestEncodings(t *testing.T) {
	for _, file := range []string{"presentmon-2.5-test_case_1_v1.csv", "capframex-re2-excerpt.csv", "presentmon-2.0-test_case_1.csv"} {
		orig := readFile(t, file)
		plain := bytes.TrimPrefix(orig, []byte("\ufeff"))
		want := mustRead(t, orig, "")
		for _, v := range []struct {
			name string
			data []byte
		}{
			{"UTF-8 BOM", append([]byte("\ufeff"), plain...)},
			{"no BOM", plain},
			{"CRLF", crlf(plain)},
			{"UTF-16LE BOM CRLF", utf16LE(crlf(plain))},
			{"UTF-16BE BOM", utf16BE(plain)},
			{"gzip", gz(orig)},
			{"gzip UTF-16LE CRLF", gz(utf16LE(crlf(plain)))},
		} {
			got, err := capture.Read(bytes.NewReader(v.data), file, "")
			if err != nil {
				t.Errorf("%s as %s: %v", file, v.name, err)
				continue
			}
			if !slices.Equal(got.Frames, want.Frames) || *got.Game() != *want.Game() {
				t.Errorf("%s as %s: %d frames of %v, want %d of %v", file, v.name, len(got.Frames), got.Game(), len(want.Frames), want.Game())
			}
		}
	}
}

// Text that is neither is refused by name, not quoted back as bytes.
func TestEncodingRefusals(t *testing.T) {
	plain := readFile(t, "presentmon-2.0-test_case_1.csv")
	noBOM := utf16LE(plain)[2:]
	cut := gz(plain)
	// A capture that unpacks past the first reads, cut in the middle of a
	// row: the row cut short is not what to report.
	rows := bytes.NewBufferString("Application,ProcessID,MsBetweenPresents,MsBetweenDisplayChange\n")
	for i := range 20000 {
		fmt.Fprintf(rows, "game.exe,42,%.3f,%.3f\n", 16+float64(i%997)/1000, 16+float64(i%991)/1000)
	}
	long := gz(rows.Bytes())
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"UTF-16 without a BOM", noBOM, "c.csv:1: UTF-16 text without a byte-order mark"},
		{"a cut gzip file", cut[:len(cut)/2], "c.csv:1: a gzip file cut short"},
		{"a long gzip file cut short", long[:len(long)/2], "c.csv:10090: a gzip file cut short"},
		{"a gzip header only", cut[:5], "c.csv:1: a gzip file cut short"},
		{"a damaged gzip file", damaged(cut), "c.csv:51: a damaged gzip file"},
	} {
		_, err := capture.Read(bytes.NewReader(tt.data), "c.csv", "")
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), `\x1f`) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// damaged returns a copy of a gzip file with its last byte changed: its
// length check fails.
func damaged(gz []byte) []byte {
	d := bytes.Clone(gz)
	d[len(d)-1] ^= 0xff
	return d
}

// A file that is not text is refused as what it is, its first bytes
// quoted: an archive or a compressed file Tickbox does not unpack, named
// by its magic bytes, or binary (a NUL or control byte, or mostly not
// UTF-8), even when its first line holds a comma. A bzip2 file and a zip
// were refused as "a CSV header that looks like a PresentMon-style CSV but
// names no frame time column", no byte quoted. Text with a name in an
// 8-bit code page (a byte or two not UTF-8) is still read.
func TestBinaryRefusals(t *testing.T) {
	comma := []byte("a,b\x01\x02")
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"bzip2", []byte("BZh91AY&SY\x92\x98,\xdex\x00"), `t.csv:1: a bzip2 file: unpack it (bunzip2), or pack it with gzip, which Tickbox reads (it starts "BZh91AY&SY\x92\x98,\xdex\x00")`},
		{"zip", []byte("PK\x03\x04\x14\x00,\x00\x08\x00"), `t.csv:1: a zip archive: unzip it and give the trace inside (it starts "PK\x03\x04`},
		{"xz", []byte("\xfd7zXZ\x00\x00\x04,\xe6"), `t.csv:1: an xz file: unpack it (unxz)`},
		{"gzip'ed bzip2", gz([]byte("BZh91AY&SY,\x00")), `t.csv:1: a bzip2 file`},
		{"control bytes after a comma", comma, `t.csv:1: binary, not text (it starts "a,b\x01\x02")`},
		{"a NUL", []byte("Application,ProcessID\x00,MsBetweenPresents\n"), `t.csv:1: binary, not text (it starts "Application,ProcessID\x00`},
		{"mostly not UTF-8", bytes.Repeat([]byte("A,\xff\xfe\xfd"), 20), `t.csv:1: binary, not text (it starts "A,\xff\xfe\xfd`},
	} {
		_, err := capture.Read(bytes.NewReader(tt.data), "t.csv", "")
		if err == nil || !errors.Is(err, capture.ErrFile) || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "PresentMon-style") {
			t.Errorf("%s: %v\nwant %q", tt.name, err, tt.want)
		}
	}
	latin := []byte("Application,ProcessID,MsBetweenPresents\ng\xe4me.exe,42,16.667\ng\xe4me.exe,42,16.667\n")
	if c, err := capture.Read(bytes.NewReader(latin), "t.csv", ""); err != nil || len(c.Frames) != 2 {
		t.Errorf("a capture with a Latin-1 name: %v; want its 2 frames read", err)
	}
}

// The limit counts the bytes as stored: rows that fit in 64 MiB with LF
// line ends are all read; with CRLF the same rows pass the limit and are
// refused, never read up to an arbitrary row.
func TestLimitCountsCRLF(t *testing.T) {
	header := "Application,ProcessID,MsBetweenPresents,Pad\n"
	row := "game.exe,42,16.667," + strings.Repeat("x", 1000)
	n := (capture.MaxTrace - len(header)) / (len(row) + 1) // rows that fit with LF
	for _, tt := range []struct {
		eol  string
		want string
	}{{"\n", ""}, {"\r\n", "larger than 67108864 bytes (64 MiB)"}} {
		if len(header)+n*(len(row)+len(tt.eol)) > capture.MaxTrace != (tt.want != "") {
			t.Fatalf("%q: the rows do not straddle the limit", tt.eol)
		}
		r := io.MultiReader(strings.NewReader(strings.ReplaceAll(header, "\n", tt.eol)), repeat(row+tt.eol, n))
		c, err := capture.Read(r, "big.csv", "")
		switch {
		case tt.want == "" && (err != nil || len(c.Frames) != n):
			t.Errorf("LF: %v, want all %d rows", err, n)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("CRLF: %v, want %q", err, tt.want)
		}
	}
}

// repeat reads s n times without holding them.
func repeat(s string, n int) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		for range n {
			if _, err := io.WriteString(pw, s); err != nil {
				return
			}
		}
		pw.Close()
	}()
	return pr
}

// CSV as CSV: a quoted application name with a comma keeps the columns
// where they are; a header line of 2 MB (a capture with many columns) is
// read; a header with no rows says so.
func TestCSV(t *testing.T) {
	orig := readFile(t, "ocat-metroexodus-excerpt.csv")
	want := mustRead(t, orig, "")
	quoted := bytes.ReplaceAll(orig, []byte("\nMetroExodus.exe,"), []byte("\n\"Metro, Exodus.exe\","))
	got := mustRead(t, quoted, "")
	if !slices.Equal(got.Frames, want.Frames) || got.Game().Name != "Metro, Exodus.exe" {
		t.Errorf("quoted name: %d frames of %q, want %d of %q", len(got.Frames), got.Game().Name, len(want.Frames), "Metro, Exodus.exe")
	}
	lines := strings.SplitAfter(string(orig), "\n")
	wide := strings.TrimSuffix(lines[0], "\n") + strings.Repeat(",Extra", 350_000) + "\n" + strings.Join(lines[1:], "")
	if got := mustRead(t, []byte(wide), ""); !slices.Equal(got.Frames, want.Frames) {
		t.Errorf("a %d-byte header: %d frames, want %d", len(lines[0])+350_000*6, len(got.Frames), len(want.Frames))
	}
	_, err := capture.Read(strings.NewReader(lines[0]), "h.csv", "")
	if err == nil || !strings.Contains(err.Error(), "h.csv:1: OCAT capture header with no rows after it") {
		t.Errorf("header only: %v", err)
	}
}

// Several processes: the busiest that is not dwm.exe plays, whatever the
// order; -process picks another by name (any case) or PID, a swap chain of
// it the busiest; a name that is not there is refused with the list.
func TestSeveralProcesses(t *testing.T) {
	data := readFile(t, "presentmon-1.5.2-grb-excerpt.csv")
	for _, tt := range []struct {
		process, name, pid string
		frames             int
	}{
		{"", "GRB.exe", "13456", 298},
		{"dwm.exe", "dwm.exe", "1520", 296},
		{"DWM.EXE", "dwm.exe", "1520", 296},
		{"7084", "firefox.exe", "7084", 2},
		{"ryzen", "AMD Ryzen Master.exe", "16864", 4},
	} {
		c, err := capture.Read(bytes.NewReader(data), "g.csv", tt.process)
		if err != nil || c.Game().Name != tt.name || c.Game().PID != tt.pid || len(c.Frames) != tt.frames {
			t.Errorf("-process %q: %v, %+v; want %s PID %s, %d frames", tt.process, err, c, tt.name, tt.pid, tt.frames)
			continue
		}
		if len(c.Others()) != 3 || !strings.Contains(c.LeftOut(), "-process NAME|PID picks another") {
			t.Errorf("-process %q: left out %q, want the 3 others and how to pick one", tt.process, c.LeftOut())
		}
	}
	// Reversed rows: the choice is by frames, not by order.
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	rev := lines[0]
	for i := len(lines) - 1; i > 0; i-- {
		rev += strings.TrimSuffix(lines[i], "\n") + "\n"
	}
	if c := mustRead(t, []byte(rev), ""); c.Game().Name != "GRB.exe" {
		t.Errorf("reversed: %v", c.Game())
	}
	_, err := capture.Read(bytes.NewReader(data), "g.csv", "notepad.exe")
	if err == nil || !strings.Contains(err.Error(), `g.csv: no process "notepad.exe" in it: it holds GRB.exe (PID 13456): 298 frames; dwm.exe`) {
		t.Errorf("-process notepad.exe: %v", err)
	}
}

// -process picks one of several swap chains of a process as the list names
// them, PID:CHAIN or NAME:CHAIN (the chain in any case), and the list says
// so: it said "give -process one of these" of chains -process could not
// pick (a name or a PID gives the busiest).
func TestProcessPicksASwapChain(t *testing.T) {
	data := readFile(t, "presentmon-2.5-test_case_5.csv")
	for _, tt := range []struct {
		process, name, chain string
		frames               int
	}{
		{"24892", "PresentBench.exe", "0x2A70D2CAC00", 258},
		{"24892:0x0", "PresentBench.exe", "0x0", 7},
		{"presentbench.exe:0x0", "PresentBench.exe", "0x0", 7},
		{"dwm.exe:0x19d7f1ba8f0", "dwm.exe", "0x19D7F1BA8F0", 174},
		{"2656:0x100000000", "dwm.exe", "0x100000000", 5},
	} {
		c, err := capture.Read(bytes.NewReader(data), "s.csv", tt.process)
		if err != nil || c.Game().Name != tt.name || c.Game().SwapChain != tt.chain || len(c.Frames) != tt.frames {
			t.Errorf("-process %q: %v, %+v; want %s swap chain %s, %d frames", tt.process, err, c, tt.name, tt.chain, tt.frames)
		}
	}
	c := mustRead(t, data, "")
	if !strings.HasSuffix(c.LeftOut(), "(-process NAME|PID|PID:CHAIN picks another)") {
		t.Errorf("left out %q: want the chain's form named", c.LeftOut())
	}
	_, err := capture.Read(bytes.NewReader(data), "s.csv", "24892:0x1")
	if err == nil || !strings.Contains(err.Error(), "a swap chain of several as PID:CHAIN or NAME:CHAIN") {
		t.Errorf("-process 24892:0x1: %v; want the forms -process takes", err)
	}
}

func mustRead(t *testing.T, data []byte, process string) *capture.Capture {
	t.Helper()
	c, err := capture.Read(bytes.NewReader(data), "t.csv", process)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func crlf(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")) }

func utf16LE(b []byte) []byte { return utf16Bytes(b, binary.LittleEndian, []byte{0xff, 0xfe}) }
func utf16BE(b []byte) []byte { return utf16Bytes(b, binary.BigEndian, []byte{0xfe, 0xff}) }

func utf16Bytes(b []byte, order binary.AppendByteOrder, bom []byte) []byte {
	out := append([]byte(nil), bom...)
	for _, u := range utf16.Encode([]rune(string(b))) {
		out = order.AppendUint16(out, u)
	}
	return out
}

func gz(b []byte) []byte {
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	w.Write(b)
	w.Close()
	return out.Bytes()
}
