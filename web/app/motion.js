// Motion that explains: cards fly from where they were to where they go.
// Uses the Web Animations API (allowed under the strict CSP; no style attributes).

// The paces a person or an embed can choose: how long motion and the computer's turn last.
export const SPEEDS = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };
let scale = 1; // 0 = instant
let still = false; // the person asked for less motion: no card flies, the pace stays

export function setPace(value, reduced = false) { scale = value; still = reduced; }
// How long motion lasts (0: none).
export function pace() { return still ? 0 : scale; }

export const wait = (ms) => new Promise((resolve) => (scale ? setTimeout(resolve, ms * scale) : resolve()));

/** FLIP: `change()` redraws under `root`; each keyed element that moved glides from its old place to its new one. */
export function glide(root, change) {
  const keyed = () => (pace() ? root.querySelectorAll("[data-key]") : []); // nothing glides: no forced layout
  const before = new Map([...keyed()].map((node) => [node.dataset.key, node.getBoundingClientRect()]));
  change();
  for (const node of keyed()) {
    const old = before.get(node.dataset.key);
    const now = old && node.getBoundingClientRect();
    if (!old || (Math.abs(old.left - now.left) < 1 && Math.abs(old.top - now.top) < 1)) continue;
    const sx = now.width ? old.width / now.width : 1;
    node.animate([{ transform: `translate(${old.left - now.left}px, ${old.top - now.top}px) scale(${sx})` },
      { transform: "none" }], { duration: 320 * scale, easing: "cubic-bezier(.2,.7,.3,1)" });
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
  Object.assign(ghost.style, { width: `${w}px`, height: `${hgt}px` });
  const at = (r, spin) => `translate(${r.left + (r.width - w) / 2}px, ${r.top + (r.height - hgt) / 2}px) rotate(${spin}deg)`;
  await play(ghost, [{ transform: at(from, opts.spin || 0), opacity: 1 }, { transform: at(to, 0), opacity: opts.fade ? 0.2 : 1 }],
    { duration: (opts.duration || 380) * scale, easing: "cubic-bezier(.3,.6,.3,1)", fill: "forwards" });
}

// Run an animation on `node` to its end (or its cancelling), then remove the node.
async function play(node, frames, timing) {
  try { await node.animate(frames, timing).finished; } catch { /* cancelled */ }
  node.remove();
}

/** A big short-lived banner ("Xeri!") over the table. */
export async function banner(parent, text, kind) {
  if (!pace()) return;
  const node = Object.assign(document.createElement("div"), { className: `banner ${kind || ""}`, textContent: text });
  node.setAttribute("aria-hidden", "true");
  parent.appendChild(node);
  await play(node, [{ transform: "scale(.4)", opacity: 0 }, { transform: "scale(1.1)", opacity: 1, offset: .25 },
    { transform: "scale(1)", opacity: 1, offset: .8 }, { transform: "scale(1)", opacity: 0 }], { duration: 1100 * scale, easing: "ease-out" });
}
