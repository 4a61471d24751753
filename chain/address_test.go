package chain

import "testing"

func TestParseAddress(t *testing.T) {
	f := func(in string, ok bool) {
		t.Helper()
		if _, err := ParseAddress(in); (err == nil) != ok {
			t.Errorf("ParseAddress(%q) err %v, want ok %v", in, err, ok)
		}
	}
	f("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", true)
	f("0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266", true)
	f("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", true)  // EIP-55
	f("0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266", false) // broken checksum
	f("f39fd6e51aad88f6f4ce6ab8827279cfffb92266", false)
	f("0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226", false)
	f("0xf39fd6e51aad88f6f4ce6ab8827279cfffb922666", false)
	f("0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266", false)
	f("", false)
}
