// The embeddable table (embed.html): a scenario, a replay or a demo inside a
// rules site's <iframe>, configured by URL parameters (docs/embedding.md).
// It paints a still picture first (computed by the engine at build time, or a
// placeholder) and boots Pyodide only when the reader (or the host) starts it.
// Events go to the host by postMessage, only to the origin named in ?origin=.
// No rules here: the positions, the legal decisions and the effects come from
// Python (pygame_core/embed.py); the table renderers are the playable table's.
import { Engine } from "./engine.js";
import { clear, h } from "./dom.js";
import { getLang, initLang, t, useLang } from "./i18n.js";
import { banner, glide, measure, setPace, wait } from "./motion.js";
import { renderXeri, xeriStatus } from "./xeri_table.js";
import { renderXix, xixStatus } from "./xix_table.js";

const html = document.documentElement;
const $ = (id) => document.getElementById(id);
const SITE = new URL("../", import.meta.url);
const MESSAGE_TYPE = "xeri-table";
const LEVELS = ["easy", "medium", "hard"];
const MODES = ["play", "replay", "demo"];
const SPEEDS = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };
const VARIANTS = { V1: "bottom_card", V2: "relaxed_initial_pile", V3: "dealer_last_no_xeri",
  V4: "jack_xeri_25", V5: "target" };

const WORDS = {
  en: {
    "start.play": "▶ Play from here", "start.replay": "▶ Step through", "start.demo": "▶ Watch",
    "note": "Starts the game engine in your browser", "booting": "Starting the game engine…",
    "first": "First position", "prev": "Back one move", "next": "Forward one move",
    "last": "Last position", "auto": "Play the moves", "pause": "Pause", "restart": "Start again",
    "pos": "Move {n} of {m}", "placeholder": "{game} table", "continue": "Continue",
    "turn.you": "Your turn", "turn.of": "{name} to play", "over": "Game over", "close": "Close",
  },
  el: {
    "start.play": "▶ Παίξτε από εδώ", "start.replay": "▶ Βήμα βήμα", "start.demo": "▶ Δείτε",
    "note": "Ξεκινά τη μηχανή του παιχνιδιού στον φυλλομετρητή σας",
    "booting": "Η μηχανή του παιχνιδιού ξεκινά…", "first": "Αρχή", "prev": "Μία κίνηση πίσω",
    "next": "Μία κίνηση μπροστά", "last": "Τέλος", "auto": "Παίξε τις κινήσεις", "pause": "Παύση",
    "restart": "Από την αρχή", "pos": "Κίνηση {n} από {m}", "placeholder": "Τραπέζι {game}",
    "continue": "Συνέχεια", "turn.you": "Σειρά σας", "turn.of": "Παίζει: {name}",
    "over": "Τέλος παιχνιδιού", "close": "Κλείσιμο",
  },
};

function w(key, params) {
  let s = (WORDS[getLang()] || WORDS.en)[key] ?? WORDS.en[key] ?? key;
  for (const [k, v] of Object.entries(params || {})) s = s.split(`{${k}}`).join(String(v));
  return s;
}

class ParamError extends Error {}

