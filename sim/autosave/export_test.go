package autosave

// Every is every, for the tests of when autosaves are due.
const Every = every

// Claim is claim, for the tests of an autosave's lock.
var Claim = claim

// Salvage is salvage, for the tests of what a damaged autosave keeps.
var Salvage = salvage
