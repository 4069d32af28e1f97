package golden

// For the package's external tests: the comparison Check makes and the
// diff picture it writes, which no other package's code calls.
const Tolerance = tolerance

var (
	Compare = compare
	Diff    = diffPicture
)

func (r Result) Match() bool { return r.matches() }
