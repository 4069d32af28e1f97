// memfs.js: an in-memory file system for Go's WebAssembly port, which does
// its file work through globalThis.fs (Node's fs API); wasm_exec.js puts a
// stub there that fails everything unless one is set first. With this one
// the game's own code saves screenshots and recordings unchanged, and the
// page offers each finished file as a download; a replay the player picks
// is written in before the game starts. Standard output and error go to
// the console, and the last lines of standard error are kept for the page.
"use strict";
(() => {
	const S_IFDIR = 0o040000, S_IFREG = 0o100000;
	const constants = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
	const decoder = new TextDecoder("utf-8");
	const nodes = new Map(); // absolute path -> {dir, data, size, mode, mtime, ino}
	const fds = new Map(); // fd -> {node, path, pos, append, written}
	let nextFd = 10, nextIno = 1;
	const output = { 1: "", 2: "" };
	const stderrLines = [];

	function fail(code) {
		const e = new Error(code);
		e.code = code;
		return e;
	}
	// norm makes p absolute ("/" is the working folder) and removes . and ..
	function norm(p) {
		const out = [];
		for (const e of String(p).split("/")) {
			if (e === "" || e === ".") continue;
			if (e === "..") out.pop();
			else out.push(e);
		}
		return "/" + out.join("/");
	}
	function parentOf(p) {
		const i = p.lastIndexOf("/");
		return i <= 0 ? "/" : p.slice(0, i);
	}
	function makeNode(dir, mode) {
		return { dir, data: new Uint8Array(0), size: 0, mode: (mode & 0o7777) | (dir ? S_IFDIR : S_IFREG), mtime: Date.now(), ino: nextIno++ };
	}
	nodes.set("/", makeNode(true, 0o755));
	nodes.set("/tmp", makeNode(true, 0o1777)); // os.TempDir, which Go's code may count on

	function stat(n) {
		return {
			dev: 1, ino: n.ino, mode: n.mode, nlink: 1, uid: 0, gid: 0, rdev: 0, size: n.size,
			blksize: 4096, blocks: Math.ceil(n.size / 512), atimeMs: n.mtime, mtimeMs: n.mtime, ctimeMs: n.mtime,
			isDirectory() { return n.dir; },
		};
	}
	function lookup(path) {
		const n = nodes.get(norm(path));
		if (!n) throw fail("ENOENT");
		return n;
	}
	function parentDir(p) {
		const d = nodes.get(parentOf(p));
		if (!d) throw fail("ENOENT");
		if (!d.dir) throw fail("ENOTDIR");
	}
	function file(fd) {
		const f = fds.get(fd);
		if (!f) throw fail("EBADF");
		return f;
	}
	function grow(n, size) {
		if (size > n.data.length) {
			const data = new Uint8Array(Math.max(size, n.data.length * 2));
			data.set(n.data.subarray(0, n.size));
			n.data = data;
		}
	}
	function finished(path) {
		if (!path.split("/").pop().startsWith(".")) {
			globalThis.dispatchEvent(new CustomEvent("tickbox-file", { detail: path }));
		}
	}
	function print(fd, buf) {
		output[fd] += decoder.decode(buf);
		const nl = output[fd].lastIndexOf("\n");
		if (nl === -1) return;
		for (const line of output[fd].slice(0, nl).split("\n")) {
			if (fd === 2) {
				console.error(line);
				stderrLines.push(line);
				if (stderrLines.length > 80) stderrLines.shift(); // a bad address's errors and the page's help
			} else {
				console.log(line);
			}
		}
		output[fd] = output[fd].slice(nl + 1);
	}
	// call runs f and hands its result or error to Go's callback.
	function call(cb, f) {
		let r;
		try {
			r = f();
		} catch (e) {
			if (!e.code) throw e;
			cb(e);
			return;
		}
		cb(null, r);
	}

	const fs = {
		constants,
		writeSync(fd, buf) {
			print(fd, buf);
			return buf.length;
		},
		open(path, flags, mode, cb) {
			call(cb, () => {
				const p = norm(path);
				let n = nodes.get(p);
				if (n && (flags & constants.O_CREAT) && (flags & constants.O_EXCL)) throw fail("EEXIST");
				if (!n) {
					if (!(flags & constants.O_CREAT)) throw fail("ENOENT");
					parentDir(p);
					n = makeNode(false, mode);
					nodes.set(p, n);
				}
				if (n.dir && (flags & (constants.O_WRONLY | constants.O_RDWR))) throw fail("EISDIR");
				if (!n.dir && (flags & constants.O_DIRECTORY)) throw fail("ENOTDIR");
				if (flags & constants.O_TRUNC) n.size = 0;
				const fd = nextFd++;
				fds.set(fd, { node: n, path: p, pos: 0, append: !!(flags & constants.O_APPEND), written: false });
				return fd;
			});
		},
		close(fd, cb) {
			call(cb, () => {
				const f = file(fd);
				fds.delete(fd);
				if (f.written && nodes.get(f.path) === f.node) finished(f.path);
			});
		},
		read(fd, buf, offset, length, position, cb) {
			call(cb, () => {
				const f = file(fd);
				const at = position === null ? f.pos : position;
				const n = Math.max(0, Math.min(length, f.node.size - at));
				buf.set(f.node.data.subarray(at, at + n), offset);
				if (position === null) f.pos += n;
				return n;
			});
		},
		write(fd, buf, offset, length, position, cb) {
			if (fd === 1 || fd === 2) {
				print(fd, buf.subarray(offset, offset + length));
				cb(null, length);
				return;
			}
			call(cb, () => {
				const f = file(fd);
				const n = f.node;
				const at = f.append ? n.size : position === null ? f.pos : position;
				grow(n, at + length);
				n.data.set(buf.subarray(offset, offset + length), at);
				n.size = Math.max(n.size, at + length);
				n.mtime = Date.now();
				if (position === null) f.pos = at + length;
				f.written = true;
				return length;
			});
		},
		fstat(fd, cb) { call(cb, () => stat(file(fd).node)); },
		stat(path, cb) { call(cb, () => stat(lookup(path))); },
		lstat(path, cb) { call(cb, () => stat(lookup(path))); },
		mkdir(path, perm, cb) {
			call(cb, () => {
				const p = norm(path);
				if (nodes.has(p)) throw fail("EEXIST");
				parentDir(p);
				nodes.set(p, makeNode(true, perm));
			});
		},
		readdir(path, cb) {
			call(cb, () => {
				const p = norm(path);
				if (!lookup(p).dir) throw fail("ENOTDIR");
				const prefix = p === "/" ? "/" : p + "/";
				return [...nodes.keys()].filter((k) => k !== p && k.startsWith(prefix) && !k.slice(prefix.length).includes("/"))
					.map((k) => k.slice(prefix.length));
			});
		},
		unlink(path, cb) {
			call(cb, () => {
				if (lookup(path).dir) throw fail("EISDIR");
				nodes.delete(norm(path));
			});
		},
		rmdir(path, cb) {
			call(cb, () => {
				const p = norm(path);
				if (!lookup(p).dir) throw fail("ENOTDIR");
				if ([...nodes.keys()].some((k) => k.startsWith(p + "/"))) throw fail("ENOTEMPTY");
				nodes.delete(p);
			});
		},
		rename(from, to, cb) {
			call(cb, () => {
				const a = norm(from), b = norm(to);
				const n = lookup(a);
				parentDir(b);
				for (const k of [...nodes.keys()]) {
					if (k === a || k.startsWith(a + "/")) {
						const v = nodes.get(k);
						nodes.delete(k);
						nodes.set(b + k.slice(a.length), v);
					}
				}
				if (!n.dir) finished(b);
			});
		},
		chmod(path, mode, cb) { call(cb, () => { const n = lookup(path); n.mode = (n.mode & ~0o7777) | (mode & 0o7777); }); },
		fchmod(fd, mode, cb) { call(cb, () => { const n = file(fd).node; n.mode = (n.mode & ~0o7777) | (mode & 0o7777); }); },
		chown(path, uid, gid, cb) { call(cb, () => { lookup(path); }); },
		fchown(fd, uid, gid, cb) { call(cb, () => { file(fd); }); },
		lchown(path, uid, gid, cb) { call(cb, () => { lookup(path); }); },
		utimes(path, atime, mtime, cb) { call(cb, () => { lookup(path).mtime = mtime * 1000; }); },
		truncate(path, length, cb) { call(cb, () => { const n = lookup(path); grow(n, length); n.size = length; }); },
		ftruncate(fd, length, cb) { call(cb, () => { const n = file(fd).node; grow(n, length); n.size = length; }); },
		fsync(fd, cb) { cb(null); },
		readlink(path, cb) { cb(fail("EINVAL")); },
		link(path, link, cb) { cb(fail("ENOSYS")); },
		symlink(path, link, cb) { cb(fail("ENOSYS")); },
	};
	globalThis.fs = fs;

	// tickboxFS is the page's (and a test's) way in: put a file in before
	// the game starts, read one it wrote, see what it last said on stderr.
	globalThis.tickboxFS = {
		put(path, bytes) {
			const p = norm(path);
			let d = "";
			for (const e of parentOf(p).split("/").filter(Boolean)) {
				d += "/" + e;
				if (!nodes.has(d)) nodes.set(d, makeNode(true, 0o755));
			}
			const n = makeNode(false, 0o644);
			n.data = new Uint8Array(bytes);
			n.size = n.data.length;
			nodes.set(p, n);
		},
		get(path) {
			const n = nodes.get(norm(path));
			return n && !n.dir ? n.data.slice(0, n.size) : null;
		},
		list(dir) {
			const prefix = norm(dir) === "/" ? "/" : norm(dir) + "/";
			return [...nodes.keys()].filter((k) => k.startsWith(prefix) && !nodes.get(k).dir).sort();
		},
		stderr() { return stderrLines.slice(); },
	};
})();
