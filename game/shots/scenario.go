package shots

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"tickbox/game/windowflags"

	"tickbox/assets"
	"tickbox/game/shots/script"
	"tickbox/sim/bounce"
	"tickbox/sim/disk"
	"tickbox/sim/oldtape"
	"tickbox/sim/tape"
)

// scenario is a script made ready to play: its options, and the recording
// it plays, if any.
type scenario struct {
	script *script.Script
	file   string // where it came from, for errors
	opts   windowflags.Play
	rec    *tape.Recording // nil unless the script has a replay instruction
}

// loadScenarios reads and checks the scripts at paths, or, with none, every
// scenario Tickbox ships (assets/scenarios, in order of file name). F12 in
// a script saves into shotsDir. Every shot name must be unique, since the
// shots share one folder.
func loadScenarios(paths []string, shotsDir string) ([]*scenario, error) {
	var all []*scenario
	add := func(fsys fs.FS, name, file string) error {
		sc, err := loadScenario(fsys, name, file, shotsDir)
		if err == nil {
			all = append(all, sc)
		}
		return err
	}
	if len(paths) == 0 {
		names, err := fs.Glob(assets.Scenarios, "scenarios/*.tbs")
		if err != nil {
			return nil, err
		}
		for _, n := range names {
			if err := add(assets.Scenarios, n, "assets/"+n); err != nil {
				return nil, err
			}
		}
	}
	for _, p := range paths {
		if err := add(os.DirFS(filepath.Dir(p)), filepath.Base(p), p); err != nil {
			return nil, err
		}
	}
	return all, uniqueShots(all)
}

// loadScenario reads the script name in fsys, whose folder also holds the
// recording it may play; file is how errors name it.
func loadScenario(fsys fs.FS, name, file, shotsDir string) (*scenario, error) {
	data, err := readLimited(fsys, name, script.MaxSize)
	if err != nil {
		return nil, fmt.Errorf("script %q: %w", file, err)
	}
	s, err := script.Parse(file, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	sc := &scenario{script: s, file: file}
	if sc.opts, err = windowflags.ParsePlay(s.Flags, io.Discard); err != nil {
		return nil, &script.Error{Script: file, Line: s.FlagsLine, Instruction: "flags " + strings.Join(s.Flags, " "), Err: err}
	}
	sc.opts.ShotsDir = shotsDir
	if s.Replay != "" {
		if err := sc.loadReplay(fsys, path.Join(path.Dir(name), s.Replay)); err != nil {
			return nil, &script.Error{Script: file, Line: s.ReplayLine, Instruction: "replay " + s.Replay, Err: err}
		}
	}
	return sc, nil
}

// loadReplay reads the recording the script plays, which sets the world.
// The sandbox cannot yet take a world mid-session or follow a change of
// tick rate, so the recording must start fresh at tick 0 and keep its rate.
func (sc *scenario) loadReplay(fsys fs.FS, name string) error {
	if sc.opts.Loop.World != bounce.DefaultConfig() {
		return fmt.Errorf("the recording sets the world: the script's flags must not (-tps, -rate, -balls, -seed)")
	}
	data, err := readLimited(fsys, name, maxScenarioReplay)
	if err != nil {
		return err
	}
	rec, err := oldtape.Decode(data)
	if err != nil {
		return err
	}
	_, w, err := bounce.Play(rec)
	if err != nil {
		return err
	}
	if fresh, err := bounce.New(w.Config); rec.Start != 0 || err != nil || fresh.Fingerprint() != w.World.Fingerprint() {
		return fmt.Errorf("the recording starts at tick %d: a script plays only recordings that start at tick 0", rec.Start)
	}
	for _, e := range rec.Events {
		if e.Rate != 0 {
			return fmt.Errorf("the recording changes the tick rate at tick %d: a script cannot play that yet", e.Tick)
		}
	}
	sc.opts.Loop.World, sc.rec = w.Config, rec
	return nil
}

// maxScenarioReplay bounds the recording a script plays: the shipped ones
// take a few kilobytes, and a script that names a huge file by mistake
// should not fill memory.
const maxScenarioReplay = 64 << 20

// readLimited reads the file name in fsys, refusing it, before reading it,
// when it is not a regular file (a named pipe would hang the open) or is
// larger than limit bytes; a file that grows while it is read is cut at
// limit+1 and refused then.
func readLimited(fsys fs.FS, name string, limit int64) ([]byte, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	tooBig := fmt.Errorf("%q: larger than %d bytes, the most it may be", name, limit)
	switch {
	case !info.Mode().IsRegular():
		return nil, fmt.Errorf("%q: it is %s, not a file to read", name, disk.Kind(info.Mode()))
	case info.Size() > limit:
		return nil, tooBig
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		return nil, tooBig
	}
	return data, err
}

// uniqueShots checks that no two shots share a name.
func uniqueShots(all []*scenario) error {
	where := map[string]string{}
	for _, sc := range all {
		for _, sh := range sc.script.Shots {
			at := fmt.Sprintf("%s:%d", sc.file, sh.Line)
			if first, ok := where[sh.Name]; ok {
				return fmt.Errorf("%s: shot %s is taken already, at %s: shots share one folder", at, sh.Name, first)
			}
			where[sh.Name] = at
		}
	}
	return nil
}
