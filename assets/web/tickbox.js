// tickbox.js starts the game: it checks what the browser lacks, restores a
// replay the player picked, runs tickbox.wasm with the address's options,
// offers the files the game saves as downloads, and shows why it stopped.
"use strict";
(() => {
	const $ = (id) => document.getElementById(id);
	const status = (text) => { $("status").textContent = text; };
	const MAX_REPLAY = 4 << 20; // what sessionStorage holds in every browser, as base64

	function showError(text) {
		$("error").textContent = text;
		$("error").hidden = false;
		status("stopped");
	}

	function missing() {
		if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
			return "This browser has no WebAssembly, which Tickbox runs on. Try a current Chrome, Firefox or Safari.";
		}
		globalThis.tickboxGPU = gpu();
		if (!globalThis.tickboxGPU) {
			return "This browser has no WebGL (or it is switched off), which Tickbox draws with. " +
				"Turn on hardware acceleration, or try another browser.";
		}
		return "";
	}

	// gpu returns what draws the browser's WebGL, { renderer, software }, or
	// null where it has no WebGL. software is a renderer that draws on the
	// CPU (Chromium's SwiftShader, Windows' WARP, Mesa's llvmpipe): the game
	// then draws a crowd of balls on the CPU too (unless ?crowd=gpu), as one
	// image, and says so over the box, since ten
	// thousand triangles cost such a renderer more than all the rest of a
	// frame (game/web/README.md). The unmasked name is the
	// renderer's own; browsers without the extension give it as RENDERER.
	function gpu() {
		const c = document.createElement("canvas");
		const gl = c.getContext("webgl2") || c.getContext("webgl");
		if (!gl) return null;
		const info = gl.getExtension("WEBGL_debug_renderer_info");
		const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) || "");
		const software = /SwiftShader|llvmpipe|softpipe|Basic Render|Software/i.exec(renderer);
		const lose = gl.getExtension("WEBGL_lose_context");
		if (lose) lose.loseContext(); // this context only asked; the game makes its own
		return { renderer, software: software ? software[0] : "" };
	}

	// clockResolution measures performance.now()'s step in ms: the smallest
	// difference between two readings that differ.
	function clockResolution() {
		let best = Infinity;
		for (let i = 0; i < 50; i++) {
			const a = performance.now();
			let b = a;
			while (b === a) b = performance.now();
			best = Math.min(best, b - a);
		}
		return best;
	}

	function download(path) {
		if (globalThis.tickboxDownloads === false) return; // a test reads the files itself
		const bytes = tickboxFS.get(path);
		if (!bytes) return;
		const a = document.createElement("a");
		a.href = URL.createObjectURL(new Blob([bytes]));
		a.download = path.split("/").pop();
		document.body.appendChild(a);
		a.click();
		a.remove();
		setTimeout(() => URL.revokeObjectURL(a.href), 60000);
	}

	// A picked replay survives the reload that starts the game on it in
	// sessionStorage; the address names it, as -replay does on the command line.
	function restoreReplays() {
		for (let i = 0; i < sessionStorage.length; i++) {
			const key = sessionStorage.key(i);
			if (key.startsWith("tickbox-replay:")) {
				const bin = atob(sessionStorage.getItem(key));
				tickboxFS.put(key.slice("tickbox-replay:".length), Uint8Array.from(bin, (c) => c.charCodeAt(0)));
			}
		}
	}

	async function loadReplay(file) {
		if (file.size > MAX_REPLAY) {
			showError(`${JSON.stringify(file.name)}: ${file.size} bytes; the page takes replays up to ${MAX_REPLAY} bytes (the command line takes any: tickbox replay)`);
			return;
		}
		const bytes = new Uint8Array(await file.arrayBuffer());
		let bin = "";
		for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
		const path = "/replays/" + file.name.replace(/[^\w.-]/g, "_");
		sessionStorage.setItem("tickbox-replay:" + path, btoa(bin));
		const q = new URLSearchParams(location.search);
		q.set("replay", path);
		location.search = q.toString(); // reloads: the game starts on the replay
	}

	function wire() {
		$("keys-button").onclick = () => { $("keys").hidden = !$("keys").hidden; };
		$("replay-file").onchange = (e) => { if (e.target.files[0]) loadReplay(e.target.files[0]); };
		addEventListener("dragover", (e) => { e.preventDefault(); document.body.classList.add("dragging"); });
		addEventListener("dragleave", () => document.body.classList.remove("dragging"));
		addEventListener("drop", (e) => {
			e.preventDefault();
			document.body.classList.remove("dragging");
			if (e.dataTransfer.files[0]) loadReplay(e.dataTransfer.files[0]);
		});
		addEventListener("tickbox-file", (e) => download(e.detail));
	}

	function ended(code) {
		if (code === 0) {
			status("ended: reload the page to play again");
			return;
		}
		const lines = tickboxFS.stderr();
		showError((lines.length ? lines.join("\n") : "the game stopped") + `\n(exit status ${code}; reload the page after fixing the address)`);
	}

	// singleSampled makes the game's WebGL2 context single-sampled.
	// Ebitengine asks for the default, a multisampled canvas, and has no
	// option for it; but it draws every frame offscreen and then copies it
	// onto the canvas in one quad whose edges are the canvas's, so the four
	// samples a pixel hold the same colour: resolving them is work for
	// nothing, a pass over the whole canvas every frame, and where WebGL
	// runs on the CPU (SwiftShader) about a sixth of the GPU process's
	// frame at 3 balls (make bench-web's gpu-cpu-ms/frame).
	function singleSampled() {
		const getContext = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (kind, attrs) {
			if (kind === "webgl2") attrs = Object.assign({}, attrs, { antialias: false });
			return getContext.call(this, kind, attrs);
		};
	}

	// heldAFrame keeps each key pressed until the game has had a frame
	// with it down. Ebitengine reads the keys once a frame, from the state
	// its canvas's keydown and keyup left, so a tap shorter than a frame
	// (a quick Space at the 10 to 20 fps of a browser drawing on the CPU)
	// was never seen at all. A keyup that comes before the game's frame
	// count (window.tickbox.frames) has moved on from its keydown's waits
	// for it, then reaches the canvas; a keydown again before then keeps
	// the key down, the two taps one press. A hidden tab gets no frames, so
	// hiding it lets every held keyup go.
	function heldAFrame() {
		// 0 until the game's first frame defines window.tickbox.frames: a
		// key pressed before then is let go at that frame.
		const frames = () => Number(globalThis.tickbox && globalThis.tickbox.frames) || 0;
		const downAt = new Map(); // code -> the frame count at its keydown
		const held = new Map(); // code -> the keyup held back
		const ours = new WeakSet(); // the keyups let go, which pass
		const letGo = (code) => {
			const e = held.get(code);
			held.delete(code);
			downAt.delete(code);
			if (!e) return;
			const again = new KeyboardEvent("keyup", e);
			ours.add(again);
			e.target.dispatchEvent(again);
		};
		const watch = () => {
			for (const code of held.keys()) if (frames() > downAt.get(code)) letGo(code);
			if (held.size) requestAnimationFrame(watch);
		};
		addEventListener("keydown", (e) => {
			if (e.repeat) return;
			held.delete(e.code); // down again before a frame: still one press
			downAt.set(e.code, frames());
		}, true);
		addEventListener("keyup", (e) => {
			if (ours.has(e) || !downAt.has(e.code) || frames() > downAt.get(e.code)) {
				downAt.delete(e.code);
				return;
			}
			e.stopImmediatePropagation();
			held.set(e.code, { target: e.target, key: e.key, code: e.code, location: e.location,
				ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey,
				bubbles: true, cancelable: true });
			if (held.size === 1) requestAnimationFrame(watch);
		}, true);
		document.addEventListener("visibilitychange", () => {
			if (document.hidden) for (const code of [...held.keys()]) letGo(code);
		});
	}

	async function start() {
		wire();
		const why = missing();
		if (why) {
			showError(why);
			return;
		}
		singleSampled();
		heldAFrame();
		restoreReplays();
		const res = clockResolution();
		globalThis.tickboxClock = { resolution: res, isolated: !!globalThis.crossOriginIsolated };
		const go = new Go();
		go.argv = ["tickbox"].concat(globalThis.tickboxArgs || []);
		go.exit = ended;
		let module;
		try {
			const resp = fetch("tickbox.wasm");
			module = await WebAssembly.instantiateStreaming(resp, go.importObject);
		} catch (err) {
			showError("Could not load tickbox.wasm: " + err + "\nServe the folder with `tickbox serve` (make serve), which sends it as application/wasm.");
			return;
		}
		const soft = globalThis.tickboxGPU.software;
		status(`running · clock ${(res * 1000).toFixed(0)} µs${globalThis.crossOriginIsolated ? "" : " (not isolated)"}` +
			`${soft ? ` · software GPU (${soft})` : ""} · click the game, F1 for keys`);
		await go.run(module.instance);
	}

	start();
})();
