// The embeddable table (embed.html): a scenario, a replay or a demo inside a
// rules site's <iframe>, set by URL parameters (docs/embedding.md). It paints a
// still picture first (drawn by the engine at build time) and boots Pyodide only
// when the reader (or the host) starts it; the tables of one host page share one
// engine (a SharedWorker), each by its name. Messages go to the host by
// postMessage, only to the origin named in ?origin=; what they say of the game
// comes from Python (the answers' `host` list), built from the reader's seat.
import { $, draw, h, html, SITE } from "./dom.js";
import { Engine } from "./engine.js";
import { bad, checkScenario, checkSeats, clip, hostOf, parseParams, plain } from "./address.js";
import { GAMES } from "./catalog.js";
import { fill, getLang, initLang, t } from "./i18n.js";
import { setPace, SPEEDS, wait } from "./motion.js";
import { Table } from "./table.js";
import { review } from "./review.js";

const TYPE = "xeri-table";
const NAME = `t-${Math.random().toString(36).slice(2, 12)}`; // this frame's table in the shared engine
const RETRIED = ["stopped", "network", "load"]; // failures a second try may mend

// A scenario's title and text: one string, or one per language ({en, el}).
const said = (x) => (x && typeof x === "object" ? x[getLang()] ?? x.en : x);

// The host's colours and card size (CSSOM, allowed under style-src 'self'); embed.css
// derives the rest from them.
function applyLook(cfg) {
  html.dataset.theme = cfg.theme;
  for (const [key, name] of [["felt", "--felt"], ["accent", "--accent"], ["ink", "--ink"], ["card", "--card-w"]]) {
    if (!cfg[key]) continue;
    html.style.setProperty(name, key === "card" ? `${cfg.card}px` : cfg[key]);
    html.dataset[key] = "";
  }
}

// --- the host ------------------------------------------------------------------------
let cfg, engine, table, scenarioDoc = null, replay = null, frame = 0, goal = 0, moving = null;
let autoplay = null, starting = null, restarting = null, attempt = 0, parked = false, alone = false;

// To the origin named, only; with fit=1 (the kit's iframe code) the height and `ready` (what the address says: its title in the frame's language) to any parent too.
function post(event, data = {}) {
  const to = cfg?.origin || (cfg?.fit && (event === "resize" || event === "ready") ? "*" : null);
  if (to && window.parent !== window) window.parent.postMessage({ type: TYPE, version: 1, id: cfg.id, event, ...data }, to);
}

// The height the table needs, and its panel's, for the host to give its frame (auto-height): on every
// layout change, and after every drawing while out of sight (a frame out of sight gets
// no layout events; in sight, measuring at once would force a layout of its own).
// None till the still is drawn, then the still's till the first live drawing: no jumps on load or start.
// A live table keeps the tallest it has been at this width (`wide`), in every mode: a replay's buttons stay under the
// pointer, a demo or a game does not resize the host's page at each move; a game's end keeps the height it was told last.
let height = 0, inSight = false, wide = 0;
function tellHeight() {
  const state = html.dataset.embedState, live = state === "live";
  if (state === "booting" || state === "loading") return;
  const box = $("panel"), t = $("table"), over = !replay && table?.answer?.waiting === "finished";
  if (!live || innerWidth !== wide) (t.style.minHeight = "", (wide = innerWidth));
  if (live && over) t.style.minHeight = `${Math.max(height, parseFloat(t.style.minHeight) || 0)}px`;
  const tall = t.getBoundingClientRect().height, needed = Math.ceil(Math.max(tall, box.hidden ? 0 : box.scrollHeight + 16));
  if (live) t.style.minHeight = `${needed}px`; // a panel's room too (it is fixed: no feedback)
  if (needed !== height) post("resize", { height: (height = needed) });
}

