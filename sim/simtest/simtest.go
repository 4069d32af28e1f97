// Package simtest holds what drives the sandbox's world without a person:
// scripted input, made up here only (a seeded Bot at a human's pace, which
// the lab's commands and the peers' window play too, and the busy Script
// the tests play), and, for tests of several packages, a recording made
// tick by tick without a loop, so that what a loop, a sandbox or the lab
// plays back is checked against something made independently of it. It
// is part of the app, not for import by a game, and links no "testing".
package simtest

import (
	"path/filepath"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// TB is what a Recording needs of a test (a *testing.T or *testing.B):
// its own interface, so that the command line, which plays a Bot, links
// no "testing".
type TB interface {
	Helper()
	Fatal(args ...any)
	TempDir() string
}

// Recording is a world stepped and recorded tick by tick, as a recorder
// in a loop would, but with no loop: make one with [Record].
type Recording struct {
	t        TB
	w        *bounce.World
	labelled bounce.Taped // w as its label says it is: what the recorder sees
	label    bounce.Build
	rec      *tape.Recorder[bounce.Input]
	path     string
}

// Record starts recording w into a file in t's temporary folder, the file
// saying it was made by build label (w.Config.Build for the truth; another
// for what a build that fuses records while it believes it is strict: the
// fingerprints are sealed for the label's config, so only what the world
// does can fail them). It fails t on an error.
func Record(t TB, w *bounce.World, label bounce.Build) *Recording {
	t.Helper()
	var labelled bounce.World
	labelled.CopyFrom(w)
	labelled.Config.Build = label
	state := bounce.NewTaped(&labelled)
	rec, err := tape.NewRecorder[bounce.Input](bounce.TapeHeader(labelled.Config), w.Tick, state)
	if err != nil {
		t.Fatal(err)
	}
	return &Recording{t: t, w: w, labelled: state, label: label, rec: rec,
		path: filepath.Join(t.TempDir(), "recorded.tbr")}
}

// Until steps the world until its tick counter reaches tick, each tick
// taking input(tick) (nil: none), recorded.
func (r *Recording) Until(tick int64, input func(int64) bounce.Input) *Recording {
	r.t.Helper()
	for r.w.Tick < tick {
		var in bounce.Input
		if input != nil {
			in = input(r.w.Tick)
		}
		if err := r.rec.Add(r.w.Tick, in); err != nil {
			r.t.Fatal(err)
		}
		r.w.Step(in)
		r.labelled.CopyFrom(r.w)
		r.labelled.Config.Build = r.label
		if err := r.rec.Stepped(r.w.Tick, r.labelled); err != nil {
			r.t.Fatal(err)
		}
	}
	return r
}

// SetRate changes the world's tick rate from its next tick on, recorded,
// as the key T does.
func (r *Recording) SetRate(hz int) *Recording {
	r.t.Helper()
	if err := r.rec.Rate(r.w.Tick, hz); err != nil {
		r.t.Fatal(err)
	}
	if err := r.w.SetRate(hz); err != nil {
		r.t.Fatal(err)
	}
	return r
}

// Done returns the recording so far.
func (r *Recording) Done() *tape.Recording { return r.rec.Recording() }

// Save writes the recording to its file and returns the file's path.
func (r *Recording) Save() string {
	r.t.Helper()
	if err := r.Done().Save(r.path); err != nil {
		r.t.Fatal(err)
	}
	return r.path
}
