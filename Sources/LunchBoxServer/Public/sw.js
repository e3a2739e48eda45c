// LunchBox's service worker: the app shell and the last kitchen, ideas, favorites, week
// plan and shopping list stay readable offline, marked as such; changes posted while the
// server is away wait in the outbox (outbox.js) and offline.js sends them when it is back.
"use strict";
importScripts("/route-traits.js", "/static/outbox.js");

const SHELL_CACHE = "lunchbox-shell-v1";
const PAGE_CACHE = "lunchbox-pages-v1";
const SHELL = [
  "/static/app.css", "/static/app.js", "/static/outbox.js", "/static/offline.js", "/static/kitchen.js",
  "/static/icon.svg", "/static/icon-192.png", "/static/offline.html", "/manifest.webmanifest", "/route-traits.js",
];
// Pages kept for offline reading: the sections and the idea and favorite pages.
const KEPT = [/^\/inventory$/, /^\/ideas(\/\d+)?$/, /^\/favorites(\/[^/]+)?$/, /^\/plan$/, /^\/plan\/shopping-list$/];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const current = [SHELL_CACHE, PAGE_CACHE];
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && request.mode === "navigate" && LunchBoxOutbox.isQueueable(url.pathname)) {
    event.respondWith(postOrQueue(request));
  } else if (request.method !== "GET") {
    return;
  } else if (request.mode === "navigate") {
    event.respondWith(page(request, url));
  } else if (url.pathname.startsWith("/static/") || url.pathname === "/manifest.webmanifest" || url.pathname === "/route-traits.js") {
    event.respondWith(shellFile(request));
  }
});

// Network first, so what is shown is current whenever the server answers; the copy kept
// is the last one the server gave.
async function page(request, url) {
  const kept = KEPT.some((pattern) => pattern.test(url.pathname));
  try {
    const response = await fetch(request);
    if (kept && response.ok && !response.redirected && (response.headers.get("Content-Type") || "").startsWith("text/html")) {
      const headers = copyHeaders(response.headers);
      headers.set("X-LunchBox-Saved-At", String(Date.now()));
      const copy = new Response(await response.clone().arrayBuffer(), { status: 200, headers });
      const cache = await caches.open(PAGE_CACHE);
      await cache.put(url.pathname + url.search, copy);
    }
    return response;
  } catch (error) {
    return (await savedPage(url)) || (await caches.match("/static/offline.html")) || Response.error();
  }
}

async function savedPage(url) {
  const cache = await caches.open(PAGE_CACHE);
  // The exact address first, then the same page for another week or filter.
  const saved = (await cache.match(url.pathname + url.search)) || (await cache.match(url.pathname, { ignoreSearch: true }));
  if (!saved) return null;
  const at = new Date(Number(saved.headers.get("X-LunchBox-Saved-At")));
  const time = `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
  const page = await saved.text();
  // The page's own words for it (Layout.swift writes them into every page), as HTML.
  const words = /<template data-words="offline">[\s\S]*?<span data-word="savedCopy">([^<]*)<\/span>/.exec(page);
  const said = (words ? words[1] : "Offline — showing what you had at {time}.").replace("{time}", time);
  const note =
    `<p class="offline-note" id="offline-note" role="status" data-saved-at="${at.getTime()}"><span aria-hidden="true">📴</span> ${said}</p>`;
  const html = page.replace('<main id="main">', `<main id="main">\n${note}`);
  const headers = copyHeaders(saved.headers);
  headers.set("X-LunchBox-Offline", "1");
  return new Response(html, { status: 200, headers });
}

// A change posted while the server is away: kept in the outbox, and the person is taken
// back to the page they were on (the saved copy says it is offline).
async function postOrQueue(request) {
  const body = await request.clone().text();
  try {
    return await fetch(request);
  } catch (error) {
    const fields = new URLSearchParams(body);
    const key = fields.get("idempotency_key") || LunchBoxOutbox.newKey();
    fields.set("idempotency_key", key);
    await LunchBoxOutbox.add({ key, url: new URL(request.url).pathname, body: fields.toString(), label: "A change", madeAt: Date.now() });
    const back = request.referrer && new URL(request.referrer).origin === self.location.origin ? request.referrer : "/inventory";
    return Response.redirect(back, 303);
  }
}

// Stylesheet, scripts and icons: from the cache at once, refreshed in the background.
async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  const fresh = fetch(request).then((response) => {
    if (response.ok) cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    fresh.catch(() => undefined);
    return cached;
  }
  return fresh;
}

// Headers for a copy made here: the body is already decoded, so no encoding or length.
function copyHeaders(original) {
  const headers = new Headers();
  original.forEach((value, name) => {
    if (!["content-encoding", "content-length"].includes(name.toLowerCase())) headers.set(name, value);
  });
  return headers;
}
