package web

import (
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"
)

// send answers with f, the file called name, or with name.gz beside it when
// the browser accepts gzip: make web writes the module both ways, and the
// compressed one is about a quarter of the size.
func (h files) send(w http.ResponseWriter, r *http.Request, name string, f *os.File) {
	w.Header().Set("Content-Type", contentType(name))
	w.Header().Add("Vary", "Accept-Encoding")
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		if gz, _, err := h.open(name + ".gz"); err == nil {
			defer gz.Close()
			w.Header().Set("Content-Encoding", "gzip")
			f = gz
		}
	}
	info, err := f.Stat()
	if err != nil {
		http.Error(w, "cannot read the file", http.StatusInternalServerError)
		return
	}
	http.ServeContent(h.paced(w), r, name, info.ModTime(), f)
}

// paced returns w, or, with a stall time, w that cuts the connection off
// when a write of the response waits that long for the client to read.
func (h files) paced(w http.ResponseWriter) http.ResponseWriter {
	if h.stall <= 0 {
		return w
	}
	return &pacedWriter{ResponseWriter: w, rc: http.NewResponseController(w), stall: h.stall}
}

// pacedWriter gives each write of a response stall to be taken by the
// client: a client that reads nothing is cut off, one that reads slowly is
// not, whatever the size of the file.
type pacedWriter struct {
	http.ResponseWriter
	rc    *http.ResponseController
	stall time.Duration
}

func (p *pacedWriter) Write(b []byte) (int, error) {
	p.rc.SetWriteDeadline(time.Now().Add(p.stall))
	return p.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection.
func (p *pacedWriter) Unwrap() http.ResponseWriter { return p.ResponseWriter }

func contentType(name string) string {
	ext := path.Ext(name)
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// acceptsGzip reports whether an Accept-Encoding header lists gzip (or *)
// with a weight above zero.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		return weight(params) > 0
	}
	return false
}

// weight returns the q= weight in a coding's parameters, 1 if none.
func weight(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if ok && strings.TrimSpace(k) == "q" {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil {
				return 0
			}
			return q
		}
	}
	return 1
}
