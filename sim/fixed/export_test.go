package fixed

// MaxFastTicks is maxFastTicks, for the package's external tests: no
// other package's code needs it.
const MaxFastTicks = maxFastTicks
