package shots

import (
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"tickbox/game/windowflags"

	"tickbox/game/shots/gallery"
	"tickbox/game/shots/golden"
	"tickbox/game/shots/script"
	"tickbox/sim/disk"
)

// picture is a shot a script took.
type picture struct {
	scenario *scenario
	shot     script.Shot
	img      *image.RGBA
}

// reportShots writes the pictures and the gallery, checks the goldens, and
// says what it found; it returns the exit code.
func reportShots(o windowflags.Shots, scenarios []*scenario, pictures []picture, stdout, stderr io.Writer) int {
	checks, err := checkShots(o, pictures)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return 1
	}
	index, err := writeGallery(o.Out, scenarios, pictures, checks)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "shots: %s from %s; gallery: %s\n", count(len(pictures), "shot"), count(len(scenarios), "script"), index)
	code := 0
	for _, c := range checks {
		if c.State == golden.Differs {
			fmt.Fprintf(stderr, "tickbox shots: %v\n", c)
			code = 1
		}
	}
	if checks != nil {
		fmt.Fprintf(stdout, "goldens (%s): %s\n", o.Golden, tally(checks))
	}
	return code
}

// checkShots compares each picture with its golden, or rewrites the
// goldens with -update. It returns nil when there is nothing to compare
// with: no golden folder.
func checkShots(o windowflags.Shots, pictures []picture) ([]golden.Outcome, error) {
	if o.Golden == "" {
		return nil, nil
	}
	if _, err := os.Stat(o.Golden); err != nil && !o.Update {
		return nil, nil
	}
	checks := make([]golden.Outcome, len(pictures))
	for i, p := range pictures {
		var err error
		if checks[i], err = golden.Check(o.Golden, p.shot.Name, p.img, o.Update); err != nil {
			return nil, err
		}
	}
	return checks, nil
}

// tally counts the outcomes by state, e.g. "17 match, 1 differ".
func tally(checks []golden.Outcome) string {
	var n [4]int
	for _, c := range checks {
		n[c.State]++
	}
	s := ""
	for st, count := range n {
		if count > 0 {
			if s != "" {
				s += ", "
			}
			s += fmt.Sprintf("%d %v", count, golden.State(st))
		}
	}
	return s
}

// writeGallery writes every picture into dir, the diff picture beside any
// that differs from its golden, and index.html; it returns the index's path.
func writeGallery(dir string, scenarios []*scenario, pictures []picture, checks []golden.Outcome) (string, error) {
	page := gallery.Page{Title: "Tickbox shots",
		Summary: fmt.Sprintf("%s from %s, each frame's length set by the script.", count(len(pictures), "shot"), count(len(scenarios), "scenario script"))}
	if checks != nil {
		page.Summary += " Goldens: " + tally(checks) + "."
	}
	page.Scenarios = make([]gallery.Scenario, len(scenarios))
	byScenario := map[*scenario]*gallery.Scenario{}
	for i, sc := range scenarios {
		s := sc.script
		page.Scenarios[i] = gallery.Scenario{Name: s.Name, Title: s.Title, About: s.About}
		byScenario[sc] = &page.Scenarios[i]
	}
	for i, p := range pictures {
		shot := gallery.Shot{Name: p.shot.Name, File: p.shot.Name + ".png", Caption: p.shot.Caption, Look: p.shot.Look}
		if err := golden.WritePNG(filepath.Join(dir, shot.File), p.img); err != nil {
			return "", err
		}
		if checks != nil {
			if err := galleryCheck(dir, &shot, checks[i]); err != nil {
				return "", err
			}
		}
		g := byScenario[p.scenario]
		g.Shots = append(g.Shots, shot)
	}
	return gallery.Write(dir, page)
}

// galleryCheck records a golden check in the gallery, copying the diff
// picture of a shot that differs into the gallery's folder.
func galleryCheck(dir string, shot *gallery.Shot, c golden.Outcome) error {
	shot.Check = c.State.String()
	if c.State != golden.Differs {
		if c.State == golden.Matched {
			shot.Check = c.Result.String()
		}
		return nil
	}
	shot.Check, shot.Failed = c.Result.String(), true
	data, err := disk.ReadFile(c.Diff, maxDiff, fmt.Errorf("%q: larger than %d bytes", c.Diff, maxDiff))
	if err != nil {
		return err
	}
	shot.Diff = shot.Name + ".diff.png"
	return disk.Save(filepath.Join(dir, shot.Diff), data)
}

// maxDiff bounds a diff picture copied into the gallery: one of the
// largest screen's (7680 × 4320) uncompressed is 133 MB.
const maxDiff = 256 << 20

// count says n things in English: "1 shot", "2 shots", "0 shots".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
