//go:build !headless

package fixed

import headless "tickbox/sim/fixed"

// Reporter is a game whose ticks report what happened in them, which the
// loop hands over once a tick, after it is final: headless.Reporter.
type Reporter = headless.Reporter

// Events is what a tick reported, ready to embed in a game:
// headless.Events.
type Events[E any] = headless.Events[E]
