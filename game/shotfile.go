//go:build !headless

package game

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"time"

	"tickbox/sim/sandbox"
)

// shotName names a screenshot by when it was taken, the tick and the
// mode, so that a folder of shots sorts by time and says what each shows:
// tickbox-20260102-150405.123-t000012345-interpolate.png.
func shotName(at time.Time, tick int64, mode sandbox.Mode) string {
	return fmt.Sprintf("tickbox-%s-t%09d-%s.png", at.Format("20060102-150405.000"), tick, mode)
}

// writePNG writes img as a PNG named name in dir, creating dir if needed.
// It writes a temporary file in dir and renames it into place, so that the
// shot either appears whole or not at all. It returns the shot's path.
func writePNG(dir, name string, img image.Image) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("screenshot: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".shot-*.png")
	if err != nil {
		return "", fmt.Errorf("screenshot: %w", err)
	}
	defer os.Remove(tmp.Name()) // after a successful rename, this finds nothing
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		return "", fmt.Errorf("screenshot %s: %w", name, err)
	}
	if err := tmp.Chmod(0o644); err != nil { // CreateTemp's 0600 suits secrets, not pictures
		tmp.Close()
		return "", fmt.Errorf("screenshot %s: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("screenshot %s: %w", name, err)
	}
	path := filepath.Join(dir, name)
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("screenshot: %w", err)
	}
	return path, nil
}
