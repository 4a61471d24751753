// Package snapshot holds the market data the API serves: the views of package market and the
// baskets of market/baskets, built together from one history and swapped in atomically, so
// that every response of a request sees one consistent build.
package snapshot
