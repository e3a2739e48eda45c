// LunchBox live scan: the camera preview sends a frame about every second to the page's
// frame route (/scan/frame: the form [data-live-frame] carries its address and token)
// while the page is visible, one request at a time; what the server found is shown by
// scan-view.js to confirm or dismiss, and Confirm posts to [data-live-confirm]. The server
// decides what was found and words the line under the picture and any error in the
// page's language; the page only shows it. Without this (or without a camera) the page's
// photo upload does the job.
"use strict";

(() => {
  const section = document.querySelector("[data-live-scan]");
  if (!section || !window.LunchBoxScanView) return;
  const $ = (selector) => section.querySelector(selector);
  const start = $("[data-live-start]");
  const stop = $("[data-live-stop]");
  const view = $("[data-live-view]");
  const video = view.querySelector("video");
  const status = $("[data-live-status]");
  const announcer = $("[data-live-announce]");
  const added = $("[data-live-added]");
  const help = $("[data-camera-help]");
  const insecure = $("[data-camera-insecure]");
  const frameForm = $("[data-live-frame]");
  const confirmForm = $("[data-live-confirm]");
  // The pace is the server's (LiveScanPace), as the iPhone's camera keeps it.
  const FRAME_MS = Number(section.dataset.frameMs);
  const RETRY_MS = Number(section.dataset.retryMs);
  const LONGEST_SIDE = Number(section.dataset.longestSide);

  // A live scan's id: the server smooths frames that share it.
  const scanID = "live-" + Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  let stream = null;
  let timer = null;
  let inFlight = false;
  let barcodeDetector = null;
  const words = window.lunchBoxWords("live-scan");
  const shown = window.LunchBoxScanView(section, { onConfirm: confirmItem, onDismiss: dismissItem, words });

  let lastProblem = "";
  // The id of the last frame scanned: confirming teaches the kitchen memory from it.
  let lastPhoto = "";
  function say(text) { status.textContent = text; }
  function announce(text) { announcer.textContent = text; }
  // A problem is said on the status line, and read out once (not again every frame).
  function sayProblem(text) {
    say(text);
    if (text !== lastProblem) announce(text);
    lastProblem = text;
  }
  // Where the live camera cannot run, say why and point at the photo upload.
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    section.hidden = false;
    start.hidden = true;
    insecure.hidden = false;
    return;
  }
  section.hidden = false;

  function explainCameraProblem(error) {
    const reason = help.querySelector("[data-camera-reason]");
    if (error.name === "NotFoundError" || error.name === "OverconstrainedError") {
      reason.textContent = words("noCamera");
    } else if (error.name === "NotReadableError" || error.name === "AbortError") {
      reason.textContent = words("cameraBusy");
    } else {
      reason.textContent = words("cameraRefused");
    }
    help.hidden = false;
    help.focus();
  }

  async function startCamera() {
    help.hidden = true;
    start.disabled = true;
    say(words("askingForCamera"));
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
    } catch (error) {
      start.disabled = false;
      say("");
      explainCameraProblem(error);
      return;
    }
    video.srcObject = stream;
    view.hidden = false;
    start.hidden = true;
    stop.hidden = false;
    start.disabled = false;
    try { await video.play(); } catch (error) { /* muted and inline: plays on its own when allowed */ }
    if ("BarcodeDetector" in window) {
      try {
        const wanted = ["ean_13", "ean_8", "upc_a", "upc_e"];
        const formats = (await BarcodeDetector.getSupportedFormats()).filter((format) => wanted.includes(format));
        if (formats.length) barcodeDetector = new BarcodeDetector({ formats });
      } catch (error) { barcodeDetector = null; }
    }
    say(words("looking"));
    schedule(0);
  }

  function stopCamera() {
    clearTimeout(timer);
    timer = null;
    if (stream) stream.getTracks().forEach((track) => track.stop());
    stream = null;
    video.srcObject = null;
    view.hidden = true;
    stop.hidden = true;
    start.hidden = false;
    shown.clearPicture();
    say(words("cameraOff"));
  }

  function schedule(delay) {
    clearTimeout(timer);
    timer = null;
    if (!stream || document.hidden) return;
    timer = setTimeout(sendFrame, delay);
  }

  function frameBlob() {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return Promise.resolve(null);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(width, height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext("2d").drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob((blob) => resolve({ blob, canvas }), "image/jpeg", 0.8));
  }

  async function deviceBarcodes(canvas) {
    if (!barcodeDetector) return "";
    try {
      return (await barcodeDetector.detect(canvas)).map((code) => code.rawValue).join(",");
    } catch (error) { return ""; }
  }

  async function sendFrame() {
    timer = null;
    if (inFlight || !stream || document.hidden) return;
    inFlight = true;
    const began = performance.now();
    let wait = FRAME_MS;
    try {
      const frame = await frameBlob();
      if (!frame || !frame.blob) { wait = 200; return; }
      const body = new FormData(frameForm);
      body.append("photo", frame.blob, "frame.jpg");
      body.append("scan", scanID);
      const codes = await deviceBarcodes(frame.canvas);
      if (codes) body.append("barcodes", codes);
      const response = await fetch(frameForm.getAttribute("action"), { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = await response.json().catch(() => null);
      if (!response.ok) {
        wait = RETRY_MS;
        sayProblem((answer && answer.error && answer.error.message) || words("scanFailed", { status: response.status }));
        return;
      }
      const fresh = shown.show(answer.detected || []);
      // Confirming a food teaches the kitchen memory this frame (its features, not the frame).
      lastPhoto = answer.photo || "";
      lastProblem = "";
      say(answer.status);
      if (fresh.length) announce(words("found", { names: fresh.join(", ") }));
    } catch (error) {
      wait = RETRY_MS;
      sayProblem(words("unreachableRetrying"));
    } finally {
      inFlight = false;
      schedule(Math.max(0, wait - (performance.now() - began)));
    }
  }

  function dismissItem(item) {
    shown.forget(item.id);
    announce(words("dismissed", { name: shown.label(item) }));
  }

  async function confirmItem(item, nameInput) {
    const name = nameInput ? nameInput.value.trim() : item.name;
    if (!name) {
      say(words("typeFirst"));
      nameInput.focus();
      return;
    }
    const body = new URLSearchParams(new FormData(confirmForm));
    body.append("name", name);
    if (item.quantity) body.append("quantity", item.quantity);
    if (item.barcode) body.append("barcode", item.barcode);
    if (lastPhoto) body.append("photo", lastPhoto);
    // One tap adds once: the button waits for the answer.
    const buttons = section.querySelectorAll(`[data-confirm="${CSS.escape(item.id)}"]`);
    buttons.forEach((button) => { button.disabled = true; });
    try {
      const response = await fetch(confirmForm.getAttribute("action"), { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = await response.json().catch(() => null);
      if (!response.ok) {
        sayProblem((answer && answer.error && answer.error.message) || words("notAdded", { status: response.status }));
        return;
      }
      shown.forget(item.id);
      answer.added.forEach((saved) => {
        const line = document.createElement("li");
        line.textContent = saved.quantity ? words("amount", { name: saved.name, quantity: saved.quantity }) : saved.name;
        added.append(line);
      });
      added.closest("[data-live-confirmed]").hidden = false;
      announce(words("added", { name }));
    } catch (error) {
      sayProblem(words("unreachable"));
    } finally {
      buttons.forEach((button) => { button.disabled = false; });
    }
  }

  start.addEventListener("click", startCamera);
  stop.addEventListener("click", stopCamera);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) { clearTimeout(timer); timer = null; video.pause(); return; }
    if (stream) { video.play().catch(() => {}); schedule(0); }
  });
  // Leaving the page turns the camera off (its light too).
  window.addEventListener("pagehide", () => { if (stream) stopCamera(); });
})();
