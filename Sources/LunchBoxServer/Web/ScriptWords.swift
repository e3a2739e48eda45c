import LunchBoxCore

/// The sentences a page's script shows (a live status, a button's label), written by the
/// server into the page as a `<template data-words="name">` (`lunchBoxWords(name)` in
/// app.js reads it), so scripts place words and never write them: one place for the
/// product's wording. `{name}` marks what the script fills in; a word with forms by count
/// has one key a plural category (`changes.one`, `changes.other`, as `Intl.PluralRules` names them).
struct ScriptWords: Sendable {
    let name: String
    let words: [(key: String, text: String)]

    init(_ name: String, _ words: KeyValuePairs<String, String>) {
        self.name = name
        self.words = words.map { (key: $0.key, text: $0.value) }
    }

    /// The words under `table` in the reader's catalog ("chrome.offline.dismiss" for key
    /// "dismiss"); a plural form the language does not use ("many" in English) is left
    /// out, and the script falls back to "other" as Intl.PluralRules allows.
    init(_ name: String, _ catalog: Wording, table: String, keys: [String]) {
        self.name = name
        self.words = keys.compactMap { key in catalog.ifPresent("\(table).\(key)").map { (key: key, text: $0) } }
    }

    var html: HTML {
        let entries: [HTML] = words.map { key, text in #"<span data-word="\#(key)">\#(text)</span>"# }
        return #"<template data-words="\#(name)">\#(entries)</template>"#
    }
}
