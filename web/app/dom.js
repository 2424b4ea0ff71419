// Elements without innerHTML or inline styles (strict CSP): `h` for the page's
// own chrome, `draw` for the nodes Python sends (pygame_core/scene.py has the
// format: [tag, attrs, ...children], a "card" tag, and act / pick / acts / slider / when).
import { cardArt } from "./cards.js";

export function h(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

// ui: {choose(i), pick(key), picked, labels} — what a click does.
export function draw(node, ui) {
  if (typeof node === "string") return document.createTextNode(node);
  const [tag, attrs, ...kids] = node;
  const { act, pick, acts, slider, label, key, card, when, ...rest } = attrs;
  const live = acts && ui.picked in acts;
  const button = tag === "card" && (act !== undefined || pick || live || rest.disabled);
  const el = document.createElement(tag !== "card" ? tag : button ? "button" : "div");
  for (const [k, v] of Object.entries(rest)) {
    if (v === false || v === null) continue;
    if (k === "class") el.className = tag === "card" ? `card ${v}` : v;
    else if (k === "checked" || k === "selected") el[k] = true;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  if (tag === "card") {
    if (!rest.class) el.className = "card";
    if (button) el.type = "button";
    else el.setAttribute(label ? "role" : "aria-hidden", label ? "img" : "true"); // a nameless back is decoration
    el.append(cardArt(card));
  }
  if (label) el.setAttribute("aria-label", label);
  if (when !== undefined) el.hidden = (ui.picked ?? null) !== when;
  if (key) el.dataset.key = key;
  if (act !== undefined) {
    el.dataset.act = act;
    el.addEventListener("click", () => ui.choose(act));
  }
  if (pick) {
    el.classList.toggle("picked", ui.picked === pick);
    el.addEventListener("click", () => ui.pick(pick));
  }
  if (live) {
    el.classList.add("legal");
    el.dataset.live = "";
    el.addEventListener("click", () => ui.choose(acts[ui.picked]));
  }
  if (slider !== undefined) wireSlider(el, slider, ui);
  for (const kid of kids) el.append(draw(kid, ui));
  return el;
}

// A range input and its button (the Xeri cut): value v takes choice first + v - min;
// the button says that choice's label, the deck's slices above the cut are lifted.
function wireSlider(el, first, ui) {
  queueMicrotask(() => {
    const box = el.parentElement;
    const range = box.querySelector("input[type=range]");
    const button = box.querySelector("button");
    const slices = [...box.querySelectorAll(".slice")];
    const index = () => first + Number(range.value) - Number(range.min);
    const show = () => {
      button.textContent = ui.labels(index());
      slices.forEach((s, i) => s.classList.toggle("lifted", i < Number(range.value)));
    };
    if (el === button) {
      el.addEventListener("click", () => ui.choose(index()));
      slices.forEach((s, i) => s.addEventListener("click", () => {
        range.value = Math.min(Math.max(i + 1, range.min), range.max);
        show();
      }));
      range.addEventListener("input", show);
      range.addEventListener("keydown", (e) => { if (e.key === "Enter") button.click(); });
      show();
    }
  });
}
