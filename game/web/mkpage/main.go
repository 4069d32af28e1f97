// Command mkpage writes the browser page into a folder; make web runs it
// (go run ./game/web/mkpage build/web) before building the module.
package main

import (
	"fmt"
	"os"

	"tickbox/game/web"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: mkpage DIR")
		os.Exit(2)
	}
	if err := web.WritePage(os.Args[1]); err != nil {
		fmt.Fprintf(os.Stderr, "mkpage: %v\n", err)
		os.Exit(1)
	}
}
