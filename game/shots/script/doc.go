// Package script reads the scenario scripts that `tickbox shots` plays in
// the window: short text files of instructions, each frame's length given by the
// script rather than read from a clock, so that every run draws the same
// pictures on every machine.
//
// A script, one instruction a line; # starts a comment (at the start of a line or
// after a space):
//
//	title Interpolation versus newest-only at 144 fps
//	about What the scenario shows, for the gallery; about lines add up.
//	flags -fps-cap 144 -balls 3  # the play command's flags; before any frame
//	replay session.tbr           # play a recording: the world and its input
//	size 800x900                 # the picture a window of that size shows
//	frames 144 x 150             # 150 frames at 144 fps (59.94, jitter...)
//	frame 250ms                  # one frame of 250 ms
//	key Space                    # a key of the key table, as F1 names it
//	key Shift+H
//	do jump                      # an action by its name
//	shot interpolate-144         # save the latest frame's picture
//	caption What the shot shows.
//	look alpha 0.500             # what to look for in it; look lines add up
//	restart                      # start again from the flags: fresh world, clock, trail
//
// Keys and actions take effect between frames, as a key pressed in the
// window does: world input waits for the next tick, settings show from the
// next frame. A shot is the picture of the latest frame. Each script, and
// each restart, begins with a frame that lasts nothing, as a window's first
// frame does; the frames the script gives come after it.
package script
