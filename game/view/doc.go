// Package view turns a sandbox.Picture into pixels: the balls' box and its
// bumper, the jumper beside a scale in metres, ball 1's ghost trail, the
// twin and the drift, and the sandbox's overlay, drawn with package
// tickbox/render's painters (the overlay's sections, the timeline, the
// notice and F1's help) and package tickbox/game/stage's sprites on one
// stage.Canvas. A Picture is a plain value the window takes from the
// sandbox once a frame, so view reads the simulation and cannot change it.
//
// A Renderer is the canvas and the painters that draw on it, one for each
// part of the picture: the world (the box, then the jumper), the timeline,
// the overlay, the notice and the help.
//
// Every other file of the package carries //go:build !headless: the
// headless build links no Ebitengine, so it has no renderer.
//
// It is the app (the sandbox's window), not for import: a game draws
// with package tickbox/render.
package view
