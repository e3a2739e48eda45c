// Offline use: registers the service worker (sw.js), keeps changes made without the
// server in the outbox (outbox.js) and sends each exactly once when the server is back,
// with an idempotency key the server honours (README "Offline").
"use strict";

(() => {
  const outbox = self.LunchBoxOutbox;
  if (!outbox) return;
  const words = window.lunchBoxWords("offline");
  // Over https only: on plain http a phone cannot run a worker, and this computer's own
  // browser (http://127.0.0.1) has the server at hand.
  if ("serviceWorker" in navigator && location.protocol === "https:") {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }

  // Every change that may wait carries its key from the start: if the answer is lost on
  // the way back, sending it again does not apply it twice.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
    const path = new URL(form.action, location.href).pathname;
    if (!outbox.isQueueable(path)) return;
    let field = form.querySelector("input[name=idempotency_key]");
    if (!field) {
      field = Object.assign(document.createElement("input"), { type: "hidden", name: "idempotency_key" });
      form.append(field);
    }
    field.value = outbox.newKey();
    // Queued here when the browser knows it is offline, or when this page is the saved
    // copy (the server did not answer a moment ago). Otherwise the form goes as usual,
    // and if the server does not answer, the worker queues it (sw.js).
    if (navigator.onLine && !isSavedCopy()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const body = new URLSearchParams(new FormData(form, event.submitter)).toString();
    outbox.add({ key: field.value, url: path, body, label: describe(form, event.submitter), madeAt: Date.now() })
      .then(() => { shown(form); showWaiting(); });
  }, true);

  function describe(form, submitter) {
    return (submitter && (submitter.getAttribute("title") || submitter.getAttribute("aria-label"))) ||
      form.getAttribute("aria-label") || words("aKitchenChange");
  }

  // What the change will do, shown at once (the server's page replaces it when back).
  function shown(form) {
    const tick = form.querySelector("button.tick");
    if (tick) {
      const bought = form.querySelector("input[name=bought]");
      const nowBought = bought.value === "1";
      form.closest("li").classList.toggle("bought", nowBought);
      tick.setAttribute("aria-pressed", String(nowBought));
      tick.querySelector("span").textContent = nowBought ? "☑" : "☐";
      bought.value = nowBought ? "0" : "1";
    } else if (/\/delete$/.test(form.action)) {
      const row = form.closest("li");
      if (row) row.hidden = true;
    }
  }

  function statusLine() {
    let line = document.getElementById("outbox-status");
    if (!line) {
      line = Object.assign(document.createElement("div"), { id: "outbox-status", className: "offline-note" });
      line.setAttribute("role", "status");
      const main = document.getElementById("main");
      if (main) main.prepend(line);
    }
    return line;
  }

  async function showWaiting() {
    const [waiting, refused] = await Promise.all([outbox.waiting(), outbox.refused()]);
    const line = statusLine();
    line.hidden = waiting.length === 0 && refused.length === 0;
    line.replaceChildren();
    if (waiting.length) {
      line.append(Object.assign(document.createElement("p"), { textContent: words("waiting", { count: waiting.length }) }));
    }
    if (refused.length) {
      const list = refused.map((entry) => words("refusedEntry", { label: entry.label, reason: entry.reason })).join("; ");
      line.append(Object.assign(document.createElement("p"), { textContent: words("refused", { list }) }));
      const dismiss = Object.assign(document.createElement("button"), { type: "button", className: "quiet small", textContent: words("dismiss") });
      dismiss.addEventListener("click", () => outbox.dismissRefused().then(showWaiting));
      line.append(dismiss);
    }
  }

  // A current form token (the saved pages' may be from before a restart), and whether the
  // session is still good: a redirect to the login page means log in first.
  async function freshToken() {
    const reply = await fetch("/inventory", { cache: "no-store", credentials: "same-origin", redirect: "manual" });
    if (reply.type === "opaqueredirect" || !reply.ok) return null;
    const match = (await reply.text()).match(/data-csrf="([^"]+)"/);
    return match ? match[1] : null;
  }

  function isSavedCopy() {
    return !!document.getElementById("offline-note");
  }

  // Typing in progress is not thrown away by a reload.
  function isTyping() {
    const field = document.activeElement;
    return !!field && field.matches("input:not([type=hidden]), textarea") && field.value !== "";
  }

  // The server's own words for a refusal (a form page's alert, or an error page's
  // message), so the person reads why, not a status code.
  async function reasonFor(reply) {
    try {
      const page = new DOMParser().parseFromString(await reply.text(), "text/html");
      const node = page.querySelector("#main [role=alert]:not(#offline-banner)") || page.querySelector("#main h1 + p");
      const words = node ? node.textContent.replace(/\s+/g, " ").trim() : "";
      if (words) return words.slice(0, 300);
    } catch (error) {
      // Unreadable answer: the status below says at least that it was refused.
    }
    return words("serverAnswered", { status: reply.status });
  }

  let sending = false;
  async function send() {
    if (sending || !navigator.onLine) return;
    const waiting = await outbox.waiting();
    if (!waiting.length && !isSavedCopy()) return;
    sending = true;
    let sent = 0;
    let reachable = false;
    try {
      const token = await freshToken();
      if (!token) return; // logged out (or the server is busy): kept until it can be sent
      reachable = true;
      for (const entry of waiting) {
        const reply = await fetch(entry.url, {
          method: "POST", body: entry.body, redirect: "manual", credentials: "same-origin",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Idempotency-Key": entry.key, ...(token ? { "X-CSRF-Token": token } : {}) },
        });
        if (reply.type === "opaqueredirect" || reply.ok) {
          await outbox.remove(entry.key);
          sent += 1;
        } else if (reply.status === 401 || reply.status === 409 || reply.status === 429 || reply.status >= 500) {
          break; // not now: kept, tried again later
        } else {
          await outbox.refuse(entry, await reasonFor(reply));
        }
      }
    } catch (error) {
      // Still unreachable: everything stays in the outbox.
    } finally {
      sending = false;
    }
    await showWaiting();
    // The server's page is the truth once it has everything.
    const settled = (await outbox.waiting()).length === 0;
    if (reachable && settled && (sent > 0 || isSavedCopy()) && !isTyping()) location.reload();
  }

  const run = () => (navigator.locks ? navigator.locks.request("lunchbox-outbox", send) : send());
  window.addEventListener("online", run);
  // Browsers do not always notice the server coming back (the network was there all
  // along): while changes wait or a saved copy is shown, ask every few seconds.
  setInterval(() => { if (navigator.onLine) run(); }, 5000);
  showWaiting().then(run);
})();