// The host's commands and the controls' (replay moves set one goal: a burst of them is one step).
const move = (to) => (m) => { if (!replay) throw bad("mode", { name: m.command }); return goTo(to(m)); };
const COMMANDS = {
  start: () => start(), play: () => run(true), pause: () => run(false),
  restart: () => (restarting ||= restart().finally(() => { restarting = null; })),
  picture: async () => { await start(); post("picture", await call("embed_picture", replay ? { scenario: scenarioDoc, at: replay.frames[frame].index, seat: cfg.seat, lang: getLang() } : {})); }, // starts the table
  next: move(() => goal + 1), prev: move(() => goal - 1), first: move(() => 0), last: move(() => replay.frames.length - 1), goto: move((m) => m.frame),
};

function obey(m) {
  if (!Object.hasOwn(COMMANDS, m.command)) throw bad("command", { name: clip(m.command) });
  if (m.command !== "start" && m.command !== "picture" && !table) throw bad("started", { name: m.command });
  return COMMANDS[m.command](m);
}

function onHostMessage(e) {
  // Only the parent at the origin named in ?origin= may command this table.
  const m = e.data;
  const ours = cfg?.origin && e.origin === cfg.origin && e.source === window.parent && m && m.type === TYPE && typeof m.command === "string";
  if (!ours) html.dataset.ignored = String(Number(html.dataset.ignored || 0) + 1); // for the tests
  else Promise.resolve().then(() => obey(m)).catch((err) => { const { code, message } = plain(err); post("error", { code, message, command: clip(m.command) }); });
}

// --- the live table and the replay -------------------------------------------------
function panel(a) {
  const p = a.panel, box = $("panel"), close = draw(p.actions[0], {});
  const show = (on) => { box.hidden = !on; tellHeight(); }; // the frame fits the panel whole
  box.replaceChildren(h("h2", { id: "panel-title", text: p.title }), draw(p.body, {}),
    p.verdict ? h("p", { class: "verdict", text: p.verdict }) : "", h("div", { class: "actions" }, close));
  show(true);
  const closed = new Promise((resolve) => close.addEventListener("click", () => { show(false); resolve(); }, { once: true }));
  if (cfg.mode === "play" && !p.over) return closed;
  const shown = wait(2500).then(() => { if (!p.over) show(false); });
  return replay ? undefined : shown; // a demo waits on it, a replay's steps do not
}

const hostSays = (reply) => { for (const m of reply.host || []) post(m.event, m); };

const call = (op, args = {}) => engine.call(op, { ...args, table: NAME });

function startLive() {
  cfg.seed ??= crypto.getRandomValues(new Uint32Array(1))[0]; // a restart deals the same
  const { seed: given, mode, levels, seat, game, players, options, deal, start: from } = cfg;
  return call("embed_start", { seed: given, mode, levels, seat, game, players, options, deal, start: from, scenario: scenarioDoc, lang: getLang() });
}

// The first drawing of a started table: the host hears `started` (a refusal of the engine
// came before it, as an error).
const live = () => { if (html.dataset.embedState !== "live") (post("started", { mode: cfg.mode }), requestAnimationFrame(tellHeight)); html.dataset.embedState = "live"; };

function goTo(i) {
  if (!Number.isInteger(i) || i < 0 || i >= replay.frames.length) throw bad("frame", { value: clip(JSON.stringify(i)), high: replay.frames.length - 1 });
  goal = i;
  // Its end heard after it is set (with no step to take, an async finally would run first).
  moving ||= (async () => { while (frame !== goal) await step(goal); })().finally(() => { moving = null; });
  return moving;
}

// A frame is drawn as any answer is; only the next one tells what happened (a jump: no news).
async function step(i) {
  const f = replay.frames[i], forward = i === frame + 1;
  frame = i;
  $("panel").hidden = true;
  await table.receive(forward ? f : { ...f, news: [], say: "", panel: null, host: [] }, table.gen);
}

// After each drawing: the height for the host, the controls Python drew with the answer
// (open and full screen are the reader's only); in a replay, the position too.
const CONTROLS = { open: () => openInGame(), full: () => (document.fullscreenElement ? document.exitFullscreen() : html.requestFullscreen()) };
function drawn() {
  live();
  const nav = draw(table.answer.controls, {});
  nav.querySelector("#ctl-full").hidden = !document.fullscreenEnabled;
  nav.addEventListener("click", (e) => {
    const name = e.target.closest("button")?.dataset.do;
    if (name) Promise.resolve().then(() => (CONTROLS[name] ?? (() => obey({ command: name })))()).catch(fail);
  });
  $("controls").replaceWith(nav);
  if (!inSight) tellHeight();
  if (!replay) return;
  html.dataset.frame = String(frame);
  post("position", { frame, frames: replay.frames.length, decisions: replay.frames[frame].decisions });
}

