// LunchBox: small enhancements over pages that work without JavaScript.
"use strict";

function toast(message) {
  const note = document.createElement("div");
  note.className = "toast";
  note.setAttribute("role", "status");
  note.textContent = message;
  document.body.appendChild(note);
  setTimeout(() => note.remove(), 2200);
}

// "Go back" links go back in history when there is somewhere to go.
document.querySelectorAll("[data-back]").forEach((link) => {
  link.addEventListener("click", (event) => {
    if (history.length > 1) { event.preventDefault(); history.back(); }
  });
});

// Forms that take a while show their loading state and can't be sent twice (the ideas
// forms do their own, below, where the browser can stream).
document.querySelectorAll("form[data-loading]").forEach((form) => {
  if (form.dataset.stream && canStreamIdeas()) return;
  form.addEventListener("submit", () => {
    form.classList.add("is-loading");
    form.querySelectorAll("button").forEach((button) => { button.disabled = true; });
  });
});

// Toggles that save at once. In a form with a status line the change is sent in the
// background and the page's answer shown there, so the page stays and so does focus;
// anything unexpected falls back to sending the form.
document.querySelectorAll("[data-autosubmit]").forEach((input) => {
  input.addEventListener("change", async () => {
    const form = input.form;
    const status = form.querySelector("[data-save-status]");
    const body = new URLSearchParams(new FormData(form));
    body.set("changed", input.name);
    if (!status || !window.fetch || !window.DOMParser) { form.requestSubmit(); return; }
    try {
      const reply = await fetch(form.action, { method: "POST", body, credentials: "same-origin" });
      const page = new DOMParser().parseFromString(await reply.text(), "text/html");
      const message = page.querySelector(".flash");
      if (!reply.ok || !message) throw new Error("unexpected answer");
      status.textContent = message.textContent.trim();
      status.className = "save-status " + (message.classList.contains("error") ? "bad" : "good");
    } catch (error) {
      form.requestSubmit();
    }
  });
});

// Share: the Web Share API where the browser has it, else copy to the clipboard.
document.querySelectorAll("[data-share]").forEach((button) => {
  button.hidden = false;
  button.addEventListener("click", async () => {
    const text = document.getElementById(button.dataset.share).value;
    const title = button.dataset.title || "Lunch box idea";
    if (navigator.share) {
      try { await navigator.share({ title, text }); countShare(button); return; } catch (error) { if (error.name === "AbortError") return; }
    }
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // No clipboard API (plain http on the network): copy through a temporary field.
      const area = document.createElement("textarea");
      area.value = text; area.setAttribute("readonly", ""); area.style.position = "fixed"; area.style.opacity = "0";
      document.body.appendChild(area); area.select(); document.execCommand("copy"); area.remove();
    }
    toast("Copied to the clipboard");
    countShare(button);
  });
});

// A share counts for play (points and the "First share" badge); it never blocks sharing.
async function countShare(button) {
  if (!button.dataset.ideaId) return;
  try {
    const response = await fetch(`/api/ideas/${encodeURIComponent(button.dataset.ideaId)}/shared`, { method: "POST" });
    const change = response.ok ? await response.json() : null;
    if (change && change.badgesUnlocked && change.badgesUnlocked.length) toast("Badge unlocked: see Play");
  } catch (error) { /* offline or gone: the share itself worked */ }
}

// A just-saved idea shows its acknowledgment briefly.
document.querySelectorAll("[data-fade]").forEach((note) => {
  setTimeout(() => { note.style.transition = "opacity .6s"; note.style.opacity = "0"; }, 2500);
});

// Ideas one by one: where the browser can read a response as it arrives, the ideas
// page's forms ask their data-stream address and show each card the moment the engine
// has written it. Without this the same forms post to /ideas and wait for all of them.
function canStreamIdeas() {
  return Boolean(document.getElementById("ideas-result") && window.fetch && window.ReadableStream &&
    window.AbortController && window.TextDecoder && window.URLSearchParams);
}

// An element from plain values: strings become text nodes, never markup.
function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  Object.entries(attributes || {}).forEach(([name, value]) => {
    if (value === undefined || value === null || value === false) return;
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : value);
  });
  children.forEach((child) => { if (child !== null && child !== undefined) node.append(child); });
  return node;
}

// Calls onEvent(name, data) for every server-sent event in the body; pieces of the body
// break anywhere, so an unfinished line waits for the next piece.
async function readServerSentEvents(body, onEvent) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let name = "";
  let data = [];
  const take = (line) => {
    if (line === "") {
      if (data.length) onEvent(name || "message", data.join("\n"));
      name = ""; data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  };
  for (;;) {
    const { value, done } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end;
    while ((end = pending.indexOf("\n")) >= 0) {
      take(pending.slice(0, end).replace(/\r$/, ""));
      pending = pending.slice(end + 1);
    }
    if (done) { if (pending) take(pending); take(""); return; }
  }
}

