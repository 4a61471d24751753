package account_test

import "github.com/vera-invest/vera/chain/devnet"

var devKey = devnet.DevKey
