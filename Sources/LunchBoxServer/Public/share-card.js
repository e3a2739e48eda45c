// The share card block: keeps the download links on the chosen style, and shares the
// PNG through the Web Share API where the browser takes files, else downloads it.
(() => {
  const block = document.getElementById("share-card");
  if (!block) return;
  const base = block.dataset.cardBase;
  const words = window.lunchBoxWords("share-card");
  const png = block.querySelector("#card-png");
  const svg = block.querySelector("#card-svg");
  const share = block.querySelector("#card-share");
  const status = block.querySelector("#card-share-status");
  const apply = block.querySelector("[data-card-apply]");
  const chosen = () => block.querySelector("input[name=card-style]:checked")?.value || "home-cook";
  const address = (format, download) => `${base}/card.${format}?style=${encodeURIComponent(chosen())}${download ? "&download=1" : ""}`;

  // The PNG is fetched ahead (on hover or focus), so sharing still counts as the tap.
  let pending = null;
  const prepare = () => {
    const style = chosen();
    if (!pending || pending.style !== style) {
      pending = { style, file: fetch(address("png", false), { credentials: "same-origin" }).then(async (response) => {
        if (!response.ok) throw new Error(words("notMade", { status: response.status }));
        const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") || "")?.[1] || "lunchbox-card.png";
        return new File([await response.blob()], name, { type: "image/png" });
      }) };
    }
    return pending.file;
  };

  const update = () => {
    png.href = address("png", true);
    svg.href = address("svg", true);
    pending = null;
  };
  // A card shared or downloaded counts as a share for play (app.js's countShare).
  const counted = () => { if (typeof countShare === "function") countShare(block); };
  png.addEventListener("click", counted);
  svg.addEventListener("click", counted);
  block.querySelectorAll("input[name=card-style]").forEach((input) => input.addEventListener("change", update));
  if (apply) apply.hidden = true;
  update();

  share.hidden = false;
  ["pointerenter", "focus", "touchstart"].forEach((kind) => share.addEventListener(kind, () => { prepare().catch(() => {}); }, { passive: true }));
  share.addEventListener("click", async () => {
    status.textContent = "";
    share.disabled = true;
    try {
      const file = await prepare();
      if (navigator.canShare && navigator.canShare({ files: [file] })) {
        await navigator.share({ files: [file], title: document.title });
        counted();
      } else {
        status.textContent = words("cannotShareFiles");
        png.click();
      }
    } catch (error) {
      if (error.name !== "AbortError") {
        status.textContent = error.message || words("sharingFailed");
        png.click();
      }
    } finally {
      share.disabled = false;
    }
  });
})();
