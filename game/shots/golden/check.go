package golden

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"

	"tickbox/sim/disk"
)

// State is what checking a picture against its golden found.
type State uint8

// The states of a check.
const (
	Matched State = iota // within tolerance of its golden
	Differs              // beyond it: the actual picture and a diff are written beside the golden
	Missing              // no golden yet
	Updated              // the golden was rewritten (-update)
)

var stateNames = [...]string{"match", "differ", "no golden", "updated"}

func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return fmt.Sprintf("State(%d)", uint8(s))
}

// Outcome is the check of one picture.
type Outcome struct {
	Name   string
	State  State
	Golden string // the golden's path
	Actual string // Differs: where the picture drawn now was written
	Diff   string // Differs: where the diff picture was written
	Result Result // Matched, Differs: the comparison
}

// String says what happened in a line, naming the files to look at.
func (o Outcome) String() string {
	switch o.State {
	case Differs:
		return fmt.Sprintf("%s: %s; see %s (this build) and %s (where, in red)", o.Golden, o.Result, o.Actual, o.Diff)
	case Missing:
		return fmt.Sprintf("%s: no golden (rewrite the goldens with -update)", o.Golden)
	case Updated:
		return fmt.Sprintf("%s: written", o.Golden)
	}
	return fmt.Sprintf("%s: %s", o.Golden, o.Result)
}

// Check compares got with the golden dir/NAME.png. When they differ it
// writes got as NAME.actual.png and a diff picture (see diffPicture) as
// NAME.diff.png beside the golden; when they match it removes any such
// files left from an earlier failure. With update, it writes got as the
// golden instead, and compares nothing. Files are written atomically. A
// golden that cannot be read, or whose size differs, is an error (the
// actual picture is still written).
func Check(dir, name string, got image.Image, update bool) (Outcome, error) {
	o := Outcome{Name: name, Golden: filepath.Join(dir, name+".png"),
		Actual: filepath.Join(dir, name+".actual.png"), Diff: filepath.Join(dir, name+".diff.png")}
	if update {
		o.State = Updated
		if err := WritePNG(o.Golden, got); err != nil {
			return o, err
		}
		return o, o.removeLeftovers()
	}
	want, err := readPNG(o.Golden)
	if errors.Is(err, fs.ErrNotExist) {
		o.State = Missing
		return o, nil
	}
	if err == nil {
		o.Result, err = compare(got, want)
	}
	if err != nil {
		o.State = Differs
		return o, errors.Join(fmt.Errorf("golden %q: %w", o.Golden, err), WritePNG(o.Actual, got))
	}
	if o.Result.matches() {
		o.State = Matched
		return o, o.removeLeftovers()
	}
	o.State = Differs
	return o, errors.Join(WritePNG(o.Actual, got), WritePNG(o.Diff, diffPicture(got, want)))
}

// removeLeftovers removes the actual and diff pictures of an earlier
// failure, which would otherwise describe a failure that is over.
func (o Outcome) removeLeftovers() error {
	var errs []error
	for _, p := range []string{o.Actual, o.Diff} {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// readPNG reads the golden at path: a regular file only, opened without
// waiting (a named pipe there once hung shots for good).
func readPNG(path string) (image.Image, error) {
	f, err := disk.Open(path)
	if err != nil {
		return nil, disk.Pathless(err) // the caller names path, quoted
	}
	defer f.Close()
	return png.Decode(f)
}

// WritePNG writes img to path as a PNG, compressed hard (goldens live in
// git), through the one save path (disk.Create): the file appears whole or
// not at all, and only over a regular file. It makes the folder if needed.
func WritePNG(path string, img image.Image) error {
	if err := disk.MkdirAll(filepath.Dir(path)); err != nil {
		return err
	}
	f, err := disk.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		return errors.Join(fmt.Errorf("%s: %w", path, err), f.Close())
	}
	return f.Commit()
}
