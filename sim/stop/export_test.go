package stop

// Done is closed when the stop is asked for: the tests wait on it, bounded,
// for the signal to arrive.
func (r *Request) Done() <-chan struct{} { return r.done }
