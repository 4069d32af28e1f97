// Package sim is Tickbox's world: a jumper and a box of bouncing balls around a
// round bumper, advanced in ticks of exactly one fixed step.
//
// The package is pure Go on purpose. It never imports ebiten, never reads a
// clock, never uses math/rand and never ranges over a map, so a world is a
// function of its Config (seed included) and the Input given to each tick.
// Two worlds fed the same inputs stay bit-identical, on any machine, which is
// what replays and lockstep networking rely on.
//
// # Floating point without fused multiply-add
//
// The Go spec lets a compiler fuse x*y + z into one fused multiply-add (FMA),
// which rounds once instead of twice. The compiler does so on arm64 and on
// amd64 built with GOAMD64=v3; a default amd64 build does not. Naive code
// therefore computes a different game on an Apple Silicon Mac than on a Linux
// PC, and the difference grows with every bounce off the bumper. The cure the
// spec gives is an explicit conversion: float64(x*y) rounds the product and
// forbids the fusion. Every product in this package that meets an addition is
// written that way, through mulAdd. A Config whose Build is Clang or GCC (a
// twin) does the opposite on purpose: it calls math.FMA wherever that
// compiler would contract, to show what a naive build on another machine
// computes (see Build).
//
// # Models and versions
//
// A world runs one Model: SandboxModel, Tickbox's own, or Lesson, the desync
// lesson's world computed exactly in the lesson's order (lesson.go). Each has
// a physics version (Model.Version), part of the Config: a change that alters
// any trajectory bumps it, so that a replay of other physics is refused
// instead of reported as a desync.
//
// # Order of a tick
//
// Step applies the tick's Input first (jump, kick, teleport), then moves the
// jumper (semi-implicit Euler: gravity on vy, then y by the new vy), then the
// balls: gravity on vy, then x by vx and y by the mean of the old and new vy
// (the exact arc of constant gravity, so that flight keeps g·y + v²/2), then
// the walls in the order left, right, floor, ceiling, then the bumper. A
// bounce off the floor or the ceiling sets the speed from the energy, so it
// keeps it (times the restitution squared). Each body keeps its previous
// state so that render can draw previous + (current - previous) * alpha.
package bounce
