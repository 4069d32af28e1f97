//go:build !js

package main

import "os"

// commandLine returns the command's arguments.
func commandLine() []string { return os.Args[1:] }
