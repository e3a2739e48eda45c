// LunchBox: small enhancements over pages that work without JavaScript.
"use strict";

// The sentences a page's script shows, as the server wrote them into the page
// (`<template data-words="live-scan">`, ScriptWords.swift): lunchBoxWords("live-scan")("found",
// { names: "milk" }) is "Found milk."; with a `count`, the word's form for that number
// in the page's language ("changes.one", "changes.other").
function lunchBoxWords(name) {
  const template = document.querySelector(`template[data-words="${name}"]`);
  const words = {};
  if (template) template.content.querySelectorAll("[data-word]").forEach((word) => { words[word.dataset.word] = word.textContent; });
  const plurals = new Intl.PluralRules(document.documentElement.lang || "en");
  return (key, values) => {
    const form = values && typeof values.count === "number" ? `${key}.${plurals.select(values.count)}` : key;
    const text = words[form] || words[`${key}.other`] || words[key] || key;
    return text.replace(/\{(\w+)\}/g, (whole, field) => (values && field in values ? String(values[field]) : whole));
  };
}
window.lunchBoxWords = lunchBoxWords;

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
  if ((form.dataset.stream || form.dataset.askOn) && canStreamIdeas()) return;
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
      status.textContent = message.querySelector("p").textContent.trim();
      status.className = "save-status " + (message.classList.contains("error") ? "bad" : "good");
    } catch (error) {
      form.requestSubmit();
    }
  });
});

// A message that stays (an error, or one with Undo) can be closed once read.
document.querySelectorAll("[data-close-flash]").forEach((button) => {
  button.hidden = false;
  button.addEventListener("click", () => button.closest(".flash").remove());
});

// Share: the Web Share API where the browser has it, else copy to the clipboard.
document.querySelectorAll("[data-share]").forEach((button) => {
  button.hidden = false;
  button.addEventListener("click", async () => {
    const text = document.getElementById(button.dataset.share).value;
    const title = button.dataset.title;
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
    toast(button.dataset.copied);
    countShare(button);
  });
});

// A share counts for play (points and the "First share" badge); it never blocks sharing.
async function countShare(button) {
  if (!button.dataset.ideaId) return;
  try {
    const response = await fetch(`/api/ideas/${encodeURIComponent(button.dataset.ideaId)}/shared`, { method: "POST" });
    const change = response.ok ? await response.json() : null;
    if (change && change.badgesUnlocked && change.badgesUnlocked.length) toast(button.dataset.badge);
  } catch (error) { /* offline or gone: the share itself worked */ }
}

// A just-saved idea shows its acknowledgment briefly.
document.querySelectorAll("[data-fade]").forEach((note) => {
  setTimeout(() => { note.style.transition = "opacity .6s"; note.style.opacity = "0"; }, 2500);
});

// Ideas one by one: where the browser can read a response as it arrives, the ideas
// page's forms ask their data-stream address and
// place each card the moment the server has rendered it. The server renders every piece
// (cards, who made them, what went wrong): this script only places them. Without it the
// same forms post to /ideas and wait for all of them.
function canStreamIdeas() {
  return Boolean(window.fetch && window.ReadableStream && window.AbortController && window.TextDecoder && window.URLSearchParams);
}

// An element from plain values: strings become text nodes, never markup.
function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  Object.entries(attributes || {}).forEach(([name, value]) => {
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  });
  children.forEach((child) => node.append(child));
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

// Markup the server rendered (its text already escaped there), as nodes to place.
function rendered(html) {
  const template = document.createElement("template");
  template.innerHTML = html || "";
  return template.content;
}

