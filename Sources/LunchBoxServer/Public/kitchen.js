// The kitchen's add form: names from the food list suggested for the food being typed
// (the part after the last comma), and the optional fields kept open once opened.
"use strict";

(() => {
  const input = document.querySelector("[data-suggest-foods]");
  const list = input && document.getElementById(input.getAttribute("list"));
  let foods = null; // one request, shared by every keystroke while it is on its way

  function loadFoods() {
    foods = foods || fetch("/api/foods", { headers: { Accept: "application/json" } })
      .then((reply) => (reply.ok ? reply.json() : { foods: [] }))
      .then((body) => body.foods || [])
      // Suggestions are a convenience: without them the field works as before.
      .catch(() => []);
    return foods;
  }

  async function suggest() {
    const names = await loadFoods();
    const text = input.value;
    const cut = Math.max(text.lastIndexOf(","), text.lastIndexOf(";"));
    const before = cut >= 0 ? text.slice(0, cut + 1) + " " : "";
    // A quantity in front ("2 app") stays in front of the suggestion.
    const typed = text.slice(cut + 1).trimStart();
    const amount = (typed.match(/^(\d+(?:[.,/]\d+)?\s*(?:g|kg|ml|l|x)?\s+)/i) || [""])[0];
    const word = typed.slice(amount.length).toLowerCase();
    list.replaceChildren();
    if (word.length < 2) return;
    const starts = names.filter((name) => name.startsWith(word));
    const inside = names.filter((name) => !name.startsWith(word) && name.includes(" " + word));
    for (const name of starts.concat(inside).slice(0, 8)) {
      const option = document.createElement("option");
      option.value = before + amount + name;
      list.append(option);
    }
  }

  if (input && list) {
    input.addEventListener("focus", loadFoods, { once: true });
    input.addEventListener("input", suggest);
  }

  // Optional fields the user opened stay open after each Add.
  document.querySelectorAll("details[data-remember-open][id]").forEach((details) => {
    const key = "lunchbox-open-" + details.id;
    if (sessionStorage.getItem(key) === "1") details.open = true;
    details.addEventListener("toggle", () => sessionStorage.setItem(key, details.open ? "1" : "0"));
  });
})();
