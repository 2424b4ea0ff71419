// <xeri-table>: one tag for a live Xeri or XIX table on a rules site.
//
//   <script type="module" src="https://TABLE-SITE/xeri-table.js"></script>
//   <xeri-table scenario="scenarios/xeri-capture.json" mode="replay" height="340"></xeri-table>
//
// The element wraps an <iframe> of embed.html (on the site this module came
// from, or `base`), passes its attributes on as URL parameters, names this
// page's origin as the one to receive events, and re-dispatches those events
// on itself: `xeri-table` (every event, detail = the message) and
// `xeri-table:<event>` (ready, started, move, round_end, exchange_end,
// game_over, position, error). Methods send commands: start(), next(), prev(),
// first(), last(), goto(frame), play(), pause(), restart().
// docs/embedding.md has the details.

const PARAMS = ["game", "players", "seat", "ai", "seed", "variants", "rounds", "target",
  "scenario", "mode", "lang", "speed", "autoplay", "felt", "accent", "ink", "card", "caption"];
const TYPE = "xeri-table";
let counter = 0;

class XeriTable extends HTMLElement {
  static get observedAttributes() { return [...PARAMS, "base", "height", "title"]; }

  constructor() {
    super();
    this._frame = null;
    this._onMessage = (e) => this._receive(e);
  }

  connectedCallback() {
    window.addEventListener("message", this._onMessage);
    this._build();
  }

  disconnectedCallback() {
    window.removeEventListener("message", this._onMessage);
    this._frame?.remove();
    this._frame = null;
  }

  attributeChangedCallback() {
    if (this._frame) this._build();
  }

  /** The embed page's URL for the current attributes. */
  get src() {
    const base = new URL(this.getAttribute("base") || "./", import.meta.url);
    const url = new URL("embed.html", base);
    for (const name of PARAMS) {
      let value = this.getAttribute(name);
      if (value === null) continue;
      if (name === "scenario" && !value.trim().startsWith("{")) value = new URL(value, base).href;
      url.searchParams.set(name, value);
    }
    if (!this.id) this.id = `xeri-table-${++counter}`;
    url.searchParams.set("id", this.id);
    url.searchParams.set("origin", location.origin);
    return url;
  }

  _build() {
    const src = this.src;
    this._origin = src.origin;
    const frame = document.createElement("iframe");
    frame.src = src.href;
    frame.title = this.getAttribute("title") || "Xeri table";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer";
    // On another site's page: scripts and its own origin (for its engine worker), no
    // pop-ups, forms or top navigation. (On its own site a sandbox would mean nothing.)
    if (src.origin !== location.origin) frame.setAttribute("sandbox", "allow-scripts allow-same-origin");
    const height = Number(this.getAttribute("height")) || 360;
    // CSSOM, not style attributes: works under the host's strict CSP too.
    frame.style.width = "100%";
    frame.style.height = `${height}px`;
    frame.style.border = "0";
    frame.style.display = "block";
    if (!this.style.display) this.style.display = "block";
    this._frame?.remove();
    this._frame = frame;
    this.appendChild(frame);
  }

  _receive(e) {
    if (!this._frame || e.source !== this._frame.contentWindow || e.origin !== this._origin) return;
    const m = e.data;
    if (!m || typeof m !== "object" || m.type !== TYPE || typeof m.event !== "string") return;
    this.dispatchEvent(new CustomEvent(TYPE, { detail: m }));
    this.dispatchEvent(new CustomEvent(`${TYPE}:${m.event}`, { detail: m }));
  }

  command(command, extra = {}) {
    this._frame?.contentWindow?.postMessage({ type: TYPE, command, ...extra }, this._origin);
  }

  start() { this.command("start"); }
  next() { this.command("next"); }
  prev() { this.command("prev"); }
  first() { this.command("first"); }
  last() { this.command("last"); }
  goto(frame) { this.command("goto", { frame }); }
  play() { this.command("play"); }
  pause() { this.command("pause"); }
  restart() { this.command("restart"); }
}

if (!customElements.get("xeri-table")) customElements.define("xeri-table", XeriTable);
