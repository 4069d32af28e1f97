// Command mkpage writes the browser page into a folder, and the README and
// the documents it links as pages of their own (README.html,
// sim/lab/README.html, ..., with the pictures they show); make web
// runs it (go run ./game/web/mkpage build/web README.md) before building
// the module.
package main

import (
	"fmt"
	"os"

	"tickbox/game/web"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: mkpage DIR README.md")
		os.Exit(2)
	}
	if err := web.WritePage(os.Args[1]); err != nil {
		fmt.Fprintf(os.Stderr, "mkpage: %v\n", err)
		os.Exit(1)
	}
	if err := web.WriteReadme(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintf(os.Stderr, "mkpage: %v\n", err)
		os.Exit(1)
	}
}
