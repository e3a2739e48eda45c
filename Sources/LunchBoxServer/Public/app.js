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

// Forms that take a while show their loading state and can't be sent twice.
document.querySelectorAll("form[data-loading]").forEach((form) => {
  form.addEventListener("submit", () => {
    form.classList.add("is-loading");
    form.querySelectorAll("button").forEach((button) => { button.disabled = true; });
  });
});

// Toggles that save at once.
document.querySelectorAll("[data-autosubmit]").forEach((input) => {
  input.addEventListener("change", () => input.form.requestSubmit());
});

// Share: the Web Share API where the browser has it, else copy to the clipboard.
document.querySelectorAll("[data-share]").forEach((button) => {
  button.hidden = false;
  button.addEventListener("click", async () => {
    const text = document.getElementById(button.dataset.share).value;
    const title = button.dataset.title || "Lunch box idea";
    if (navigator.share) {
      try { await navigator.share({ title, text }); return; } catch (error) { if (error.name === "AbortError") return; }
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
  });
});

// Live camera preview where the browser allows it (https or localhost); the photo is
// put into the upload form's file field, so the same upload path handles both.
const camera = document.querySelector("[data-camera]");
if (camera && navigator.mediaDevices && navigator.mediaDevices.getUserMedia) {
  const start = camera.querySelector("[data-camera-start]");
  const video = camera.querySelector("video");
  const take = camera.querySelector("[data-camera-take]");
  const input = document.querySelector("input[type=file][name=photo]");
  start.hidden = false;
  start.addEventListener("click", async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
      video.srcObject = stream; video.hidden = false; take.hidden = false; start.hidden = true;
      await video.play();
    } catch (error) {
      toast("The camera is not available: " + error.name + ". Choose a photo instead.");
    }
  });
  take.addEventListener("click", () => {
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth; canvas.height = video.videoHeight;
    canvas.getContext("2d").drawImage(video, 0, 0);
    canvas.toBlob((blob) => {
      const files = new DataTransfer();
      files.items.add(new File([blob], "camera.jpg", { type: "image/jpeg" }));
      input.files = files.files;
      input.form.requestSubmit();
    }, "image/jpeg", 0.9);
  });
}

// Show the chosen photo before it is uploaded.
const photoInput = document.querySelector("input[type=file][name=photo]");
const photoPreview = document.getElementById("photo-preview");
if (photoInput && photoPreview) {
  photoInput.addEventListener("change", () => {
    const file = photoInput.files[0];
    if (!file) return;
    if (file.size > 10 * 1024 * 1024) toast("This photo is larger than 10 MB and will be refused.");
    photoPreview.src = URL.createObjectURL(file);
    photoPreview.hidden = false;
  });
}

// A just-saved idea shows its acknowledgment briefly.
document.querySelectorAll("[data-fade]").forEach((note) => {
  setTimeout(() => { note.style.transition = "opacity .6s"; note.style.opacity = "0"; }, 2500);
});
