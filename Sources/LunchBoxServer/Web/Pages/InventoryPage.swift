import LunchBoxCore

/// The kitchen: what is in the fridge and pantry, use-soon first, the add form (with
/// what was typed when adding failed), and the button for ideas. With scripts that
/// button opens the ideas page, where they stream in with Stop (`data-ask-on`); without,
/// it posts and waits for the whole batch.
struct InventoryPage: Page {
    /// Items of one kind under a heading ("Use soon", "Dairy").
    struct Group: Sendable {
        let title: String
        let items: [InventoryRow]
    }

    /// Shown by kind; with a filter, only the matching items.
    let groups: [Group]
    /// Every item in the kitchen, filtered or not.
    let itemCount: Int
    /// What the filter field holds; empty for none.
    let filter: String
    /// What the ideas button's status line says while it waits (without scripts).
    let waitingFor: String
    /// Why adding failed, shown above the form that still holds what was typed.
    let error: String?
    let typedName: String
    let typedQuantity: String
    let typedBestBefore: String
    /// "best-before", "use-by" or empty (the food's usual kind).
    let typedDateKind: String
    /// The optional fields open: they were used, or the last add used them.
    let showMore: Bool
    /// After an add (or a failed one), the name field again, ready for the next food.
    let focusName: Bool