// --- the parameters ----------------------------------------------------------------
function parseParams(search) {
  const p = new URLSearchParams(search);
  const known = new Set(["game", "players", "seat", "ai", "seed", "variants", "rounds", "target",
    "scenario", "mode", "origin", "id", "lang", "speed", "autoplay", "felt", "accent", "ink",
    "card", "caption"]);
  for (const key of p.keys()) if (!known.has(key)) throw new ParamError(`unknown parameter "${key}"`);
  const int = (key, lo, hi) => {
    const v = p.get(key);
    if (v === null || v === "") return null;
    if (!/^\d+$/.test(v) || Number(v) < lo || Number(v) > hi) {
      throw new ParamError(`${key} must be a whole number from ${lo} to ${hi}, not "${v}"`);
    }
    return Number(v);
  };
  const oneOf = (key, options, fallback) => {
    const v = p.get(key);
    if (v === null || v === "") return fallback;
    if (!options.includes(v)) throw new ParamError(`${key} must be ${options.join(", ")}, not "${v}"`);
    return v;
  };
  const cfg = {
    mode: oneOf("mode", MODES, null),
    game: oneOf("game", ["xeri", "xix"], null),
    players: Number(oneOf("players", ["2", "4"], "2")),
    seat: int("seat", 0, 3),
    seed: int("seed", 0, Number.MAX_SAFE_INTEGER),
    rounds: int("rounds", 1, 20),
    target: int("target", 1, 1000),
    id: (p.get("id") || "").slice(0, 100),
    lang: oneOf("lang", Object.keys(WORDS), null),
    speed: oneOf("speed", Object.keys(SPEEDS), "normal"),
    autoplay: oneOf("autoplay", ["0", "1"], "0") === "1",
    caption: oneOf("caption", ["0", "1"], "1") === "1",
    origin: null,
    levels: "medium",
    variants: {},
    scenario: null,
  };
  const ai = p.get("ai");
  if (ai) {
    const list = ai.split(",");
    for (const level of list) {
      if (!LEVELS.includes(level)) throw new ParamError(`ai levels are ${LEVELS.join(", ")}, not "${level}"`);
    }
    cfg.levels = list.length === 1 ? list[0] : list;
  }
  for (const name of (p.get("variants") || "").split(",").filter(Boolean)) {
    const key = VARIANTS[name.toUpperCase()] || Object.values(VARIANTS).find((v) => v === name);
    if (!key) throw new ParamError(`unknown variation "${name}" (V1 to V5)`);
    cfg.variants[key] = key === "target" ? cfg.target || 151 : true;
  }
  if (cfg.target && !cfg.variants.target) cfg.variants.target = cfg.target;
  const origin = p.get("origin");
  if (origin) {
    let parsed = null;
    try { parsed = new URL(origin); } catch { /* reported below */ }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new ParamError(`origin must be a page origin like https://rules.example, not "${origin}"`);
    }
    cfg.origin = origin;
  }
  const scenario = p.get("scenario");
  if (scenario) {
    if (scenario.trim().startsWith("{")) {
      try { cfg.scenario = { doc: JSON.parse(scenario) }; } catch (err) {
        throw new ParamError(`the inline scenario is not JSON (${err.message})`);
      }
    } else {
      const url = new URL(scenario, location.href);
      if (url.origin !== location.origin) {
        throw new ParamError("a scenario URL must be on the table's own site; give another site's record inline");
      }
      cfg.scenario = { url };
    }
  }
  cfg.mode = cfg.mode || (cfg.scenario ? "replay" : "play");
  if (cfg.mode === "replay" && !cfg.scenario) throw new ParamError("replay mode needs a scenario");
  for (const key of ["felt", "accent", "ink"]) {
    const v = p.get(key);
    if (v && !(/^#[0-9a-f]{3,8}$/i.test(v) || /^[a-z]{3,20}$/i.test(v)) || (v && !CSS.supports("color", v))) {
      throw new ParamError(`${key} must be a colour like #1f6b45, not "${v}"`);
    }
    cfg[key] = v;
  }
  cfg.card = int("card", 24, 160);
  return cfg;
}

function applyLook(cfg) {
  const style = html.style; // CSSOM, allowed under style-src 'self'
  if (cfg.felt) {
    style.setProperty("--felt", cfg.felt);
    style.setProperty("--felt-dark", `color-mix(in srgb, ${cfg.felt} 65%, black)`);
  }
  if (cfg.accent) { style.setProperty("--accent", cfg.accent); style.setProperty("--legal", cfg.accent); }
  if (cfg.ink) style.setProperty("--ink", cfg.ink);
  if (cfg.card) {
    style.setProperty("--card-w", `${cfg.card}px`);
    style.setProperty("--hand-w", `${Math.round(cfg.card * 1.1)}px`);
    style.setProperty("--small-w", `${Math.round(cfg.card * 0.55)}px`);
  }
}

// --- the host ------------------------------------------------------------------------
let cfg = null;

function post(event, data = {}) {
  if (!cfg || !cfg.origin || window.parent === window) return;
  window.parent.postMessage({ type: MESSAGE_TYPE, version: 1, id: cfg.id, event, ...data }, cfg.origin);
}

function count(key) {
  html.dataset[key] = String(Number(html.dataset[key] || 0) + 1);
}

