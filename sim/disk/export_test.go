package disk

// SaveNew is saveNew, for the package's external tests: only the fallback
// save (SaveOrFallback) writes a new unpredictable file.
var SaveNew = saveNew
