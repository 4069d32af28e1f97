package sandbox

import (
	"tickbox/sim/instrument"
	"tickbox/sim/policy"
)

// cyclePolicy switches to a fresh policy, the next in policy.Names. The
// world, owed time and every setting stay as they are.
func (s *Sandbox) cyclePolicy() {
	next := instrument.NextPolicy(policy.NameOf(s.opts.Policy)) // as the dev layer's key cycles them; a fresh one has its defaults
	if err := s.loop.SetPolicy(next); err != nil {
		s.notices.add(err.Error(), false)
		return
	}
	s.opts.Policy = next
	s.notices.add("policy "+next, false)
}
