package capture_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"strings"
	"testing"
	"tickbox/sim/capture"
)

// lines is how many lines text holds, the last without its \n too.
func lines(text string) int {
	return strings.Count(strings.TrimSuffix(text, "\n"), "\n") + 1
}

// Every refusal of a file's content names the file and the line, also
// where the whole file is judged (a log of samples, a dump without a
// table, a header with no rows): the line it was judged at, the last one
// read, or the header's; a gzip file cut short names the line it ends in.
func TestRefusalsNameTheLine(t *testing.T) {
	plain := dump()
	empty := dump(table(framesHeader12, game, true))
	sampled := make([][2]float64, 20)
	for i := range sampled {
		sampled[i] = [2]float64{4.18737, 333365637 + float64(i)*1e8}
	}
	sampledLog := mangoLog(false, sampled)
	mangoHeader := mangoLog(false, nil)
	mangoSystem := strings.Join(strings.SplitAfter(mangoHeader, "\n")[:2], "")
	cfx := "//Id=1\n//GameName=re2\n"
	na := "Application,MsBetweenPresents\na,NA\nb,NA\n"
	rows := bytes.NewBufferString("Application,ProcessID,MsBetweenPresents\n")
	for i := range 20000 {
		fmt.Fprintf(rows, "game.exe,42,%.3f\n", 16+float64(i%997)/1000)
	}
	long := gz(rows.Bytes())
	cut := long[:len(long)/2]
	for _, tt := range []struct {
		name string
		data []byte
		want string // the message's start
	}{
		{"plain gfxinfo", []byte(plain), fmt.Sprintf("f.txt:%d: Android gfxinfo without framestats", lines(plain))},
		{"empty tables", []byte(empty), fmt.Sprintf("f.txt:%d: Android framestats whose 1 table(s) have no rows", lines(empty))},
		{"sampled MangoHud", []byte(sampledLog), fmt.Sprintf("f.txt:%d: a MangoHud log sampled every 100ms", lines(sampledLog))},
		{"MangoHud header, no rows", []byte(mangoHeader), "f.txt:3: MangoHud log header with no rows after it"},
		{"MangoHud without its header", []byte(mangoSystem), "f.txt:2: a MangoHud log without its fps,frametime,...,elapsed header"},
		{"CapFrameX without its header", []byte(cfx), "f.txt:2: CapFrameX's //key=value lines with no PresentMon header"},
		{"NA in every row", []byte(na), "f.txt:3: PresentMon 1.x CSV: every row (2) has NA for MsBetweenPresents"},
		{"zeros", []byte("0\n0\n0\n"), "f.txt:3: no frame longer than 0 ns in this Tickbox trace"},
		{"binary", []byte("\x00\x01\x02\x03 not text at all"), "f.txt:1: binary, not text"},
		{"bzip2", []byte("BZh91AY&SY\x00\x00\x00"), "f.txt:1: a bzip2 file"},
		{"gzip header only", long[:5], "f.txt:1: a gzip file cut short"},
		{"gzip cut short", cut, fmt.Sprintf("f.txt:%d: a gzip file cut short", lines(gunzipped(t, cut)))},
	} {
		_, err := capture.Read(bytes.NewReader(tt.data), "f.txt", "")
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v\nwant it to start %q", tt.name, err, tt.want)
		}
	}
}

// gunzipped is what a gzip file cut short unpacks to, up to its cut.
func gunzipped(t *testing.T, data []byte) string {
	t.Helper()
	z, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := io.ReadAll(z)
	if len(out) == 0 {
		t.Fatal("the cut gzip file unpacks to nothing")
	}
	return string(out)
}
