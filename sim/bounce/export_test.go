package bounce

// For the package's external tests: the limits a Config is checked
// against, the one-byte encoding of an input, the check of a replay's
// start state and the step in seconds, which no other package's code needs.
const (
	MinSize       = minSize
	MaxSize       = maxSize
	MaxGravity    = maxGravity
	MaxJumpSpeed  = maxJumpSpeed
	MaxBallRadius = maxBallRadius
	LessonVersion = lessonVersion
)

type StateError = stateError

var InputFromByte = inputFromByte

func (in Input) Byte() byte { return in.toByte() }

func (w *World) Reachable() error { return w.reachable() }

func (w *World) Dt() float64 { return w.dt }