function run(on) {
  if (replay) {
    clearTimeout(autoplay);
    const tick = async () => {
      if (frame >= replay.frames.length - 1) return run(false);
      await goTo(frame + 1);
      autoplay = setTimeout(tick, replay.frames[frame].panel ? 3000 : 1100 * (SPEEDS[cfg.speed] || 0.2));
    };
    autoplay = on ? setTimeout(tick, 400) : null;
  } else if (cfg.mode === "demo") {
    table.running = on;
    if (on && !table.busy) table.proceed(table.gen);
  } else {
    throw bad("mode", { name: on ? "play" : "pause" });
  }
  html.dataset.running = String(on);
}

async function restart() {
  $("panel").hidden = true;
  if (replay) { run(false); return goTo(replay.start); }
  table.stop();
  await table.show(await startLive());
}

// The table in the full game, where it stands (index.html#open=, see main.js).
async function openInGame() {
  const at = replay && { scenario: scenarioDoc, at: replay.frames[frame].index, seat: cfg.seat, levels: cfg.levels };
  window.open(new URL(`index.html?lang=${getLang()}#open=${encodeURIComponent(JSON.stringify(await call("embed_record", at || {})))}`, SITE), "_blank", "noopener");
}

// --- start ---------------------------------------------------------------------------
function fail(err) {
  const e = plain(err);
  $("error-text").textContent = e.message;
  $("retry").hidden = !RETRIED.includes(e.code);
  $("error").hidden = false;
  $("boot").hidden = true;
  html.dataset.embedState = "error";
  $("table").setAttribute("aria-busy", "false"); tellHeight(); // told now: a start kept the still's height (a frame out of sight has no frames to wait for)
  post("error", { code: e.code, message: e.message });
}

// A second try: the still again, or a new engine (the page's other tables keep theirs).
function retry() {
  $("error").hidden = true;
  if (!starting) return prepare();
  table?.stop();
  starting = engine = table = replay = null;
  attempt++;
  return start();
}

// The engine: shared by the page's tables (by `shared`, its name), or this table's own ("").
const engineOf = (shared) => new Engine(new URL("./worker.js", import.meta.url), {
  shared,
  onEvent: ({ event, state }) => {
    if (event === "snapshot") html.dataset.snapshot = state; // restored, saved, ...
    // A table started once starts offline next time: the site's service worker keeps its
    // files. Registered once the tables' first requests are answered: its precaching
    // would slow them.
    if (event === "quiet") navigator.serviceWorker?.register(new URL("../sw.js", import.meta.url)).then(() => navigator.serviceWorker.ready)
      .then(() => { html.dataset.offline = "ready"; }, () => {});
  },
  onProgress: ({ done, total }) => { $("boot-progress").value = total ? done / total : 0; },
});

function start() {
  starting ||= (async () => {
    $("cover").hidden = true;
    $("boot").hidden = false;
    html.dataset.embedState = "booting";
    engine = engineOf(alone ? "" : `xeri-engine-${attempt}`);
    try {
      // A shared engine the browser refuses (a frame's storage not partitioned): its own one.
      await engine.ready.catch((err) => { if (alone || err.code !== "broken") throw err; alone = true; return (engine = engineOf("")).ready; });
      table = new Table({
        call,
        ops: { play: "embed_play", step: "embed_step" },
        hooks: { saved: hostSays, panel, handover: () => {}, error: fail, drawn,
          peek: (p) => panel({ panel: { ...p, over: true } }) },
      });
      $("boot").hidden = true;
      if (cfg.mode === "review") { // the scenario's whole game reviewed for the seat
        await review({ call, stage: $("stage"), status: $("status"), done: () => { starting = null; prepare(); }, drawn: () => { live(); if (!inSight) tellHeight(); },
          start: { scenario: scenarioDoc, seat: cfg.seat, seed: cfg.seed ?? 0, lang: getLang() } });
      } else if (cfg.mode === "replay") {
        replay = await call("embed_replay", { scenario: scenarioDoc, seat: cfg.seat, lang: getLang(), start: cfg.start });
        html.dataset.frames = String(replay.frames.length);
        frame = -1;
        await goTo(replay.start);
        if (cfg.autoplay) run(true);
      } else {
        html.dataset.running = "true";
        await table.show(await startLive());
      }
    } catch (err) { fail(err); }
  })();
  return starting;
}

