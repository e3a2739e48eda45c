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

    var title: String { "Kitchen" }
    var section: PageChrome.Section { .kitchen }
    var scripts: HTML { #"<script src="/static/kitchen.js" defer></script>"# }

    func content(csrf: String) -> HTML {
        """
        <section class="card">
          <div class="row">
            <h1 class="grow">In your kitchen</h1>
            <a class="button quiet" href="/scan"><span aria-hidden="true">📷</span> Scan food</a>
          </div>
          \(if: itemCount == 0, """
          <button class="wide" type="button" id="get-ideas" disabled aria-describedby="empty-prompt"><span aria-hidden="true">💡</span> Get lunch box ideas</button>
          <p class="empty" id="empty-prompt"><span class="big" aria-hidden="true">🧺</span><br>Scan or add items to get lunch box ideas.</p>
          """, else: """
          <form method="post" action="/ideas" data-ask-on="/ideas#ask" data-loading>
            \(.csrfField(csrf))
            <button class="wide when-idle" type="submit" id="get-ideas"><span aria-hidden="true">💡</span> Get lunch box ideas</button>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(waitingFor)</p>
          </form>
          """)
        </section>

        <section class="card">
          <h2>Add food</h2>
          \(html: error.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          <form method="post" action="/inventory">
            \(.csrfField(csrf))
            <label for="add-name">Food <span class="muted small" id="add-name-hint">(several at once: eggs, bread, 2 apples)</span></label>
            <div class="row">
              <input class="grow" id="add-name" name="name" type="text" maxlength="1000" required placeholder="eggs, bread, 2 apples…" value="\(typedName)"
                     autocomplete="off" list="food-suggestions" aria-describedby="add-name-hint" data-suggest-foods\(if: focusName, " autofocus")>
              <datalist id="food-suggestions"></datalist>
              <button type="submit">Add</button>
            </div>
            <details class="more" id="add-more"\(if: showMore, " open") data-remember-open>
              <summary class="muted small">Quantity and date (optional)</summary>
              <div class="row">
                <div class="grow"><label for="add-quantity">Quantity</label><input id="add-quantity" name="quantity" type="text" maxlength="50" placeholder="6, half a loaf…" value="\(typedQuantity)"></div>
                <div class="grow"><label for="add-best-before">Date on the pack</label><input id="add-best-before" name="bestBefore" type="date" value="\(typedBestBefore)"></div>
                \(Self.dateKindField(id: "add-date-kind", selected: typedDateKind))
              </div>
            </details>
          </form>
        </section>
        \(if: itemCount > 0, """

        <section class="card">
          <h2>\(itemCount == 1 ? "1 item" : "\(itemCount) items"), use-soon first</h2>
          <p class="muted small">Tap an item to change or remove it.</p>
          \(if: itemCount > Self.filterFrom || !filter.isEmpty, filterForm)
          \(groups.isEmpty ? #"<p class="empty" id="no-match">No item matches “\#(filter)”. <a href="/inventory">Show all</a></p>"# : groupLists(csrf: csrf))
          <p class="actions"><a class="button danger small" href="/inventory/clear">Clear all…</a></p>
        </section>
        """)
        """
    }

    /// A kitchen this big gets a filter field.
    static let filterFrom = 12

    private var filterForm: HTML {
        """
        <form method="get" action="/inventory" class="row kitchen-filter" role="search">
          <label for="kitchen-filter" class="visually-hidden">Find in the kitchen</label>
          <input class="grow" id="kitchen-filter" name="q" type="search" maxlength="100" value="\(filter)" placeholder="Find in the kitchen…" autocomplete="off">
          <button type="submit" class="quiet">Find</button>
        </form>
        """
    }

    /// Each kind under its heading, one list for all so the rows keep their look.
    private func groupLists(csrf: String) -> HTML {
        let lists = groups.map { group -> HTML in
            """
            <h3 class="kitchen-group">\(group.title) <span class="muted small">\(group.items.count)</span></h3>
            <ul class="list items">
              \(group.items.map { row($0, csrf: csrf) })
            </ul>
            """
        }
        return #"<div id="inventory-list">\#(lists)</div>"#
    }

    private func row(_ item: InventoryRow, csrf: String) -> HTML {
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
              <form method="post" action="/inventory/\(item.id)" class="stack" aria-label="Edit \(item.name)">
                \(.csrfField(csrf))
                <label for="name-\(item.id)">Food</label><input id="name-\(item.id)" name="name" type="text" maxlength="100" required value="\(item.name)">
                <div class="row">
                  <div class="grow"><label for="quantity-\(item.id)">Quantity</label><input id="quantity-\(item.id)" name="quantity" type="text" maxlength="50" value="\(item.quantity ?? "")"></div>
                  <div class="grow"><label for="best-\(item.id)">Date on the pack</label><input id="best-\(item.id)" name="bestBefore" type="date" value="\(item.bestBefore)"></div>
                  \(Self.dateKindField(id: "kind-\(item.id)", selected: item.dateKind))
                </div>
                <button type="submit">Save changes</button>
              </form>
              <form method="post" action="/inventory/\(item.id)/delete" class="actions">
                \(.csrfField(csrf))
                <button type="submit" class="danger" aria-label="Delete \(item.name)">Delete \(item.name)</button>
              </form>
            </div>
          </details>
        </li>
        """
    }

    /// What the date means: the food's usual kind (bread best before, chicken use by), or
    /// the one printed on the pack.
    private static func dateKindField(id: String, selected: String) -> HTML {
        let choices = [("", "Usual for the food")] + DateKind.allCases.map { ($0.rawValue, $0.title) }
        let options = choices.map { value, title -> HTML in #"<option value="\#(value)"\#(if: value == selected, " selected")>\#(title)</option>"# }
        return """
            <div class="grow"><label for="\(id)">The date is</label><select id="\(id)" name="dateKind">\(options)</select></div>
            """
    }
}
