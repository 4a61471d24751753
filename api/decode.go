package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// ErrBadJSON means a body is not exactly one JSON value of the expected shape.
var ErrBadJSON = errors.New("malformed JSON body")

// DecodeJSON decodes exactly one JSON value into v: unknown fields are allowed (clients add
// fields), trailing data is not, and numbers stay exact when v holds json.Number.
func DecodeJSON(body []byte, v any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return ErrBadJSON
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return errors.Join(ErrBadJSON, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrBadJSON
	}
	return nil
}