    func title(_ words: Wording) -> String { words("kitchen.title") }
    var section: PageChrome.Section { .kitchen }
    var scripts: HTML { #"<script src="/static/kitchen.js" defer></script>"# }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card">
          <div class="row">
            <h1 class="grow">\(words("kitchen.heading"))</h1>
            <a class="button quiet" href="/scan"><span aria-hidden="true">📷</span> \(words("kitchen.scanFood"))</a>
          </div>
          \(if: itemCount == 0, """
          <button class="wide" type="button" id="get-ideas" disabled aria-describedby="empty-prompt"><span aria-hidden="true">💡</span> \(words("kitchen.getIdeas"))</button>
          <p class="empty" id="empty-prompt"><span class="big" aria-hidden="true">🧺</span><br>\(words("kitchen.emptyPrompt"))</p>
          """, else: """
          <form method="post" action="/ideas" data-ask-on="/ideas#ask" data-loading>
            \(.csrfField(csrf))
            <button class="wide when-idle" type="submit" id="get-ideas"><span aria-hidden="true">💡</span> \(words("kitchen.getIdeas"))</button>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(waitingFor)</p>
          </form>
          """)
        </section>

        <section class="card">
          <h2>\(words("kitchen.addFood"))</h2>
          \(html: error.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          <form method="post" action="/inventory">
            \(.csrfField(csrf))
            <label for="add-name">\(words("kitchen.food")) <span class="muted small" id="add-name-hint">\(words("kitchen.severalHint"))</span></label>
            <div class="row">
              <input class="grow" id="add-name" name="name" type="text" maxlength="1000" required placeholder="\(words("kitchen.namePlaceholder"))" value="\(typedName)"
                     autocomplete="off" list="food-suggestions" aria-describedby="add-name-hint" data-suggest-foods\(if: focusName, " autofocus")>
              <datalist id="food-suggestions"></datalist>
              <button type="submit">\(words("kitchen.add"))</button>
            </div>
            <details class="more" id="add-more"\(if: showMore, " open") data-remember-open>
              <summary class="muted small">\(words("kitchen.more"))</summary>
              <div class="row">
                <div class="grow"><label for="add-quantity">\(words("kitchen.quantity"))</label><input id="add-quantity" name="quantity" type="text" maxlength="50" placeholder="\(words("kitchen.quantityPlaceholder"))" value="\(typedQuantity)"></div>
                <div class="grow"><label for="add-best-before">\(words("kitchen.datePacked"))</label><input id="add-best-before" name="bestBefore" type="date" value="\(typedBestBefore)"></div>
                \(Self.dateKindField(id: "add-date-kind", selected: typedDateKind, words: words))
              </div>
            </details>
          </form>
        </section>
        \(if: itemCount > 0, """

        <section class="card">
          <h2>\(words.counting("kitchen.items", itemCount))</h2>
          <p class="muted small">\(words("kitchen.tapToEdit"))</p>
          \(if: itemCount > Self.filterFrom || !filter.isEmpty, filterForm(words))
          \(groups.isEmpty ? #"<p class="empty" id="no-match">\#(words("kitchen.noMatch", filter)) <a href="/inventory">\#(words("kitchen.showAll"))</a></p>"# : groupLists(csrf: csrf, words: words))
          <p class="actions"><a class="button danger small" href="/inventory/clear">\(words("kitchen.clearAll"))</a></p>
        </section>
        """)
        """
    }

    /// A kitchen this big gets a filter field.
    static let filterFrom = 12

    private func filterForm(_ words: Wording) -> HTML {
        """
        <form method="get" action="/inventory" class="row kitchen-filter" role="search">
          <label for="kitchen-filter" class="visually-hidden">\(words("kitchen.find"))</label>
          <input class="grow" id="kitchen-filter" name="q" type="search" maxlength="100" value="\(filter)" placeholder="\(words("kitchen.findPlaceholder"))" autocomplete="off">
          <button type="submit" class="quiet">\(words("kitchen.findButton"))</button>
        </form>
        """
    }

    /// Each kind under its heading, one list for all so the rows keep their look.
    private func groupLists(csrf: String, words: Wording) -> HTML {
        let lists = groups.map { group -> HTML in
            """
            <h3 class="kitchen-group">\(group.title) <span class="muted small">\(group.items.count)</span></h3>
            <ul class="list items">
              \(group.items.map { row($0, csrf: csrf, words: words) })
            </ul>
            """
        }
        return #"<div id="inventory-list">\#(lists)</div>"#
    }

    private func row(_ item: InventoryRow, csrf: String, words: Wording) -> HTML {
        """
        <li>
          <details class="item">
            <summary>
              <span class="emoji" aria-hidden="true">\(item.emoji)</span>
              <span class="grow">
                <span class="item-name">\(item.name)</span>
                \(html: item.quantity.map { #"<span class="pill">\#($0)</span>"# })
                \(html: item.bestBeforeLabel.map { #"<span class="pill\#(if: item.useSoon, " soon")">\#($0)</span>"# })
              </span>
              <span class="edit-hint" aria-hidden="true">✎</span>
            </summary>
            <div class="item-edit">
              <form method="post" action="/inventory/\(item.id)" class="stack" aria-label="\(words("kitchen.edit", item.name))">
                \(.csrfField(csrf))
                <label for="name-\(item.id)">\(words("kitchen.food"))</label><input id="name-\(item.id)" name="name" type="text" maxlength="100" required value="\(item.name)">
                <div class="row">
                  <div class="grow"><label for="quantity-\(item.id)">\(words("kitchen.quantity"))</label><input id="quantity-\(item.id)" name="quantity" type="text" maxlength="50" value="\(item.quantity ?? "")"></div>
                  <div class="grow"><label for="best-\(item.id)">\(words("kitchen.datePacked"))</label><input id="best-\(item.id)" name="bestBefore" type="date" value="\(item.bestBefore)"></div>
                  \(Self.dateKindField(id: "kind-\(item.id)", selected: item.dateKind, words: words))
                </div>
                <button type="submit">\(words("kitchen.saveChanges"))</button>
              </form>
              <form method="post" action="/inventory/\(item.id)/delete" class="actions">
                \(.csrfField(csrf))
                <button type="submit" class="danger" aria-label="\(words("kitchen.delete", item.name))">\(words("kitchen.delete", item.name))</button>
              </form>
            </div>
          </details>
        </li>
        """
    }

    /// What the date means: the food's usual kind (bread best before, chicken use by), or
    /// the one printed on the pack.
    private static func dateKindField(id: String, selected: String, words: Wording) -> HTML {
        let choices = ([nil] + DateKind.allCases.map(Optional.some)).map { ($0?.rawValue ?? "", BestBeforeWording.title(of: $0, in: words)) }
        let options = choices.map { value, title -> HTML in #"<option value="\#(value)"\#(if: value == selected, " selected")>\#(title)</option>"# }
        return """
            <div class="grow"><label for="\(id)">\(words("kitchen.dateIs"))</label><select id="\(id)" name="dateKind">\(options)</select></div>
            """
    }
}
