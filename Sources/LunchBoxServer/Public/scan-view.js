// LunchBox live scan, what is shown: each detection over the picture at its box, or as a
// chip under it, with Confirm and Dismiss; once confirmed or dismissed it stays away for
// this scan. scan.js runs the camera and talks to the server.
"use strict";

window.LunchBoxScanView = function (section, { onConfirm, onDismiss, words }) {
  const overlay = section.querySelector("[data-live-overlay]");
  const chips = section.querySelector("[data-live-chips]");
  const pending = new Map(); // detection id -> its latest detection
  const settled = new Set(); // ids and names confirmed or dismissed

  function node(tag, attributes, ...children) {
    const element = document.createElement(tag);
    Object.entries(attributes || {}).forEach(([name, value]) => {
      if (value === undefined || value === null || value === false) return;
      if (name === "text") element.textContent = value;
      else element.setAttribute(name, value === true ? "" : value);
    });
    children.forEach((child) => { if (child !== null && child !== undefined) element.append(child); });
    return element;
  }

  // The server's key says which detections are the same food (as on the iPhone).
  const isSettled = (item) => settled.has(item.id) || settled.has(item.key);
  const label = (item) => item.name || words("barcode", { barcode: item.barcode });

  // Shows a frame's detections; answers the names that are new.
  function show(detected) {
    const fresh = [];
    const boxed = [];
    detected.forEach((item) => {
      if (isSettled(item)) return;
      // The same food under a new id (it left the picture and came back) is one entry.
      [...pending.values()].filter((old) => old.id !== item.id && old.key === item.key).forEach((old) => {
        pending.delete(old.id);
        section.querySelectorAll(`[data-detection="${CSS.escape(old.id)}"]`).forEach((element) => element.remove());
      });
      if (!pending.has(item.id)) fresh.push(label(item));
      pending.set(item.id, item);
      if (item.box) boxed.push(item);
    });
    syncOverlay(boxed);
    const onPicture = new Set(boxed.map((item) => item.id));
    syncChips([...pending.values()].filter((item) => !onPicture.has(item.id)));
    return fresh;
  }

  function actions(item, nameInput) {
    const who = label(item);
    const confirm = node("button", {
      type: "button", class: "live-button", "aria-label": words("confirmLabel", { name: who }), "data-confirm": item.id, text: words("confirm"),
    });
    const dismiss = node("button", {
      type: "button", class: "quiet live-button", "aria-label": words("dismissLabel", { name: who }), "data-dismiss": item.id, text: words("dismiss"),
    });
    confirm.addEventListener("click", () => onConfirm(item, nameInput));
    dismiss.addEventListener("click", () => onDismiss(item));
    return node("span", { class: "live-actions" }, confirm, dismiss);
  }

  // Detections with a box: an outline where each is, and its name with the buttons.
  // Tags already shown only move, so a button is not rebuilt under a finger.
  function syncOverlay(items) {
    const wanted = new Set(items.map((item) => item.id));
    overlay.querySelectorAll("[data-detection]").forEach((tag) => { if (!wanted.has(tag.dataset.detection)) tag.remove(); });
    const percent = (value) => (value * 100).toFixed(2) + "%";
    items.forEach((item) => {
      let tag = overlay.querySelector(`[data-detection="${CSS.escape(item.id)}"]`);
      if (!tag) {
        tag = node("div", { class: "live-tag", "data-detection": item.id },
          node("div", { class: "live-box", "aria-hidden": "true" }),
          node("div", { class: "live-label" }, node("strong", { text: label(item) }), actions(item, null)));
        overlay.append(tag);
      }
      const box = item.box;
      Object.assign(tag.querySelector(".live-box").style, {
        left: percent(box.x), top: percent(box.y), width: percent(box.width), height: percent(box.height),
      });
      // The label sits on the side with room, so it never runs off the picture.
      const text = tag.querySelector(".live-label");
      const right = box.x + box.width / 2 > 0.5;
      const below = box.y < 0.25;
      Object.assign(text.style, {
        left: right ? "" : percent(box.x), right: right ? percent(Math.max(0, 1 - box.x - box.width)) : "",
        maxWidth: percent(right ? Math.min(1, box.x + box.width) : 1 - box.x),
        top: below ? percent(Math.min(1, box.y + box.height)) : "", bottom: below ? "" : percent(1 - box.y),
      });
    });
  }

  // Chips for detections without a box; kept until confirmed or dismissed so a button
  // does not move away under a finger. A nameless barcode asks what it is.
  function syncChips(items) {
    const wanted = new Set(items.map((item) => item.id));
    chips.querySelectorAll("[data-detection]").forEach((chip) => { if (!wanted.has(chip.dataset.detection)) chip.remove(); });
    items.forEach((item) => {
      if (chips.querySelector(`[data-detection="${CSS.escape(item.id)}"]`)) return;
      let nameInput = null;
      let what = node("strong", { text: item.name });
      if (!item.name) {
        const inputID = "live-name-" + item.id;
        nameInput = node("input", { type: "text", id: inputID, maxlength: "100", autocomplete: "off" });
        what = node("span", { class: "grow" }, node("label", { for: inputID, text: words("whatIsThis", { barcode: item.barcode }) }), nameInput);
      }
      const detail = item.quantity ? node("span", { class: "muted small", text: item.quantity }) : null;
      chips.append(node("li", { class: "live-chip", "data-detection": item.id }, what, detail, actions(item, nameInput)));
    });
  }

  function forget(id) {
    const item = pending.get(id);
    pending.delete(id);
    settled.add(id);
    if (item) settled.add(item.key);
    section.querySelectorAll(`[data-detection="${CSS.escape(id)}"]`).forEach((element) => element.remove());
    return item;
  }

  function clearPicture() { overlay.replaceChildren(); }

  return { show, forget, label, clearPicture, item: (id) => pending.get(id) };
};
