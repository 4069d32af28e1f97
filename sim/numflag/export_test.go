package numflag

// Rule is ruleOf, for the package's external tests: no other package's
// code asks a flag for its rule.
var Rule = ruleOf
