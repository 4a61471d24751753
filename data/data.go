package data

import (
	"embed"
	"io/fs"
)

//go:embed closes/*.csv closes/PROVENANCE.md intraday/*.csv intraday/PROVENANCE.md
var files embed.FS

// Closes holds <TICKER>.csv files with the header "date,close" and PROVENANCE.md.
func Closes() fs.FS { return sub("closes") }

// Intraday holds <TICKER>_5m_<from>_<to>.csv files with the header
// "datetime,open,high,low,close,volume" and PROVENANCE.md.
func Intraday() fs.FS { return sub("intraday") }

func sub(dir string) fs.FS {
	f, err := fs.Sub(files, dir)
	if err != nil {
		panic("BUG: embedded folder " + dir + ": " + err.Error())
	}
	return f
}
