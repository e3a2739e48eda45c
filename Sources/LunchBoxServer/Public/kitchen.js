// The kitchen's add form: suggestions for the food being typed, as the server reads the
// text (/api/foods/suggestions: the amount and the earlier foods stay in front), and the
// optional fields kept open once opened.
"use strict";

(() => {
  const input = document.querySelector("[data-suggest-foods]");
  const list = input && document.getElementById(input.getAttribute("list"));
  let asking = null; // the request for the last keystroke; an older one is dropped

  async function suggest() {
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    try {
      const reply = await fetch("/api/foods/suggestions?typed=" + encodeURIComponent(input.value),
        { headers: { Accept: "application/json" }, signal: controller.signal });
      const body = reply.ok ? await reply.json() : { foods: [] };
      list.replaceChildren(...(body.foods || []).map((value) => Object.assign(document.createElement("option"), { value })));
    } catch (error) {
      // Suggestions are a convenience: without them the field works as before.
    }
  }

  if (input && list) input.addEventListener("input", suggest);

  // Optional fields the user opened stay open after each Add.
  document.querySelectorAll("details[data-remember-open][id]").forEach((details) => {
    const key = "lunchbox-open-" + details.id;
    if (sessionStorage.getItem(key) === "1") details.open = true;
    details.addEventListener("toggle", () => sessionStorage.setItem(key, details.open ? "1" : "0"));
  });
})();
