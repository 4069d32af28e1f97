//go:build !headless

package main

var playCases = []dispatchCase{
	{[]string{"play", "-tps", "0"}, 2, "tick rate 0"},
	{[]string{"-tps", "0"}, 2, "tick rate 0"}, // a flag first means play
	{[]string{"play", "-h"}, 0, "-max-updates"},
}
