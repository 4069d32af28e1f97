package autosave

// Every is every, for the tests of when autosaves are due.
const Every = every

// Claim is claim, for the tests of an autosave's lock.
var Claim = claim
