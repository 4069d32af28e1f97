package bounce

import "fmt"

// Build says how a world rounds its multiply-adds: the way a compiler built
// the simulation. Strict rounds every product on its own (float64(a*b) + c),
// which every machine computes alike and is what play uses. The other two
// are the twin's: the same formulas as two C compilers of the lesson compute
// them with FMA contraction on, to show a lockstep desync.
type Build uint8

const (
	// Strict rounds every product before it is added.
	Strict Build = iota
	// Clang contracts within one expression, as clang's -ffp-contract=on
	// does: a dot product or v - k·n becomes one FMA; a position update
	// written as a statement of its own is not fused.
	Clang
	// GCC contracts across statements too, as gcc's -ffp-contract=fast
	// does: as Clang, and also x = FMA(vx, dt, x).
	GCC
)

// Builds lists every build, in the order the lab prints them and key D
// cycles through them.
var Builds = []Build{Strict, Clang, GCC}

// String is the name the flags take: strict, clang, gcc.
func (b Build) String() string {
	switch b {
	case Strict:
		return "strict"
	case Clang:
		return "clang"
	case GCC:
		return "gcc"
	}
	return fmt.Sprintf("build %d", uint8(b))
}

// Title is the name for people: strict, Clang style, GCC style.
func (b Build) Title() string {
	switch b {
	case Clang:
		return "Clang style"
	case GCC:
		return "GCC style"
	}
	return b.String()
}

// ParseBuild reads a build's name as String writes it.
func ParseBuild(s string) (Build, error) {
	for _, b := range Builds {
		if s == b.String() {
			return b, nil
		}
	}
	return 0, fmt.Errorf("build %q: must be strict, clang or gcc", s)
}

// within reports whether products inside one expression are fused.
func (b Build) within() bool { return b == Clang || b == GCC }

// across reports whether a product is fused into the next statement's sum.
func (b Build) across() bool { return b == GCC }