function onHostMessage(e) {
  // Only the parent at the origin named in ?origin= may command this table.
  if (!cfg || !cfg.origin || e.origin !== cfg.origin || e.source !== window.parent) {
    count("ignored");
    return;
  }
  const m = e.data;
  if (!m || typeof m !== "object" || m.type !== MESSAGE_TYPE || typeof m.command !== "string") {
    count("ignored");
    return;
  }
  count("commands");
  const act = {
    start: () => start(),
    next: () => replayOnly(() => showFrame(frame + 1)),
    prev: () => replayOnly(() => showFrame(frame - 1)),
    first: () => replayOnly(() => showFrame(0)),
    last: () => replayOnly(() => showFrame(frames.length - 1)),
    goto: () => replayOnly(() => {
      if (!Number.isInteger(m.frame)) throw new ParamError("goto needs an integer frame");
      showFrame(m.frame);
    }),
    play: () => setRunning(true),
    pause: () => setRunning(false),
    restart: () => restart(),
  }[m.command];
  try {
    if (!act) throw new ParamError(`unknown command "${m.command}"`);
    if (m.command !== "start" && !live) throw new ParamError(`"${m.command}" needs a started table`);
    act();
  } catch (err) {
    post("error", { message: err.message, command: m.command });
  }
}

function replayOnly(fn) {
  if (cfg.mode !== "replay") throw new ParamError("this command is for replay mode");
  fn();
}

// --- names -------------------------------------------------------------------------
function players() {
  return snap?.view?.players || 2;
}

function name(p) {
  if (cfg.mode !== "play") return t("seat.player", { n: p + 1 });
  if (p === seat) return t("seat.you");
  if (players() === 4 && (p & 1) === (seat & 1)) return t("seat.partner");
  return players() === 2 ? t("seat.computer", { n: "" }).trim() : t("seat.computer", { n: p + 1 });
}

function sideName(side) {
  if (players() === 2) return name(side);
  if (cfg.mode === "play") return t(side === (seat & 1) ? "side.us" : "side.them");
  return t("side.n", { n: side + 1 });
}

// --- drawing ---------------------------------------------------------------------------
let snap = null;       // what is on the table: a still, a live snapshot or a replay frame
let seat = 0;
let ui = {};
let live = false;      // the engine is running this table

const ctx = {
  choose: (event) => decide(event),
  rerender: () => render(),
  name, sideName,
  get ui() { return ui; },
};

function turnText() {
  if (snap.waiting === "finished") return w("over");
  if (snap.waiting === "you") return w("turn.you");
  if (snap.turn !== null && snap.turn !== undefined) return w("turn.of", { name: name(snap.turn) });
  return "";
}

function render() {
  const stage = $("stage");
  const before = measure(stage);
  const board = snap.game === "xeri" ? renderXeri(snap, ctx) : renderXix(snap, ctx);
  board.classList.toggle("inert", busy || snap.waiting !== "you");
  clear(stage).appendChild(board);
  const st = snap.game === "xeri" ? xeriStatus(snap, ctx) : xixStatus(snap, ctx);
  $("status").replaceChildren(
    h("span", { class: "round", text: st.round }),
    h("span", { class: "totals", text: st.totals }),
    h("span", { class: "turn", id: "turn", text: turnText() }));
  html.dataset.game = snap.game;
  html.dataset.waiting = snap.waiting;
  html.dataset.decisions = String(snap.decisions ?? 0);
  if (live) glide(stage, before);
}

function placeholder(game, title) {
  const label = game === "xix" ? "XIX" : game === "xeri" ? "Xeri" : "Xeri & XIX";
  clear($("stage")).appendChild(h("div", { class: "placeholder", id: "placeholder" },
    h("p", { class: "placeholder-game", text: w("placeholder", { game: label }) }),
    title ? h("p", { class: "placeholder-title", text: title }) : null));
  $("status").replaceChildren();
}

function caption(title, text) {
  const box = $("caption");
  box.hidden = !cfg.caption || !title;
  box.replaceChildren(h("strong", { text: title || "" }), text ? ` ${text}` : "");
}

function announce(text) {
  if (text) $("announce").textContent = text;
}

// --- breakdowns (rendered from the view's figures) -------------------------------------
function xeriBreakdown(view) {
  const last = view.rounds[view.rounds.length - 1];
  if (!last) return null;
  const table = h("table", { class: "breakdown", id: "breakdown" },
    h("tr", {}, h("th", { text: "" }), [0, 1].map((s) => h("th", { scope: "col", text: sideName(s) }))));
  for (const line of last.lines) {
    table.appendChild(h("tr", { class: line.key === "points" ? "sum" : "" },
      h("th", { scope: "row", text: t(`end.${line.key}`) }),
      [0, 1].map((s) => h("td", { text: line.key === "cards" || line.key === "points" ? String(line.values[s])
        : line.key === "xeris" || line.key === "jack_xeris" ? `${line.values[s]} (${line.points[s]})`
        : String(line.points[s]) }))));
  }
  table.appendChild(h("tr", { class: "total" }, h("th", { scope: "row", text: t("end.total") }),
    [0, 1].map((s) => h("td", { text: String(view.totals[s]) }))));
  return { title: t("end.round", { n: view.rounds.length }), body: table };
}

