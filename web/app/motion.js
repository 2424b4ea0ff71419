// Motion that explains: cards fly from where they were to where they go.
// Uses the Web Animations API (allowed under the strict CSP; no style attributes).

// The paces a person or an embed can choose: how long motion and the computer's turn last.
export const SPEEDS = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };
let scale = 1; // 0 = instant
let still = false; // the person asked for less motion: no card flies, the pace stays

export function setPace(value, reduced = false) { scale = value; still = reduced; }
// How long motion lasts (0: none).
export function pace() { return still ? 0 : scale; }

export function wait(ms) {
  if (!scale) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms * scale));
}

/** Rectangles of every element with a data-key under `root`. */
export function measure(root) {
  const out = new Map();
  if (!pace()) return out;   // nothing glides: no forced layout
  for (const node of root.querySelectorAll("[data-key]")) {
    out.set(node.dataset.key, node.getBoundingClientRect());
  }
  return out;
}

/** FLIP: each keyed element that moved glides from its old place to its new one. */
export function glide(root, before) {
  if (!pace()) return;
  for (const node of root.querySelectorAll("[data-key]")) {
    const old = before.get(node.dataset.key);
    if (!old) continue;
    const now = node.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    const sx = now.width ? old.width / now.width : 1;
    node.animate(
      [{ transform: `translate(${dx}px, ${dy}px) scale(${sx})` }, { transform: "none" }],
      { duration: 320 * scale, easing: "cubic-bezier(.2,.7,.3,1)" },
    );
  }
}

/** A copy of `node` placed over the page at `from`, flown to `to`, then removed. */
export async function fly(node, from, to, opts = {}) {
  if (!pace() || !from || !to) return;
  const ghost = node.cloneNode(true);
  ghost.classList.add("ghost");
  ghost.removeAttribute("data-key");
  ghost.removeAttribute("id");
  document.body.appendChild(ghost);
  const w = to.width || from.width;
  const hgt = to.height || from.height;
  ghost.style.width = `${w}px`;
  ghost.style.height = `${hgt}px`;
  const fx = from.left + (from.width - w) / 2;
  const fy = from.top + (from.height - hgt) / 2;
  const tx = to.left + (to.width - w) / 2;
  const ty = to.top + (to.height - hgt) / 2;
  const anim = ghost.animate(
    [
      { transform: `translate(${fx}px, ${fy}px) rotate(${opts.spin || 0}deg)`, opacity: 1 },
      { transform: `translate(${tx}px, ${ty}px) rotate(0deg)`, opacity: opts.fade ? 0.2 : 1 },
    ],
    { duration: (opts.duration || 380) * scale, easing: "cubic-bezier(.3,.6,.3,1)",
      fill: "forwards" },
  );
  try { await anim.finished; } catch { /* cancelled */ }
  ghost.remove();
}

/** A big short-lived banner ("Xeri!") over the table. */
export async function banner(parent, text, kind) {
  if (!pace()) return;
  const node = document.createElement("div");
  node.className = `banner ${kind || ""}`;
  node.textContent = text;
  node.setAttribute("aria-hidden", "true");
  parent.appendChild(node);
  const anim = node.animate(
    [{ transform: "scale(.4)", opacity: 0 }, { transform: "scale(1.1)", opacity: 1, offset: .25 },
     { transform: "scale(1)", opacity: 1, offset: .8 }, { transform: "scale(1)", opacity: 0 }],
    { duration: 1100 * scale, easing: "ease-out" },
  );
  try { await anim.finished; } catch { /* cancelled */ }
  node.remove();
}
