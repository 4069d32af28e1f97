package bounce

import "fmt"

// Model names the physics a world runs: the formulas of its tick. A change
// that alters any trajectory of a model bumps its version (see Version), so
// that a replay recorded under other physics is refused rather than reported
// as a desync.
type Model uint8

const (
	// SandboxModel is Tickbox's own world ("sandbox" in files and
	// messages): balls of a radius bouncing with restitution in a box
	// around a bumper, energy kept at the walls. (Not package sandbox's
	// Sandbox, the application.)
	SandboxModel Model = iota
	// Lesson is the desync lesson's world: point balls, elastic walls and
	// bumper, computed exactly in the lesson's order (see lesson.go).
	Lesson
)

// Versions of each model's physics, the ones this build computes.
//
// Sandbox version 1 mirrored a ball that crossed the floor back by the depth
// it went through, keeping its speed, so each floor bounce gained energy;
// version 2 moves balls on the exact arc of constant gravity within a tick
// and sets the speed after a floor or ceiling bounce from the energy, so
// energy is kept (see Balls.step).
const (
	sandboxVersion = 2
	lessonVersion  = 1
)

// Version returns the version of m's physics this build computes: the
// sandbox's 2, the lesson's 1 (see the versions above).
func (m Model) Version() int {
	if m == Lesson {
		return lessonVersion
	}
	return sandboxVersion
}

func (m Model) String() string {
	switch m {
	case SandboxModel:
		return "sandbox"
	case Lesson:
		return "lesson"
	}
	return fmt.Sprintf("model %d", uint8(m))
}

// VersionError is a world made or recorded with another version of its
// model's physics than this build computes: its trajectories are not this
// build's, so it is refused, never played as a desync.
type VersionError struct {
	Model Model
	Have  int // the version the world or file names
	Want  int // the version this build computes
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("%v physics version %d: this build computes %v physics version %d; "+
		"use a build of the version it was made with", e.Model, e.Have, e.Model, e.Want)
}
