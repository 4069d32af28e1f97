package instrument

// Do carries out a dev layer's action on the loop and its instruments (a
// hitch, pause, one tick, a stall, jitter, the load, the time scale, the
// fps cap, the next policy, the frame trace), as the sandbox's action of
// the same name does, and returns what to tell the player of it ("" for
// nothing; failed if it went wrong). The actions that only a window has
// (the panels, a screenshot) are the window's: Do leaves them.
func (d *Dev) Do(a Action) (notice string, failed bool) {
	switch a {
	case Hitch:
		d.shaper.Hitch(hitchLength)
	case LongHitch:
		d.shaper.Hitch(longHitchLength)
	case TogglePause:
		d.loop.SetPaused(!d.loop.Latest().Paused)
	case OneTick:
		d.loop.OneTick()
	case Stall:
		d.stall = true
	case ToggleJitter:
		d.shaper.jitter = !d.shaper.jitter
	case LoadUp, LoadDown:
		d.load = adjacent(loads, d.load, a == LoadUp)
	case ScaleUp, ScaleDown:
		_ = d.loop.SetScale(adjacent(scales, d.Settings().Scale, a == ScaleUp)) // a step's scale is in range
	case CycleFPSCap:
		d.shaper.SetFPSCap(Next(fpsCaps, d.shaper.cap)) // after 20 fps, vsync
	case CyclePolicy:
		next := NextPolicy(d.loop.Latest().Policy)
		if err := d.loop.SetPolicy(next); err != nil {
			return err.Error(), true
		}
		return "policy " + next, false
	case ToggleFrameTrace:
		return d.toggleTrace()
	}
	return "", false
}