// Far out of sight for a while, or the page hidden: the computer waits, and the engine keeps
// only the table's record (its next call, a click's too, resumes it where it stood).
function park(on) {
  if (!table || replay || cfg.mode === "review" || on === parked) return;
  html.dataset.parked = String((table.held = parked = on));
  if (on) call("embed_park").catch(() => {});
  else if (!table.busy) table.proceed(table.gen);
}

// A packed scenario (z:, pygame_core/studio.py pack): base64url of its JSON deflated; over 256 KB unpacked is refused.
const unzip = (text) => new Response(new Blob([Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0))]).stream()
  .pipeThrough(new DecompressionStream("deflate-raw"))).text().then((json) => JSON.parse(json.length > 262144 ? "" : json)).catch(() => { throw bad("inline"); });
async function loadScenario() {
  if (!cfg.scenario?.url) return cfg.scenario?.packed ? unzip(cfg.scenario.packed) : cfg.scenario?.doc ?? null;
  const res = await fetch(cfg.scenario.url).catch(() => ({ status: 0 }));
  if (!res.ok) throw bad(res.status >= 400 && res.status < 500 ? "missing" : "load", { name: cfg.scenario.url.pathname, status: res.status });
  return res.json().catch(() => { throw bad("json", { name: cfg.scenario.url.pathname }); });
}

// A shipped scenario (scenarios/NAME.json) has its pictures in NAME.still.json: {lang: {seat: frame}};
// a fresh game its first deal in scenarios/fresh.still.json: {lang: {game: {players: {seat: frame}}}}.
// Asked for beside the scenario, not after it. With a `start`, the still of that frame
// (scenarios/stills/NAME-LANG-SEAT.json: one per frame), once the seat is known.
async function loadStills() {
  const url = cfg.scenario?.url;
  const shipped = url?.pathname.startsWith(new URL("scenarios/", SITE).pathname) && url.pathname.endsWith(".json");
  if ((cfg.scenario && !shipped) || cfg.start !== null) return null;
  const res = await fetch(shipped ? new URL(url.pathname.replace(/\.json$/, ".still.json"), url) : new URL("scenarios/fresh.still.json", SITE));
  return res.ok ? (await res.json())[getLang()] : null;
}

// An inline scenario's own still (pygame_core/embed.py with_still), for its seat at its start or a
// step's move (`start`) only, and only with a still's tags and attributes (no id the page has).
const { tags: TAGS, attrs: ATTRS, depth: DEEPEST } = GAMES.still, ATTR = new RegExp(`^(${ATTRS.join("|")})$`); // pygame_core/embed.py drawable
const safe = (n, depth = 0) => typeof n === "string" || (depth < DEEPEST && Array.isArray(n) && TAGS.includes(n[0]) && n[1]?.constructor === Object && Object.entries(n[1]).every(([k, v]) => ATTR.test(k) || (k === "id" && /^[a-z-]+\d?$/.test(v) && !$(v))) && n.slice(2).every((kid) => safe(kid, depth + 1)));
const own = ({ seat = 0, still }, reader, at = cfg.start, x = (at === null ? still : still?.[at])?.[getLang()]) => (reader === String(seat) && safe(x?.board) && x.status?.every?.((s) => typeof s === "string") ? { board: x.board, status: x.status } : null);

