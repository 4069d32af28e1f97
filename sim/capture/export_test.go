package capture

// MaxGames is maxGames, for the package's external tests: no other
// package's code needs it.
const MaxGames = maxGames