const ideaStream = {
  running: null,

  card(card, held) {
    const link = element("a", { class: "card idea-card arrived" + (held ? " held" : ""), href: card.href },
      element("span", { class: "big", "aria-hidden": "true", text: card.emoji }),
      element("h2", { text: card.name }),
      held ? null : element("span", { class: "muted small", text: card.summary }));
    if (card.uses) link.append(element("span", { class: "muted small kitchen-uses", text: card.uses }));
    (card.warnings || []).forEach((warning) => link.append(element("span", { class: "pill bad small expired-warning" },
      element("span", { "aria-hidden": "true", text: "⚠️" }), " " + warning)));
    if (card.unverified) link.append(element("span", { class: "pill soon small", text: card.unverified }));
    (card.reasons || []).forEach((reason) => link.append(element("span", { class: "pill bad small", text: reason })));
    return link;
  },

  // Who made the batch, what was held back, too few: as the page renders them.
  summary(batch, grid, heldCards) {
    grid.before(element("p", { class: "muted", id: "engine-label" },
      element("span", { "aria-hidden": "true", text: batch.isOfflineChef ? "👩‍🍳" : "🤖" }), " Ideas by " + batch.origin));
    if (batch.heldBackSummary) {
      const banner = element("div", { class: "banner", id: "held-back" },
        element("p", {}, element("span", { "aria-hidden": "true", text: "⚠️" }), " " + batch.heldBackSummary + "."));
      if (new URLSearchParams(location.search).get("show") === "held-back") heldCards.forEach((card) => grid.append(card));
      else banner.append(element("p", {}, element("a", { href: "/ideas?show=held-back", text: "Show them anyway" })));
      grid.before(banner);
    }
    if (batch.isShort) grid.after(element("p", { class: "muted", text: "Too few ideas fit your diet this time. Ask again, or let the offline chef suggest some." }));
  },

  // The foods a photo showed, to tick and add to the kitchen (as the photo page does).
  seen(foods, grid) {
    if (!foods.length) return;
    const list = element("ul", { class: "detections" });
    foods.forEach((food, index) => list.append(element("li", {},
      element("label", { class: "check", for: `seen-${index}` },
        element("input", { type: "checkbox", id: `seen-${index}`, name: "add", value: String(index), checked: true }),
        element("span", {}, food.name + (food.quantity ? ` (${food.quantity})` : "") + " ", element("span", { class: "muted small", text: food.confidence }))),
      element("input", { type: "hidden", name: "name", value: food.name }),
      element("input", { type: "hidden", name: "quantity", value: food.quantity }))));
    const form = element("form", { method: "post", action: "/scan/confirm" },
      element("input", { type: "hidden", name: "csrf", value: document.body.dataset.csrf }), list,
      element("p", { class: "actions" }, element("button", { type: "submit", text: "Add ticked to the kitchen" })));
    grid.before(element("section", { class: "card", id: "photo-seen", "aria-labelledby": "photo-seen-heading" },
      element("h2", { id: "photo-seen-heading", text: "Seen in the photo" }),
      element("p", { class: "muted small", text: "Not in your kitchen yet: tick what is right and add it." }), form));
  },

  // The error and its ways on, as the page renders them; their forms stream too. A
  // photo's error offers no kitchen forms: the photo form is still there to try again.
  failure(failure, result, waiting, fromPhoto) {
    const box = failure.isOffline
      ? element("div", { class: "banner", role: "alert", id: "offline-banner" },
        element("p", {}, element("strong", {}, element("span", { "aria-hidden": "true", text: "📡" }), " " + failure.title)),
        element("p", { text: failure.message }))
      : element("div", { class: "alert", role: "alert", id: "ideas-error" },
        element("p", {}, element("strong", { text: failure.title })), element("p", { text: failure.message }));
    const actions = element("div", { class: "actions" });
    if (fromPhoto) {
      actions.append(element("a", { class: "button quiet", href: "#photo-ideas", text: "Try another photo" }));
      if (failure.needsSettings) actions.append(element("a", { class: "button quiet", href: "/settings", text: "Open settings" }));
      result.prepend(box, actions);
      return;
    }
    if (failure.canRetry) {
      actions.append(this.form(failure.engine, waiting, element("button", { type: "submit", class: "when-idle", id: "retry", text: "Retry" })));
    }
    if (failure.canUseOfflineChef) {
      actions.append(this.form("offline", "The offline chef is thinking…", element("button", { type: "submit", class: "quiet when-idle", id: "use-offline" },
        element("span", { "aria-hidden": "true", text: "👩‍🍳" }), " Offline ideas instead")));
    }
    if (failure.needsSettings) actions.append(element("a", { class: "button quiet", href: "/settings", text: "Open settings" }));
    if (failure.needsFood) actions.append(element("a", { class: "button", href: "/inventory", id: "add-food", text: "Add food" }));
    result.prepend(box, actions);
  },

  form(engine, waiting, button) {
    const form = element("form", { method: "post", action: "/ideas", "data-stream": "/ideas/stream", "data-loading": true },
      element("input", { type: "hidden", name: "csrf", value: document.body.dataset.csrf }),
      element("input", { type: "hidden", name: "engine", value: engine }),
      button,
      element("p", { class: "loading", role: "status" }, element("span", { class: "spinner", "aria-hidden": "true" }), " " + waiting));
    this.enhance(form);
    return form;
  },

  announce(text) {
    let region = document.getElementById("ideas-announce");
    if (!region) {
      region = element("p", { class: "visually-hidden", role: "status", id: "ideas-announce" });
      document.getElementById("main").append(region);
    }
    region.textContent = text;
  },

  enhance(form) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!this.running) this.ask(form);
    });
  },

  async ask(form) {
    const result = document.getElementById("ideas-result");
    const waiting = form.querySelector(".loading").textContent.trim();
    const controller = new AbortController();
    this.running = controller;
    document.querySelectorAll("form[data-stream] button").forEach((button) => { button.disabled = true; });
    const text = element("span", { class: "grow", text: waiting });
    const stop = element("button", { type: "button", class: "quiet small", id: "stop-ideas", text: "Stop" });
    const progress = element("div", { class: "ideas-progress", id: "ideas-progress" }, element("span", { class: "spinner", "aria-hidden": "true" }), text, stop);
    stop.addEventListener("click", () => controller.abort());
    result.before(progress);
    this.announce(waiting);
    const grid = element("div", { class: "grid", id: "idea-cards" });
    const held = [];
    // A photo goes as it is (multipart); the kitchen's forms as plain fields.
    const fromPhoto = form.enctype === "multipart/form-data";
    let shown = 0;
    let ended = false;
    // Cards of a batch that was never kept cannot be opened.
    const end = (message) => {
      progress.replaceChildren(element("span", { class: "grow", text: message }));
      grid.querySelectorAll("a.idea-card").forEach((card) => card.removeAttribute("href"));
      this.announce(message);
    };
    const handlers = {
      idea: (card) => {
        grid.append(this.card(card, false));
        shown += 1;
        text.textContent = `${waiting} ${shown} so far.`;
        this.announce(`${card.name}. ${shown} so far.`);
      },
      "held-back": (card) => held.push(this.card(card, true)),
      seen: (foods) => this.seen(foods, grid),
      done: (batch) => {
        ended = true;
        progress.remove();
        this.summary(batch, grid, held);
        const label = document.querySelector("#new-ideas")?.lastChild;
        if (label && label.nodeType === Node.TEXT_NODE) label.textContent = " New ideas";
        this.announce(`${batch.count} ${batch.count === 1 ? "idea" : "ideas"} ready.`);
      },
      failure: (failure) => {
        ended = true;
        progress.remove();
        if (failure.kept > 0 && failure.batch) this.summary(failure.batch, grid, held);
        else grid.remove();
        this.failure(failure, result, waiting, fromPhoto);
        this.announce(failure.title);
      },
    };
    try {
      const response = await fetch(form.dataset.stream, {
        method: "POST", body: fromPhoto ? new FormData(form) : new URLSearchParams(new FormData(form)),
        signal: controller.signal, headers: { Accept: "text/event-stream" },
      });
      if (!response.ok || !(response.headers.get("Content-Type") || "").startsWith("text/event-stream")) {
        // Not a stream (an expired form, say): the plain post explains it on its page.
        progress.remove();
        form.submit();
        return;
      }
      result.replaceChildren(grid);
      await readServerSentEvents(response.body, (name, data) => {
        const handle = handlers[name];
        if (handle) handle(JSON.parse(data));
      });
      if (!ended) end("The connection to LunchBox broke before all ideas arrived. Ask again for new ideas.");
    } catch (error) {
      if (ended) throw error;
      if (error.name === "AbortError") {
        const kept = shown === 1 ? "1 idea. It was" : `${shown} ideas. They were`;
        end(shown ? `Stopped after ${kept} not kept: ask again for new ideas.` : "Stopped. Ask again for new ideas.");
      } else {
        end("The connection to LunchBox broke before all ideas arrived. Ask again for new ideas.");
      }
    } finally {
      this.running = null;
      document.querySelectorAll("form[data-stream] button").forEach((button) => { button.disabled = false; });
    }
  },
};

if (canStreamIdeas()) document.querySelectorAll("form[data-stream]").forEach((form) => ideaStream.enhance(form));
