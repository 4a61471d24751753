package skills

import (
	"bytes"
	"io"
	"net/http"
)

// batchRefused answers a JSON-RPC batch on /mcp or /a2a, with HTTP 400: one JSON-RPC error, id
// null, code -32600 (invalid request). MCP dropped batches in 2025-06-18 and A2A never had them;
// a batch is the cheapest way for one request, counted once against the protocol route's limit,
// to ask for thousands of answers.
var batchRefused = []byte(`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Batches are not accepted: send one JSON-RPC message per request."}}`)

// peekSize is how much of a body is read at a time while looking for its first byte.
const peekSize = 256

// oneMessage refuses a JSON-RPC batch before next sees the request: it reads the body only up to
// its first byte that is not JSON whitespace, and a '[' there is answered at once, so a batch
// costs the same small fixed amount whatever it holds and is never decoded. Anything else goes
// on to next with the bytes read put back in front of the rest of the body.
func oneMessage(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil {
			next.ServeHTTP(w, r)
			return
		}
		buf := make([]byte, peekSize)
		for {
			n, err := r.Body.Read(buf)
			rest := trimBlank(buf[:n])
			if len(rest) > 0 {
				if rest[0] == '[' {
					w.Header().Set("Content-Type", "application/json")
					w.WriteHeader(http.StatusBadRequest)
					w.Write(batchRefused)
					return
				}
				r.Body = struct {
					io.Reader
					io.Closer
				}{io.MultiReader(bytes.NewReader(rest), r.Body), r.Body}
				break
			}
			if err != nil {
				// Blank or unreadable to its end: the protocol handler answers the empty body.
				r.Body = http.NoBody
				break
			}
		}
		next.ServeHTTP(w, r)
	})
}

// trimBlank drops JSON's insignificant whitespace from the front of b.
func trimBlank(b []byte) []byte {
	for len(b) > 0 {
		switch b[0] {
		case ' ', '\t', '\n', '\r':
			b = b[1:]
		default:
			return b
		}
	}
	return b
}
