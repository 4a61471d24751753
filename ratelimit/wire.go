package ratelimit

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// The peers' wire format, one POST per batch. The request is a version byte, the number of hits,
// then per hit: the key's id (16 bytes, big-endian), the window's start (Unix seconds), the limit,
// the number of requests and a flags byte (flagAsync: already admitted by the sender, count it
// whatever the count). The answer is a version byte, the number of hits, then per hit an allowed
// byte and the key's count after it. Binary rather than JSON: a batch is encoded and decoded on
// the request path of every forwarded hit.
const (
	wireVersion = 1
	flagAsync   = 1
	// maxWireHits bounds what a peer may ask in one batch.
	maxWireHits = 1 << 16
)

var errWire = errors.New("ratelimit: malformed peer message")

// hit is one or more requests of one key, sent to its owner.
type hit struct {
	id     keyID
	window int64 // its start, Unix seconds
	limit  int64
	n      int64
	async  bool
}

// answer is the owner's reply to one hit: whether it is within the limit, and the key's count
// in the window after it.
type answer struct {
	ok    bool
	count int64
}

func appendHits(b []byte, hits []hit) []byte {
	b = append(b, wireVersion)
	b = binary.AppendUvarint(b, uint64(len(hits)))
	for _, h := range hits {
		b = binary.BigEndian.AppendUint64(b, h.id.hi)
		b = binary.BigEndian.AppendUint64(b, h.id.lo)
		b = binary.AppendVarint(b, h.window)
		b = binary.AppendUvarint(b, uint64(h.limit))
		b = binary.AppendUvarint(b, uint64(h.n))
		var flags byte
		if h.async {
			flags |= flagAsync
		}
		b = append(b, flags)
	}
	return b
}

// decodeHits calls f, when not nil, for every hit of a request body, in order. A malformed body
// may have called f for the hits before the fault: check it first with a nil f.
func decodeHits(b []byte, f func(hit)) (int, error) {
	r := reader{b: b}
	if r.byte() != wireVersion {
		return 0, fmt.Errorf("%w: version", errWire)
	}
	count := r.uvarint()
	if count > maxWireHits {
		return 0, fmt.Errorf("%w: %d hits", errWire, count)
	}
	for range count {
		var h hit
		h.id.hi, h.id.lo = r.uint64(), r.uint64()
		h.window = r.varint()
		h.limit = int64(r.uvarint())
		h.n = int64(r.uvarint())
		h.async = r.byte()&flagAsync != 0
		if r.err != nil {
			return 0, r.err
		}
		if h.limit <= 0 || h.n <= 0 || h.n > 1<<20 {
			return 0, fmt.Errorf("%w: limit %d, n %d", errWire, h.limit, h.n)
		}
		if f != nil {
			f(h)
		}
	}
	if r.err == nil && len(r.b) != 0 {
		return 0, fmt.Errorf("%w: %d bytes left over", errWire, len(r.b))
	}
	return int(count), r.err
}

func appendAnswers(b []byte, answers []answer) []byte {
	b = append(b, wireVersion)
	b = binary.AppendUvarint(b, uint64(len(answers)))
	for _, a := range answers {
		var ok byte
		if a.ok {
			ok = 1
		}
		b = append(b, ok)
		b = binary.AppendUvarint(b, uint64(max(a.count, 0)))
	}
	return b
}

// decodeAnswers reads an answer body into out, which must hold as many answers as were asked.
func decodeAnswers(b []byte, out []answer) error {
	r := reader{b: b}
	if r.byte() != wireVersion {
		return fmt.Errorf("%w: version", errWire)
	}
	if n := r.uvarint(); r.err == nil && n != uint64(len(out)) {
		return fmt.Errorf("%w: %d answers to %d hits", errWire, n, len(out))
	}
	for i := range out {
		out[i] = answer{ok: r.byte() == 1, count: int64(r.uvarint())}
	}
	if r.err == nil && len(r.b) != 0 {
		return fmt.Errorf("%w: %d bytes left over", errWire, len(r.b))
	}
	return r.err
}

// reader reads a message, remembering its first error.
type reader struct {
	b   []byte
	err error
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = fmt.Errorf("%w: truncated", errWire)
	}
	r.b = nil
}

func (r *reader) byte() byte {
	if len(r.b) < 1 {
		r.fail()
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) varint() int64 {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) uint64() uint64 {
	if len(r.b) < 8 {
		r.fail()
		return 0
	}
	v := binary.BigEndian.Uint64(r.b)
	r.b = r.b[8:]
	return v
}
