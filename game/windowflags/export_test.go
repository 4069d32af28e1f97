package windowflags

// DefaultGoldenDir is defaultGoldenDir, for the package's external tests:
// no other package's code needs it.
const DefaultGoldenDir = defaultGoldenDir
