// Package stage holds what the sandbox's windows draw a world with, and a
// game's dev layer does not: the sprite atlas (ball 1, the crowd, the
// bumper, rings, the ghost trail's dots, the twin's halo), a Canvas that
// draws its sprites and lines among render's shapes, the world's colours,
// and Space, which turns metres into pixels. The sandbox's painters
// (package tickbox/game/view) and the peers' window (tickbox/game/peers)
// draw with it; package tickbox/render, which a game's dev layer links,
// draws its rectangles from white texels of its glyph atlas, so a game links
// none of this. Not for import.
//
// Every other file of the package carries //go:build !headless.
package stage
