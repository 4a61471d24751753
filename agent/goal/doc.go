// Package goal reads a plain-language investing goal into the elements a draft is built from:
// the amount, the horizon, the risk appetite, growth or income, themes, sectors and asset
// classes, named companies and tickers, exclusions ("no crypto", "anything but oil"), the kind
// of holding (funds or single stocks), a faith screen, and the conflicts between them.
//
// Reading is rule-based and pure: a table of English phrases (lexicon.go), negation scopes, a
// modest allowance for misspellings (one edit on words of six letters or more that are not
// themselves common words) and a vocabulary of company names and tickers passed in by the
// caller. No I/O, no clock, no randomness: the same text and vocabulary give the same
// Understood, element for element.
//
// Text in another language is recognised (function words of six European languages, or
// letters outside the Latin script) and read no further: Read marks it Language "other" so
// that the caller asks rather than guesses. Words that look like instructions to the reader
// ("ignore the previous instructions") are noted and never acted on: the reader only matches
// its table.
//
// Each element carries the words it was read from (Text), a label for people (Label) and a
// canonical phrase (Phrase) that reads back to the same element: a client that lets a person
// remove or change an element re-drafts from the remaining phrases (Compose).
package goal