const ideaStream = {
  running: null,

  announce(text) {
    let region = document.getElementById("ideas-announce");
    if (!region) {
      region = element("p", { class: "visually-hidden", role: "status", id: "ideas-announce" });
      document.getElementById("main").append(region);
    }
    region.textContent = text;
  },

  enhance(form) {
    if (form.dataset.enhanced) return;
    form.dataset.enhanced = "1";
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!this.running) this.ask(form);
    });
  },

  // Every sentence is the server's: those that count ideas come with each event, the
  // rest are on #ideas-result (IdeaStreamWords).
  async ask(form) {
    const result = document.getElementById("ideas-result");
    const words = result.dataset;
    const waiting = form.querySelector(".loading").textContent.trim();
    const controller = new AbortController();
    this.running = controller;
    document.querySelectorAll("form[data-stream] button").forEach((button) => { button.disabled = true; });
    const text = element("span", { class: "grow", text: waiting });
    const stop = element("button", { type: "button", class: "quiet small", id: "stop-ideas", text: words.stop });
    const progress = element("div", { class: "ideas-progress", id: "ideas-progress" }, element("span", { class: "spinner", "aria-hidden": "true" }), text, stop);
    stop.addEventListener("click", () => controller.abort());
    result.before(progress);
    this.announce(waiting);
    const grid = element("div", { class: "grid", id: "idea-cards" });
    // A photo goes as it is (multipart); the other forms as plain fields.
    const fromPhoto = form.enctype === "multipart/form-data";
    let stopped = words.stopped;
    let ended = false;
    // The last batch stays on screen until the first piece of the new one arrives.
    let placed = false;
    const place = () => { if (!placed) { placed = true; result.replaceChildren(grid); } };
    const around = (batch) => {
      grid.before(rendered(batch.header));
      grid.append(rendered(batch.heldBack));
      grid.after(rendered(batch.footer));
    };
    const end = (message) => {
      progress.replaceChildren(element("span", { class: "grow", text: message }));
      this.announce(message);
    };
    const handlers = {
      idea: (idea) => {
        place();
        const card = rendered(idea.html);
        card.firstElementChild?.classList.add("arrived");
        grid.append(card);
        text.textContent = idea.progress;
        stopped = idea.stopped;
        this.announce(idea.announce);
      },
      seen: (seen) => { place(); grid.before(rendered(seen.html)); },
      done: (batch) => {
        ended = true;
        place();
        progress.remove();
        around(batch);
        const label = document.querySelector("#new-ideas")?.lastChild;
        if (label && label.nodeType === Node.TEXT_NODE) label.textContent = " " + words.newIdeas;
        this.announce(batch.announce);
      },
      failure: (failure) => {
        ended = true;
        progress.remove();
        // Ideas from this request stay; with none, the last batch stays under the error.
        if (failure.kept > 0) {
          place();
          around(failure);
        } else if (placed) {
          grid.remove();
        }
        result.prepend(rendered(failure.html));
        result.querySelectorAll("form[data-stream]").forEach((again) => this.enhance(again));
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
      await readServerSentEvents(response.body, (name, data) => {
        const handle = handlers[name];
        if (handle) handle(JSON.parse(data));
      });
      if (!ended) end(words.broke);
    } catch (error) {
      if (ended) throw error;
      // The ideas already shown stay, whole and openable: the server keeps them.
      if (error.name === "AbortError") {
        end(stopped);
      } else if (!navigator.onLine) {
        end(words.offline);
      } else {
        end(words.broke);
      }
    } finally {
      this.running = null;
      document.querySelectorAll("form[data-stream] button").forEach((button) => { button.disabled = false; });
    }
  },
};

if (canStreamIdeas() && document.getElementById("ideas-result")) {
  document.querySelectorAll("form[data-stream]").forEach((form) => ideaStream.enhance(form));
  // Sent here by the kitchen's button: ask at once, and not again on a reload.
  const asked = document.getElementById("new-ideas")?.form;
  if (location.hash === "#ask" && asked) {
    history.replaceState(null, "", location.pathname + location.search);
    ideaStream.ask(asked);
  }
}

// The kitchen's button asks on the ideas page, where ideas stream in with Stop.
if (canStreamIdeas()) {
  document.querySelectorAll("form[data-ask-on]").forEach((form) => {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      location.assign(form.dataset.askOn);
    });
  });
}