function xixBreakdown(view) {
  const last = view.exchanges[view.exchanges.length - 1];
  if (!last) return null;
  const table = h("table", { class: "breakdown", id: "breakdown" },
    h("tr", {}, h("th", { text: "" }), [0, 1].map((p) => h("th", { scope: "col", text: name(p) }))),
    h("tr", {}, h("th", { scope: "row", text: t("end.strikes") }), [0, 1].map((p) => h("td", { text: String(last.strikes[p]) }))),
    h("tr", {}, h("th", { scope: "row", text: t("end.stakes") }), [0, 1].map((p) => h("td", { text: String(p === last.winner ? last.points : 0) }))),
    h("tr", { class: "total" }, h("th", { scope: "row", text: t("end.scores") }), [0, 1].map((p) => h("td", { text: String(view.scores[p]) }))));
  return { title: t("end.exchange", { n: view.exchanges.length }), body: table };
}

function endEntries(fresh) {
  const out = [];
  for (const f of fresh || []) {
    for (const e of f.entries || []) if (e.type === "round_end" || e.exchange) out.push(e);
  }
  return out;
}

// Show the breakdown of the round or exchange just ended; resolves when closed.
function showPanel(finished) {
  const found = snap.game === "xeri" ? xeriBreakdown(snap.view) : xixBreakdown(snap.view);
  if (!found) return Promise.resolve();
  const panel = $("panel");
  const close = h("button", { type: "button", class: "primary", id: "panel-close" },
    finished ? w("close") : w("continue"));
  panel.replaceChildren(h("h2", { id: "panel-title", text: finished ? `${found.title} · ${w("over")}` : found.title }),
    found.body, h("div", { class: "actions" }, close));
  panel.hidden = false;
  return new Promise((resolve) => {
    const done = () => { panel.hidden = true; resolve(); };
    close.addEventListener("click", done, { once: true });
    panel.closePanel = done;
  });
}

function hidePanel() {
  const panel = $("panel");
  if (!panel.hidden && panel.closePanel) panel.closePanel();
  panel.hidden = true;
}

async function cheer(fresh) {
  for (const f of fresh || []) {
    for (const e of f.entries || []) {
      if (e.type === "play" && (e.xeri || e.jack_xeri)) {
        await banner($("stage"), e.jack_xeri ? t("table.jack_xeri") : t("table.xeri"), "xeri");
      }
    }
  }
}

// What a step did, for the host: each decision, each round or exchange end, the end.
function report(decisions, fresh, finished) {
  for (const d of decisions) {
    post("move", { player: d.player, move: d.event, label: d.label, decisions: snap.decisions });
  }
  announce(decisions.map((d) => `${name(d.player)}: ${d.label}`).join(". "));
  for (const e of endEntries(fresh)) {
    if (e.type === "round_end") post("round_end", { round: e.round, result: snap.result });
    else post("exchange_end", { exchange: e.exchange, scores: snap.view.scores });
  }
  if (finished) post("game_over", { result: snap.result });
}

// --- the live table (play and demo) ----------------------------------------------------
let engine = null;
let busy = false;
let running = true;     // demo: the computer keeps playing
let generation = 0;     // a restart abandons the old loop

