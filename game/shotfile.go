//go:build !headless

package game

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"time"

	"tickbox/sim/disk"
	"tickbox/sim/sandbox"
)

// shotName names a screenshot by when it was taken, the tick and the
// mode, so that a folder of shots sorts by time and says what each shows:
// tickbox-20260102-150405.123-t000012345-interpolate.png.
func shotName(at time.Time, tick int64, mode sandbox.Mode) string {
	return fmt.Sprintf("tickbox-%s-t%09d-%s.png", at.Format("20060102-150405.000"), tick, mode)
}

// writePNG writes img as a PNG named name in dir, creating dir if needed,
// through the one save path (disk.Create), so that the shot either appears
// whole or not at all, and only as a regular file. It returns its path.
func writePNG(dir, name string, img image.Image) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("screenshot: %w", err)
	}
	path := filepath.Join(dir, name)
	f, err := disk.Create(path)
	if err != nil {
		return "", fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return "", fmt.Errorf("screenshot %s: %w", name, err)
	}
	if err := f.Commit(); err != nil {
		return "", fmt.Errorf("screenshot: %w", err)
	}
	return path, nil
}