async function prepare() {
  html.dataset.embedState = "loading";
  const stills = loadStills().catch(() => null);
  try {
    scenarioDoc = await loadScenario();
    const game = scenarioDoc ? checkScenario(scenarioDoc, cfg) : cfg.game || Object.keys(GAMES.games)[0];
    if (!scenarioDoc) checkSeats(cfg, cfg.players);
    if (cfg.game && cfg.game !== game) throw bad("game", { game: GAMES.games[game].title[getLang()], other: GAMES.games[cfg.game].title[getLang()] });
    // A fresh game's picture is its deal where nothing else deals it (no seed, no variations).
    const dealt = cfg.seed === null && !Object.keys(cfg.options).length;
    const seat = String(cfg.seat ?? scenarioDoc?.seat ?? 0), at = cfg.scenario?.url?.pathname.replace(/([^/]+)\.json$/, `stills/$1-${getLang()}-${seat}.json`);
    const still = (at && cfg.start !== null ? await fetch(new URL(at, SITE)).then((r) => r.json()).then((all) => all[cfg.start]).catch(() => null) : null)
      ?? (scenarioDoc ? (await stills)?.[seat] ?? own(scenarioDoc, seat) : dealt ? (await stills)?.[game]?.[String(cfg.players)]?.[String(cfg.seat ?? 0)] : null);
    cfg.deal = still?.deal; // the deal to start (a fresh game's)
    if (still) $("stage").replaceChildren(draw(still.board, {}));
    else $("stage").replaceChildren(h("div", { class: "placeholder", id: "placeholder" },
      h("p", { class: "placeholder-game", text: t("embed.placeholder", { game: GAMES.games[game].title[getLang()] }) }),
      // ... over the lesson's own still, unseen (a `start` with none): the table's height, no jump on start
      scenarioDoc?.title ? h("p", { class: "placeholder-title", text: said(scenarioDoc.title) }) : null), scenarioDoc && own(scenarioDoc, seat, null) ? h("div", { class: "stand-in", "aria-hidden": "true", inert: "" }, draw(own(scenarioDoc, seat, null).board, {})) : "");
    $("status").replaceChildren(...(still?.status ?? []).map((text) => h("span", { text })));
    html.dataset.game = game;
    Object.assign($("caption"), { hidden: !cfg.caption || !scenarioDoc?.title }).replaceChildren(h("strong", { text: said(scenarioDoc?.title) || "" }), scenarioDoc?.text ? ` ${said(scenarioDoc.text)}` : "");
    html.dataset.still = still ? "position" : "placeholder";
  } catch (err) { return fail(err); }
  $("cover").hidden = false;
  html.dataset.embedState = "still";
  $("table").setAttribute("aria-busy", "false"); tellHeight(); // the still's height, the first the host hears
  post("ready", { mode: cfg.mode, game: html.dataset.game, title: said(scenarioDoc?.title) || "" });
}

function boot() {
  initLang(new URLSearchParams(location.search).get("lang") === "el" ? "el" : "en");
  window.addEventListener("message", onHostMessage);
  fill();
  $("retry").addEventListener("click", retry);
  new ResizeObserver(tellHeight).observe($("table")); // an error's height too
  try {
    if (location.href.length > GAMES.longest || location.hash === "#long") throw bad("long", { most: GAMES.longest }); // before a server refuses it
    if (location.hash.startsWith("#lesson=")) throw bad("lesson", { name: decodeURIComponent(location.hash.slice(8)) }); // its element could not read it
    cfg = parseParams(location.search);
  } catch (err) {
    try { cfg = { ...hostOf(new URLSearchParams(location.search)), fit: /[?&]fit=1(&|$)/.test(location.search) }; } catch { cfg = {}; } // to tell the host (the kit's iframe code: its height)
    return fail(err);
  }
  applyLook(cfg);
  setPace(SPEEDS[cfg.speed]);
  html.dataset.mode = cfg.mode;
  Object.assign($("start"), { textContent: t(`embed.${cfg.mode}`), onclick: () => start() });
  let away = null;
  new IntersectionObserver(([seen]) => {
    inSight = seen.isIntersecting;
    clearTimeout(away);
    if (seen.isIntersecting) park(false);
    else away = setTimeout(() => park(true), Number(html.dataset.parkAfterMs) || 60000);
  }).observe($("table"));
  addEventListener("pagehide", () => park(true));
  addEventListener("pageshow", (e) => e.persisted && park(false));
  prepare();
}

boot();
