package lab

import (
	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// huntTwin names, on -twin's machine, the first tick its build parts from
// the strict one, as net in one process does: it runs both again from the
// start on input (the confirmed inputs) to the checkpoint that differed.
// The other machines cannot: they do not know the twin's build.
func huntTwin(rep *udpReport, cfg bounce.Config, twin bounce.Build, input func(int64) bounce.Input) error {
	d := rep.Desync
	if d == nil || twin == bounce.Strict {
		return nil
	}
	h, err := hunt(cfg, bounce.Strict, twin, input, netplay.Desync{Found: true, Tick: d.Checkpoint})
	if err != nil {
		return err
	}
	if h.Tick >= 0 {
		d.FirstTick = &h.Tick
	}
	d.Differs = h.Differs
	return nil
}