async function startLive() {
  const args = { seed: cfg.seed ?? randomSeed(), mode: cfg.mode, levels: cfg.levels };
  if (cfg.seat !== null) args.seat = cfg.seat;
  if (cfg.scenario) args.scenario = scenarioDoc;
  else {
    args.game = cfg.game || "xeri";
    args.config = args.game === "xix" ? {} : { players: cfg.players, rounds: cfg.rounds || 1, variants: cfg.variants };
  }
  cfg.seed = args.seed;
  const first = await engine.call("embed_start", args);
  seat = first.seat;
  generation++;
  snap = first;
  ui = {};
  render();
  await proceed(generation);
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

async function decide(event) {
  if (busy || !live || snap.waiting !== "you") return;
  await receive(() => engine.call("embed_play", { event }), generation);
}

async function receive(call, gen) {
  busy = true;
  html.dataset.busy = "true";
  let next;
  try {
    next = await call();
  } catch (err) {
    busy = false;
    html.dataset.busy = "false";
    fail(err.message);
    return;
  }
  if (gen !== generation) return;
  const before = snap.log.length;
  snap = next;
  ui = {};
  render();
  report(next.log.slice(before), next.fresh, next.waiting === "finished");
  await cheer(next.fresh);
  const ended = endEntries(next.fresh).length > 0;
  if (ended || next.waiting === "finished") {
    const closed = showPanel(next.waiting === "finished");
    if (cfg.mode === "play" && next.waiting !== "finished") await closed;
    else if (next.waiting !== "finished") {
      await wait(2500);
      hidePanel();
    }
  }
  if (gen !== generation) return;
  busy = false;
  html.dataset.busy = "false";
  render();
  await proceed(gen);
}

async function proceed(gen) {
  if (snap.waiting !== "computer" || !running || gen !== generation) return;
  await wait(snap.game === "xix" ? 650 : 550);
  if (!running || gen !== generation) return;
  await receive(() => engine.call("embed_step", {}), gen);
}

function setRunning(on) {
  if (cfg.mode === "replay") {
    setAutoplay(on);
    return;
  }
  if (cfg.mode !== "demo") throw new ParamError("play and pause are for replay and demo modes");
  running = on;
  html.dataset.running = String(on);
  drawControls();
  if (on && !busy) proceed(generation);
}

async function restart() {
  hidePanel();
  if (cfg.mode === "replay") {
    setAutoplay(false);
    showFrame(replayStart);
    return;
  }
  busy = false;
  await startLive();
}

// --- replay ------------------------------------------------------------------------------
let frames = [];
let frame = 0;
let replayStart = 0;
let autoplayTimer = null;

function frameSnap(f) {
  return { ...f, game: replay.game, config: replay.config, seat: replay.seat, hot_seat: false,
    seats: [], can_undo: false };
}

let replay = null;

function showFrame(i) {
  if (!Number.isInteger(i) || i < 0 || i >= frames.length) {
    throw new ParamError(`frame must be 0..${frames.length - 1}`);
  }
  const forward = i === frame + 1;
  frame = i;
  snap = frameSnap(frames[i]);
  hidePanel();
  render();
  html.dataset.frame = String(i);
  post("position", { frame: i, frames: frames.length, decisions: snap.decisions });
  if (forward) {
    report(snap.decision ? [snap.decision] : [], snap.fresh, snap.waiting === "finished");
    cheer(snap.fresh);
  }
  if (endEntries(snap.fresh).length || (snap.waiting === "finished" && forward)) {
    showPanel(snap.waiting === "finished");
  }
  drawControls();
}

function setAutoplay(on) {
  clearTimeout(autoplayTimer);
  autoplayTimer = null;
  html.dataset.running = String(on);
  if (on) {
    const tick = () => {
      if (frame >= frames.length - 1) { setAutoplay(false); return; }
      showFrame(frame + 1);
      autoplayTimer = setTimeout(tick, endEntries(snap.fresh).length ? 3000 : 1100 * (SPEEDS[cfg.speed] || 0.2));
    };
    autoplayTimer = setTimeout(tick, 400);
  }
  drawControls();
}

async function startReplay() {
  replay = await engine.call("embed_replay", { scenario: scenarioDoc, seat: cfg.seat });
  frames = replay.frames;
  seat = replay.seat;
  replayStart = replay.start;
  html.dataset.frames = String(frames.length);
  frame = -1;
  showFrame(replayStart);
  if (cfg.autoplay) setAutoplay(true);
}

// --- controls ------------------------------------------------------------------------------
function drawControls() {
  const nav = $("controls");
  if (!live) { nav.hidden = true; return; }
  const btn = (id, label, text, on, disabled) => h("button", { type: "button", id, class: "ctl",
    "aria-label": label, title: label, disabled, onclick: () => { try { on(); } catch (err) { fail(err.message); } } }, text);
  const items = [];
  if (cfg.mode === "replay") {
    const autoplaying = html.dataset.running === "true";
    items.push(
      btn("ctl-first", w("first"), "|◀", () => showFrame(0), frame <= 0),
      btn("ctl-prev", w("prev"), "◀", () => showFrame(frame - 1), frame <= 0),
      btn("ctl-play", autoplaying ? w("pause") : w("auto"), autoplaying ? "■" : "▶▶", () => setAutoplay(!autoplaying),
        !autoplaying && frame >= frames.length - 1),
      btn("ctl-next", w("next"), "▶", () => showFrame(frame + 1), frame >= frames.length - 1),
      btn("ctl-last", w("last"), "▶|", () => showFrame(frames.length - 1), frame >= frames.length - 1),
      h("span", { class: "pos", id: "ctl-pos", text: w("pos", { n: snap.decisions, m: frames.length - 1 }) }));
  } else if (cfg.mode === "demo") {
    items.push(btn("ctl-play", running ? w("pause") : w("auto"), running ? "■" : "▶▶", () => setRunning(!running), false));
  }
  if (cfg.mode !== "replay" || frame !== replayStart) {
    items.push(btn("ctl-restart", w("restart"), "↺", () => restart(), false));
  }
  nav.replaceChildren(...items);
  nav.hidden = false;
}

// --- start ---------------------------------------------------------------------------------
let scenarioDoc = null;
let starting = null;

function fail(message) {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  $("error").textContent = text;
  $("error").hidden = false;
  $("boot").hidden = true;
  html.dataset.embedState = "error";
  $("table").setAttribute("aria-busy", "false");
  post("error", { message: text });
}

function start() {
  if (starting) return starting;
  starting = (async () => {
    $("cover").hidden = true;
    $("boot").hidden = false;
    $("boot-stage").textContent = w("booting");
    html.dataset.embedState = "booting";
    engine = new Engine(new URL("./worker.js", import.meta.url), {
      onProgress: ({ items }) => {
        const total = items.reduce((s, i) => s + i.total, 0);
        const loaded = items.reduce((s, i) => s + Math.min(i.loaded, i.total), 0);
        $("boot-progress").value = total ? loaded / total : 0;
      },
    });
    try {
      await engine.ready;
      live = true;
      if (cfg.mode === "replay") await startReplayAndShow();
      else {
        $("boot").hidden = true;
        html.dataset.embedState = "live";
        post("started", { mode: cfg.mode });
        drawControls();
        await startLive();
      }
    } catch (err) {
      fail(err.message);
    }
  })();
  return starting;
}

async function startReplayAndShow() {
  $("boot").hidden = true;
  html.dataset.embedState = "live";
  post("started", { mode: cfg.mode });
  await startReplay();
}

async function loadScenario() {
  if (!cfg.scenario) return null;
  if (cfg.scenario.doc) return cfg.scenario.doc;
  const res = await fetch(cfg.scenario.url);
  if (!res.ok) throw new ParamError(`the scenario ${cfg.scenario.url.pathname} could not be loaded (HTTP ${res.status})`);
  try {
    return await res.json();
  } catch {
    throw new ParamError(`the scenario ${cfg.scenario.url.pathname} is not JSON`);
  }
}

// A shipped scenario (site/scenarios/NAME.json) has its positions in NAME.still.json.
async function loadStill() {
  const url = cfg.scenario?.url;
  const dir = new URL("scenarios/", SITE);
  if (!url || !url.pathname.startsWith(dir.pathname) || !url.pathname.endsWith(".json")) return null;
  const res = await fetch(new URL(url.pathname.replace(/\.json$/, ".still.json"), url));
  if (!res.ok) return null;
  const stills = await res.json();
  return stills[String(cfg.seat ?? scenarioDoc.seat ?? 0)] || null;
}

async function boot() {
  initLang();
  try {
    cfg = parseParams(location.search);
  } catch (err) {
    fail(err.message);
    return;
  }
  if (cfg.lang) useLang(cfg.lang);
  window.addEventListener("message", onHostMessage);
  applyLook(cfg);
  setPace(SPEEDS[cfg.speed]);
  html.dataset.mode = cfg.mode;
  try {
    scenarioDoc = await loadScenario();
    const record = scenarioDoc && (scenarioDoc.record || scenarioDoc);
    const game = record ? record.game : cfg.game || "xeri";
    if (cfg.game && record && cfg.game !== record.game) {
      throw new ParamError(`the scenario is a ${record.game} game, not ${cfg.game}`);
    }
    const still = await loadStill();
    if (still) {
      snap = still;
      seat = still.seat;
      render();
    } else {
      placeholder(game, scenarioDoc?.title);
      html.dataset.game = game;
    }
    caption(scenarioDoc?.title, scenarioDoc?.text);
    html.dataset.still = still ? "position" : "placeholder";
  } catch (err) {
    fail(err.message);
    return;
  }
  $("start").textContent = w(`start.${cfg.mode}`);
  $("cover-note").textContent = w("note");
  $("start").addEventListener("click", () => start());
  $("cover").hidden = false;
  html.dataset.embedState = "still";
  $("table").setAttribute("aria-busy", "false");
  post("ready", { mode: cfg.mode, game: html.dataset.game, title: scenarioDoc?.title || "" });
}

boot();
