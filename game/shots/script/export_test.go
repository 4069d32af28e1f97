package script

// For the package's external tests: the limits of a script's lines and
// frames, which no other package's code needs.
const (
	MaxCount  = maxCount
	MaxFrames = maxFrames
	MaxLine   = maxLine
)
