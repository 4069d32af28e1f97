package web

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"path/filepath"

	"tickbox/assets"
	"tickbox/sim/disk"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// WritePage writes the page into dir: index.html with the key table filled
// in from the one F1 shows, so that the two cannot disagree, and the
// scripts and style beside it. The module and wasm_exec.js are make web's.
func WritePage(dir string) error {
	src, err := fs.Sub(assets.Web, "web")
	if err != nil {
		return err
	}
	if err := disk.MkdirAll(dir); err != nil {
		return err
	}
	names, err := fs.Glob(src, "*")
	if err != nil {
		return err
	}
	for _, name := range names {
		if err := writeAsset(src, name, filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("page %s: %w", name, err)
		}
	}
	return nil
}

// writeAsset copies one page file, filling index.html's template.
func writeAsset(src fs.FS, name, path string) error {
	if name != "index.html" {
		b, err := fs.ReadFile(src, name)
		if err != nil {
			return err
		}
		return disk.Save(path, b)
	}
	t, err := template.ParseFS(src, name)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	keys := struct{ Keys instrument.KeyTable }{sandbox.PageKeys()}
	if err := t.Execute(&b, keys); err != nil {
		return err
	}
	return disk.Save(path, b.Bytes())
}
