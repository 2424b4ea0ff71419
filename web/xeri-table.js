// <xeri-table>: one tag for a live Xeri or XIX table on a rules site.
//
//   <script type="module" src="https://TABLE-SITE/xeri-table.js"></script>
//   <xeri-table scenario="scenarios/xeri-capture.json" mode="replay"></xeri-table>
//
// The element wraps an <iframe> of embed.html (on the site this module came
// from, or `base`), passes its attributes on as URL parameters (all but its own and
// HTML's: the frame refuses one it does not know), names this page's origin as the
// one to receive events, titles the frame by its scenario, else its game, in its language
// (app/catalog.js, written by the build from Python), and re-dispatches those events
// on itself: `xeri-table` (every event, detail = the message) and
// `xeri-table:<event>` (ready, resize, started, move, round_end, exchange_end,
// game_over, position, error). The frame is as high as the table needs (its
// `resize` messages), unless a `height` attribute fixes it; a host rule such
// as `xeri-table iframe {height: 30rem}` wins over both. Methods send commands:
// start(), next(), prev(), first(), last(), goto(frame), play(), pause(), restart().
// docs/embedding.md has the details.

import { GAMES } from "./app/catalog.js";

const { element: ELEMENT, games: TABLES } = GAMES;
const TYPE = "xeri-table";
let counter = 0;
// A frame's title in its language: its scenario's title, as the frame's `ready` says it, else its
// game's table (the first game's until the frame knows), for the element and a fit=1 iframe alike.
const titled = ({ game, title }, lang, own = (TABLES[game] ?? Object.values(TABLES)[0]).frame) => (typeof title === "string" && title.trim() ? title.slice(0, 200) : own[lang] ?? own.en);
// A same-origin JSON file as a packed scenario (z:, the base64url of its raw deflate, pygame_core/studio.py pack).
const packed = async (name, url = new URL(name, location.href)) => {
  const json = await (url.origin === location.origin ? fetch(url) : Promise.reject()).then((r) => (r.ok ? r.json() : Promise.reject())); // JSON, or no lesson
  const bytes = new Uint8Array(await new Response(new Blob([JSON.stringify(json)]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  return `z:${btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join("")).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
};
const px = (height) => `${Math.min(Math.max(height, 120), 4000)}px`; // a frame's height as asked, within reason
// Least specific rules (:where), added through the CSSOM (no style-src needed): any host rule wins.
// What the element holds (the kit's link to the table) is for a page where it is not defined.
const sheet = new CSSStyleSheet();
sheet.replaceSync(`:where(xeri-table) { display: block }
:where(xeri-table > iframe) { display: block; width: 100%; border: 0; height: var(--xeri-table-height, 360px) }
:where(xeri-table:defined > :not(iframe, [role=alert])) { display: none }`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

class XeriTable extends HTMLElement {
  static get observedAttributes() { return [...GAMES.known, ...ELEMENT.own]; }

  connectedCallback() { this._build(); }

  disconnectedCallback() { this._frame = this._frame?.remove() ?? null; }

  attributeChangedCallback() { if (this._frame) this._build(); }

  /** The embed page's URL for the current attributes. */
  get src() {
    const base = new URL(this.getAttribute("base") || "./", import.meta.url);
    const url = new URL("embed.html", base);
    for (let { name, value } of this.attributes) {
      if (ELEMENT.host.includes(name) || /^(data-|aria-|on)/.test(name)) continue;
      if (name === "scenario" && !value.trim().startsWith("{")) value = new URL(value, base).href;
      url.searchParams.set(name, value);
    }
    if (!this.id) this.id = `xeri-table-${++counter}`;
    url.searchParams.set("id", this.id);
    url.searchParams.set("origin", location.origin);
    return url;
  }

  async _build() {
    const src = this.src, lesson = this.getAttribute("lesson"), built = (this._built = (this._built ?? 0) + 1);
    // A lesson file on this page's own site (the kit's download), read here and given packed as the kit packs it; else the frame says what went wrong.
    if (lesson) src.searchParams.set("scenario", await packed(lesson).catch(() => (src.hash = `lesson=${encodeURIComponent(lesson.slice(0, 100))}`)));
    if (built !== this._built || !this.isConnected) return; // changed or gone meanwhile
    // An address too long for a server: the frame, told so by its hash, says it in its language.
    if (src.href.length > GAMES.longest) { src.searchParams.delete("scenario"); src.hash = "long"; }
    this._origin = src.origin;
    const frame = Object.assign(document.createElement("iframe"), { src: src.href, title: this.title || titled({ game: this.getAttribute("game") }, this.getAttribute("lang")),
      loading: "lazy", referrerPolicy: "no-referrer", allow: "fullscreen" });
    // On another site's page, sandboxed (on its own site a sandbox would mean nothing).
    if (src.origin !== location.origin) frame.setAttribute("sandbox", ELEMENT.sandbox);
    if (this.getAttribute("height") > 0) this.style.setProperty("--xeri-table-height", `${Number(this.getAttribute("height"))}px`);
    this._frame?.remove();
    // A frame that loaded no table (its site gone: the browser's error page) says nothing, nor
    // one whose site never answers (no load, once in sight): after a while, a line in the page
    // in the table's language stands in for it.
    frame.addEventListener("load", () => { clearTimeout(this._wait); this._wait = setTimeout(() => this._lost(true), ELEMENT.patience); });
    new IntersectionObserver(([seen], watch) => seen.isIntersecting && (watch.disconnect(), (this._wait ??= setTimeout(() => this._lost(true), 2 * ELEMENT.patience)))).observe(frame);
    this.appendChild((this._frame = frame));
  }

  _lost(on) {
    this._said?.remove();
    this._said = on ? this.insertBefore(Object.assign(document.createElement("p"), { role: "alert", textContent: ELEMENT.lost[this.getAttribute("lang")] ?? ELEMENT.lost.en }), this._frame) : null;
    this._frame.style.display = on ? "none" : "";
  }

  _receive(e) {
    if (!this._frame || e.source !== this._frame.contentWindow || e.origin !== this._origin) return;
    const m = e.data;
    if (!m || typeof m !== "object" || m.type !== TYPE || typeof m.event !== "string") return;
    if (clearTimeout(this._wait) ?? this._said) this._lost(false); // a word from the table: it is there after all
    if (m.event === "ready" && !this.title) this._frame.title = titled(m, this.getAttribute("lang"));
    if (m.event === "resize" && !this.getAttribute("height") && Number.isFinite(m.height)) this.style.setProperty("--xeri-table-height", px(m.height));
    // Bubbling and composed: a listener on the document (or a shadow root's host) hears every table.
    for (const type of [TYPE, `${TYPE}:${m.event}`]) this.dispatchEvent(new CustomEvent(type, { detail: m, bubbles: true, composed: true }));
  }

  command(command, extra = {}) {
    this._frame?.contentWindow?.postMessage({ type: TYPE, command, ...extra }, this._origin);
  }
}
// start(), next(), ..., goto(frame): the commands by their names.
for (const name of ["start", "next", "prev", "first", "last", "play", "pause", "restart", "goto"]) XeriTable.prototype[name] = function (frame) { this.command(name, name === "goto" ? { frame } : {}); };

if (!customElements.get("xeri-table")) customElements.define("xeri-table", XeriTable);

// The frames' messages: an element's go to it; a plain iframe of the table's site with fit=1
// (the kit's iframe code) follows its table's height, and is titled in its language when ready.
window.addEventListener("message", (e) => {
  const frame = [...document.querySelectorAll("iframe")].find((f) => f.contentWindow === e.source), m = e.data;
  if (frame?.parentElement instanceof XeriTable) frame.parentElement._receive(e);
  else if (!frame || e.origin !== new URL(import.meta.url).origin || m?.type !== TYPE) return;
  else if (m.event === "resize" && Number.isFinite(m.height)) frame.style.height = px(m.height);
  else if (m.event === "ready" && new URL(frame.src).searchParams.get("fit") === "1") frame.title = titled(m, new URL(frame.src).searchParams.get("lang"));
});
