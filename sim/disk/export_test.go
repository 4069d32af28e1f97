package disk

// SaveNew is saveNew, for the package's external tests: only the fallback
// save (SaveOrFallback) writes a new unpredictable file.
var SaveNew = saveNew

// Size returns the bytes appended so far, the first included: what the
// tests of a full disk compare with the file's size.
func (a *Appender) Size() int64 { return a.size }
