//go:build !headless && js

package game

import "syscall/js"

// crowdOnCPU is whether -crowd auto draws a crowd on the CPU
// (view.Renderer.CrowdOnCPU): where the page found the browser's WebGL
// drawing in software (tickbox.js sets window.tickboxGPU), whose GPU
// process then takes longer over ten thousand triangles than over the
// rest of the frame.
func crowdOnCPU() bool {
	gpu := js.Global().Get("tickboxGPU")
	return gpu.Truthy() && gpu.Get("software").Truthy()
}
