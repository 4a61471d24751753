package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/valyala/fasthttp"
)

// errBadJSON means a body is not exactly one JSON value of the expected shape.
var errBadJSON = errors.New("malformed JSON body")

// DecodeJSON decodes exactly one JSON value into v: unknown fields are allowed (clients add
// fields), trailing data is not, and numbers stay exact when v holds json.Number.
func DecodeJSON(body []byte, v any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return errBadJSON
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return errors.Join(errBadJSON, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errBadJSON
	}
	return nil
}

// validator is a request body type that checks its own values after decoding.
type validator interface{ Validate() error }

// DecodeBody decodes the request body into v, a domain type of the route, and runs its Validate
// method when it has one. It is the one way every route reads a body: on any failure it answers
// 400 {"error":"Invalid request body."} and returns false.
func (c *Ctx) DecodeBody(v any) bool { return c.decodeBodyOr(v, MsgInvalidBody) }

// decodeBodyOr is DecodeBody for a route whose spec names another 400 body for a bad request
// (POST /api/autopilot: "Invalid autopilot settings.").
func (c *Ctx) decodeBodyOr(v any, message string) bool {
	err := DecodeJSON(c.PostBody(), v)
	if vv, ok := v.(validator); ok && err == nil {
		err = vv.Validate()
	}
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, message)
		return false
	}
	return true
}
