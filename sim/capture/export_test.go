package capture

// MaxGames is maxGames, for the package's external tests: no other
// package's code needs it.
const MaxGames = maxGames

// Read is read, for the package's external tests, which read from
// memory.
var Read = read
