//go:build headless

package main

// In the headless build, play explains that there is no window.
var playCases = []dispatchCase{
	{[]string{"play"}, 1, "this build has no window"},
	{[]string{"-tps", "60"}, 1, "Build without -tags headless"},
}
