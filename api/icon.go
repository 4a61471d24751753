package api

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// icon512 is the agent's 512×512 icon (the card's `image`), drawn at start-up: a white "V" on
// a deep green disc, so that no binary asset needs to live in the repository.
var icon512 = drawIcon(512)

func drawIcon(size int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	bg := color.NRGBA{0x0b, 0x5d, 0x3b, 0xff}
	fg := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	c := float64(size) / 2
	for y := range size {
		for x := range size {
			dx, dy := float64(x)+0.5-c, float64(y)+0.5-c
			if dx*dx+dy*dy > c*c {
				continue
			}
			img.SetNRGBA(x, y, bg)
			if inV(float64(x)/float64(size), float64(y)/float64(size)) {
				img.SetNRGBA(x, y, fg)
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic("BUG: encode icon: " + err.Error())
	}
	return buf.Bytes()
}

// inV reports whether the unit-square point lies on one of the V's two strokes.
func inV(x, y float64) bool {
	const top, bottom, half = 0.28, 0.74, 0.055
	if y < top || y > bottom {
		return false
	}
	t := (y - top) / (bottom - top)
	left := 0.28 + t*(0.5-0.28)
	right := 0.72 - t*(0.72-0.5)
	return abs(x-left) < half || abs(x-right) < half
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}
