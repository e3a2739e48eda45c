"""What the browser tests and scripts/screenshots share: Debian's Chromium, the phone
size, and the layout probe put in every page."""

CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 375, "height": 812}

# Reports each loaded page's width to the test (exposed binding, so the page's
# Content-Security-Policy does not apply). Elements reaching past the right edge are
# listed too: the stylesheet hides horizontal overflow, so they would be cut off.
LAYOUT_PROBE = """
(() => {
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  window.__lbMeasure = () => {
    const doc = document.documentElement;
    const limit = doc.clientWidth + 1;
    const clipped = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
      // The element itself, or its own text running out of it (a long unbroken word).
      let right = box.right;
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (ownText && style.overflowX === 'visible' && !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) {
        right = Math.max(right, box.left + el.scrollWidth);
      }
      if (right > limit) {
        clipped.push(describe(el) + ' right=' + Math.round(right));
        if (clipped.length >= 8) break;
      }
    }
    return { path: location.pathname + location.search, scrollWidth: doc.scrollWidth,
             innerWidth: window.innerWidth, clipped };
  };
  const report = () => window.__lbLayout(window.__lbMeasure());
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(report, 0)));
})();
"""
