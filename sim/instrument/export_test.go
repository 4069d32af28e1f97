package instrument

// The dev layer's parts that only Dev uses, named for this package's
// external tests.
type (
	Shaper      = shaper
	Cost        = cost
	Speedometer = speedometer
)

var (
	NewShaper  = newShaper
	NextFPSCap = nextFPSCap
	StepLoad   = stepLoad
	StepScale  = stepScale
)

const SpeedWindow = speedWindow
