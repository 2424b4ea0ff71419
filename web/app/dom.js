// Elements without innerHTML or inline styles (strict CSP): `h` for the page's
// own chrome, `draw` for the nodes Python sends (pygame_core/scene.py has the
// format: [tag, attrs, ...children], a "card" tag (its `art`: a <use> of the sprite that the
// build writes into the page), a "time" and a "data" (a number) written in the page's language
// through Intl, and act / pick / acts / slider / when),
// `morph` to put a new drawing in place of the shown one, keeping what did not change.
// And what every page module uses: the page's root, an element by id, the site's root.
const SVG = "http://www.w3.org/2000/svg";
export const html = document.documentElement;
export const $ = (id) => document.getElementById(id);
export const SITE = new URL("../", import.meta.url);

export function h(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

// ui: {choose(i), pick(key), picked, labels} — what a click does (one onclick, which morph carries over).
// An "svg" and its "use" (an icon of the sprite) are SVG elements.
export function draw(node, ui) {
  if (typeof node === "string") return document.createTextNode(node);
  const [tag, attrs, ...kids] = node;
  const { act, pick, acts, slider, label, key, card, art, when, ...rest } = attrs;
  const live = acts && ui.picked in acts;
  const button = tag === "card" && (act !== undefined || pick || live || rest.disabled);
  const el = tag === "svg" || tag === "use" ? document.createElementNS(SVG, tag) : document.createElement(tag !== "card" ? tag : button ? "button" : "div");
  for (const [k, v] of Object.entries(rest)) {
    if (v === false || v === null) continue;
    if (k === "checked" || k === "selected") el[k] = true;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  if (tag === "card") {
    el.className = `card ${rest.class ?? ""}`.trim();
    if (button) el.type = "button";
    else el.setAttribute(label ? "role" : "aria-hidden", label ? "img" : "true"); // a nameless back is decoration
    el.append(draw(["svg", { viewBox: "0 0 250 350", class: "card-art", "aria-hidden": "true", focusable: "false" }, ["use", { href: `#${art}` }]], ui));
  }
  if (label) el.setAttribute("aria-label", label);
  if (when !== undefined) el.hidden = (ui.picked ?? null) !== when;
  if (key) el.dataset.key = key;
  if (act !== undefined) el.dataset.act = act;
  if (pick) el.setAttribute("aria-pressed", String(el.classList.toggle("picked", ui.picked === pick)));
  if (live) { el.classList.add("legal"); el.dataset.live = ""; }
  el.onclick = act !== undefined ? () => ui.choose(act) : pick ? () => ui.pick(pick) : live ? () => ui.choose(acts[ui.picked]) : null;
  if (slider !== undefined) wireSlider(el, slider, ui);
  // A drawing with a slider goes in whole (morph): its listeners are wired once.
  for (const kid of kids) el.append(draw(kid, ui));
  // A date or a number in the page's language (the one place either is formatted).
  if (tag === "time" || tag === "data") el.textContent = tag === "time" ? new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(rest.datetime)) : new Intl.NumberFormat(document.documentElement.lang, { style: rest["data-style"] }).format(rest.value);
  el.whole ||= [...el.children].some((c) => c.whole);
  return el;
}

// `old` (in the page) made like `fresh`: the same element where tag and key agree,
// attributes and onclick copied, children matched by key, else in order. A card's
// <use> picture is a tree to style: one kept is not styled again.
export function morph(old, fresh) {
  if (fresh.whole || old.nodeName !== fresh.nodeName || old.dataset?.key !== fresh.dataset?.key) return old.replaceWith(fresh);
  if (old.nodeType === Node.TEXT_NODE) return void (old.data !== fresh.data && (old.data = fresh.data));
  for (const { name } of [...old.attributes]) if (!fresh.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of fresh.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  old.onclick = fresh.onclick;
  const keyed = new Map([...old.childNodes].filter((c) => c.dataset?.key).map((c) => [c.dataset.key, c]));
  const plain = [...old.childNodes].filter((c) => !c.dataset?.key);
  const pairs = [...fresh.childNodes].map((f) => [f.dataset?.key ? keyed.get(f.dataset.key) : plain.shift(), f]);
  const kept = new Set(pairs.map(([o]) => o));
  for (const c of [...old.childNodes]) if (!kept.has(c)) c.remove();
  pairs.forEach(([o, f], i) => {
    if (old.childNodes[i] !== (o ?? f)) old.insertBefore(o ?? f, old.childNodes[i] ?? null);
    if (o) morph(o, f);
  });
}

// A range input and its button (the Xeri cut): value v takes choice first + v - min;
// the button says that choice's label, the deck's slices above the cut are lifted.
function wireSlider(el, first, ui) {
  el.whole = true;
  if (el.tagName === "BUTTON") queueMicrotask(() => {
    const range = el.parentElement.querySelector("input[type=range]");
    const slices = [...el.parentElement.querySelectorAll(".slice")];
    const index = () => first + Number(range.value) - Number(range.min);
    const show = () => {
      el.textContent = range.ariaValueText = ui.labels(index()); // the slider says it too
      slices.forEach((s, i) => s.classList.toggle("lifted", i < Number(range.value)));
    };
    el.onclick = () => ui.choose(index());
    slices.forEach((s, i) => { s.onclick = () => { range.value = Math.min(Math.max(i + 1, range.min), range.max); show(); }; });
    range.oninput = show;
    range.onkeydown = (e) => { if (e.key === "Enter") el.click(); }; // other keys move it
    show();
  });
}
