package web

// ServeContext is serveContext, for the package's external tests: no
// other package's code needs it.
var ServeContext = serveContext
