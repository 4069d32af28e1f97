package fixed

// Dev is a Loop's dev layer: the instruments that measure the loop and
// the controls that break it on purpose (package tickbox/sim/instrument's,
// which a window draws and binds to keys), the loop's figures and checks,
// and where its notices go. Loop.Dev returns it, at no cost; with
// DevOptions.On off the controls that break the loop return an error naming
// DevOptions.On, and the figures only a window's dev layer keeps are empty.
type Dev[I Input[I]] struct{ l *Loop[I] }

// Dev returns the loop's dev layer: see [Dev].
func (l *Loop[I]) Dev() Dev[I] { return Dev[I]{l} }
