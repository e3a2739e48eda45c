// The offline outbox: changes made while the server was out of reach (shopping-list
// ticks, kitchen edits), kept in IndexedDB until the server has them. Loaded by the
// pages and by the service worker (importScripts), so both queue into the same place.
"use strict";

self.LunchBoxOutbox = (() => {
  const NAME = "lunchbox-offline";
  // Forms whose changes may wait, from the server's route table (/route-traits.js, loaded
  // first): each says the state wanted, so sending it later means the same thing
  // (README "Offline"). "{id}" in a pattern stands for an id.
  const QUEUEABLE = ((self.LunchBoxRoutes && self.LunchBoxRoutes.queueable) || []).map(
    (pattern) => new RegExp("^" + pattern.split("{id}").map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")).join("[0-9A-Fa-f-]{36}") + "$"));

  function open() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = () => {
        // outbox: waiting to be sent; refused: the server said no, kept to be shown.
        request.result.createObjectStore("outbox", { keyPath: "key" });
        request.result.createObjectStore("refused", { keyPath: "key" });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }

  async function run(store, mode, work) {
    const db = await open();
    try {
      return await new Promise((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const result = work(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(result && "result" in result ? result.result : undefined);
        transaction.onerror = () => reject(transaction.error);
      });
    } finally {
      db.close();
    }
  }

  // 32 hex digits from the platform's random source (randomUUID needs https).
  function newKey() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  return {
    isQueueable: (path) => QUEUEABLE.some((pattern) => pattern.test(path)),
    newKey,
    // entry: { key, url, body (form-encoded), label, madeAt (ms) }
    add: (entry) => run("outbox", "readwrite", (store) => store.put(entry)),
    waiting: async () => ((await run("outbox", "readonly", (store) => store.getAll())) || []).sort((a, b) => a.madeAt - b.madeAt),
    remove: (key) => run("outbox", "readwrite", (store) => store.delete(key)),
    refuse: async (entry, reason) => {
      await run("refused", "readwrite", (store) => store.put({ ...entry, reason }));
      await run("outbox", "readwrite", (store) => store.delete(entry.key));
    },
    refused: async () => (await run("refused", "readonly", (store) => store.getAll())) || [],
    dismissRefused: () => run("refused", "readwrite", (store) => store.clear()),
  };
})();
