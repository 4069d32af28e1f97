package assets

import "embed"

// Web holds the browser page's sources (web/): index.html, a template that
// `make web` fills with the key table, and the scripts and style it loads.
//
//go:embed web/index.html web/*.js web/*.css
var Web embed.FS
