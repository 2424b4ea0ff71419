// The playable table: new-game screen, table, hand-over, breakdowns, log, rules.
// It renders the snapshots the Python table (pygame_core/table.py) sends and
// sends back the decisions it lists; it holds no game rules.
import { cardArt } from "./cards.js";
import { clear, h } from "./dom.js";
import { cardName, getLang, initLang, setLang, t } from "./i18n.js";
import { renderMarkdown } from "./markdown.js";
import { banner, fly, glide, measure, pace, setPace, wait } from "./motion.js";
import * as storage from "./storage.js";
import { handRect, renderXeri, xeriStatus } from "./xeri_table.js";
import { renderXix, xixStatus } from "./xix_table.js";

const SPEEDS = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };
const VARIANTS = [
  ["V1", "bottom_card"], ["V2", "relaxed_initial_pile"], ["V3", "dealer_last_no_xeri"],
  ["V4", "jack_xeri_25"], ["V5", "target"],
];

let engine = null;
let snap = null;          // the latest snapshot from Python
let busy = false;         // animating or waiting for the computer
let drawn = null;         // the snapshot the board on screen shows
let ui = {};              // transient choices: cut point, card picked for a trade
let shownSeat = null;     // hot-seat: the seat whose hand is on screen
let setup = null;         // the new-game choices, remembered
let settings = { speed: "normal" };
let forcedPace = null;    // ?pace=instant (tests) overrides the setting
let root;                 // <main id="table">
let counted = false;      // this game is in the statistics (or must never be: imported)
let saveWarned = false;
let els = {};

// Every table op gets the language, so labels, the log and hints come in it.
function call(op, args = {}) {
  return engine.call(op, { ...args, lang: getLang() });
}

// --- settings ---------------------------------------------------------------
function loadSettings() {
  const saved = storage.loadSettings();
  if (SPEEDS[saved.speed] !== undefined) settings.speed = saved.speed;
  if (saved.setup) setup = saved.setup;
  const param = new URLSearchParams(location.search).get("pace");
  if (param && SPEEDS[param] !== undefined) forcedPace = param;
  applyPace();
}

function saveSettings() {
  storage.saveSettings({ speed: settings.speed, setup });
}

function applyPace() {
  setPace(SPEEDS[forcedPace || settings.speed]);
  document.documentElement.dataset.pace = forcedPace || settings.speed;
}

// --- names ------------------------------------------------------------------
function humans() {
  return snap.seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
}

function name(p) {
  const seat = snap.seats[p];
  if (seat.kind === "human") {
    return snap.hot_seat ? t("seat.player", { n: p + 1 }) : t("seat.you");
  }
  const ais = snap.seats.filter((s) => s.kind === "ai").length;
  let base = ais === 1 ? t("seat.computer", { n: "" }).trim() : t("seat.computer", { n: p + 1 });
  const me = humans()[0];
  if (snap.seats.length === 4 && !snap.hot_seat && (p & 1) === (me & 1)) {
    base += ` (${t("seat.partner")})`;
  }
  return base;
}

function sideName(side) {
  const players = snap.seats.map((_, i) => i).filter((i) => (i & 1) === side);
  if (!snap.hot_seat && players.includes(humans()[0])) {
    return players.length > 1 ? t("side.us") : t("seat.you");
  }
  if (!snap.hot_seat) return players.length > 1 ? t("side.them") : name(players[0]);
  return players.map((p) => t("seat.player", { n: p + 1 })).join(" & ");
}

function isYou(p) { return p === snap.seat && !snap.hot_seat; }

// --- the chrome ---------------------------------------------------------------
function buildChrome() {
  const bar = document.querySelector("header.bar");
  const tools = h("nav", { class: "tools", "aria-label": t("menu.settings") });
  const mk = (id, key, on) => h("button", { type: "button", id, class: "tool", onclick: on }, t(key));
  els.newBtn = mk("btn-new", "menu.new", () => showSetup());
  els.undoBtn = mk("btn-undo", "menu.undo", () => undo());
  els.hintBtn = mk("btn-hint", "menu.hint", () => hint());
  els.logBtn = mk("btn-log", "menu.log", () => openLog());
  els.rulesBtn = mk("btn-rules", "menu.rules", () => openRules());
  els.exportBtn = mk("btn-export", "menu.export", () => exportRecord());
  els.speed = h("select", { id: "speed", "aria-label": t("settings.speed"),
    onchange: () => { settings.speed = els.speed.value; forcedPace = null; applyPace(); saveSettings(); } });
  els.langBtn = h("button", { type: "button", id: "btn-lang", class: "tool", lang: getLang() === "en" ? "el" : "en",
    "aria-label": t("lang.switch"), onclick: () => switchLang() }, t("lang.name"));
  tools.append(els.newBtn, els.undoBtn, els.hintBtn, els.logBtn, els.rulesBtn, els.exportBtn, els.speed,
    els.langBtn);
  bar.appendChild(tools);
  els.tools = tools;
  fillSpeeds();

  els.status = h("div", { class: "status", id: "status", role: "status" });
  // Each announcement is a new line in a log, so a quick run of moves is read in full.
  els.live = h("div", { class: "sr-only", id: "announce", role: "log", "aria-live": "polite",
    "aria-atomic": "false", "aria-relevant": "additions" });
  els.toast = h("div", { class: "toast", id: "toast", role: "alert", hidden: true });
  els.stage = h("div", { class: "stage", id: "stage" });
  root.after(els.live);
  // The foundation's boot panels and placeholders stay in the page, hidden.
  for (const child of root.children) child.hidden = true;
  els.notice = h("div", { class: "notice", id: "storage-notice", role: "alert", hidden: true });
  root.append(els.notice, els.status, els.stage, els.toast);
  root.classList.add("playing");
  els.dialog = h("dialog", { class: "sheet", id: "sheet" });
  els.dialog.addEventListener("cancel", (e) => { if (els.dialog.dataset.modal === "locked") e.preventDefault(); });
  document.body.appendChild(els.dialog);
  document.addEventListener("keydown", onKey);
}

function fillSpeeds() {
  els.speed.replaceChildren(...Object.keys(SPEEDS).map((k) =>
    h("option", { value: k, selected: (forcedPace || settings.speed) === k }, t(`settings.speed.${k}`))));
}

function relabelChrome() {
  els.newBtn.textContent = t("menu.new");
  els.undoBtn.textContent = t("menu.undo");
  els.hintBtn.textContent = t("menu.hint");
  els.logBtn.textContent = t("menu.log");
  els.rulesBtn.textContent = t("menu.rules");
  els.exportBtn.textContent = t("menu.export");
  els.langBtn.textContent = t("lang.name");
  els.langBtn.setAttribute("lang", getLang() === "en" ? "el" : "en");
  els.langBtn.setAttribute("aria-label", t("lang.switch"));
  els.speed.setAttribute("aria-label", t("settings.speed"));
  fillSpeeds();
  const h1 = document.querySelector("header.bar h1");
  if (h1) h1.textContent = t("app.title");
  document.title = t("app.title");
}

function switchLang() {
  setLang(getLang() === "en" ? "el" : "en");
  relabelChrome();
  if (document.documentElement.dataset.screen === "setup") showSetup();
  else if (snap) relabel();
  if (els.dialog.open && els.dialog.dataset.kind === "rules") openRules();
}

// The labels, log and hints come from Python in one language: fetch them anew.
async function relabel() {
  if (!busy) {
    try {
      snap = { ...(await call("table_snapshot")), fresh: [] };
    } catch (err) {
      toast(err.message);
    }
  }
  if (!document.getElementById("handover")) render(); // never uncover a hot-seat hand
}

function updateTools() {
  const playing = Boolean(snap) && document.documentElement.dataset.screen === "table";
  els.undoBtn.disabled = !playing || busy || !snap.can_undo;
  const covered = Boolean(document.getElementById("handover"));
  els.hintBtn.disabled = !playing || busy || covered || snap.waiting !== "you";
  els.logBtn.disabled = !snap;
  els.exportBtn.disabled = !snap;
}

function setBusy(value) {
  busy = value;
  document.documentElement.dataset.busy = String(value);
  if (els.undoBtn) updateTools();
}

function announce(text) {
  if (!text) return;
  els.live.appendChild(h("p", { text }));
  while (els.live.childElementCount > 8) els.live.firstElementChild.remove();
}

function toast(text) {
  els.toast.textContent = text;
  els.toast.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { els.toast.hidden = true; }, 4000);
}

// --- the new-game screen -------------------------------------------------------
function defaultSetup() {
  return { game: "xeri", players: 2, seats: ["you", "ai:medium", "ai:medium", "ai:medium"],
    variants: {}, rounds: 1, target: 151 };
}

function showSetup() {
  document.documentElement.dataset.screen = "setup";
  if (els.dialog.open) els.dialog.close();
  const was = document.activeElement;
  const refocus = was && els.stage.contains(was) && was.name
    ? `[name="${was.name}"]${was.type === "radio" ? `[value="${was.value}"]` : ""}` : null;
  const s = setup = { ...defaultSetup(), ...(setup || {}) };
  const form = h("form", { class: "setup", id: "setup", "aria-labelledby": "setup-title" });
  form.addEventListener("submit", (e) => { e.preventDefault(); startGame(); });

  const radio = (group, value, label, note, checked, onchange) => h("label", { class: "choice" },
    h("input", { type: "radio", name: group, value, checked, onchange }),
    h("span", { class: "choice-text" }, h("strong", { text: label }), note ? h("small", { text: note }) : null));

  const gameBox = h("fieldset", {}, h("legend", { text: t("setup.game") }),
    radio("game", "xeri", t("setup.xeri"), t("setup.xeri.note"), s.game === "xeri", () => { s.game = "xeri"; showSetup(); }),
    radio("game", "xix", t("setup.xix"), t("setup.xix.note"), s.game === "xix", () => { s.game = "xix"; showSetup(); }));
  form.append(h("h2", { id: "setup-title", text: t("setup.title") }), gameBox);

  const n = s.game === "xeri" ? s.players : 2;
  if (s.game === "xeri") {
    form.appendChild(h("fieldset", { class: "inline" }, h("legend", { text: t("setup.players") }),
      radio("players", "2", t("setup.players.2"), null, n === 2, () => { s.players = 2; showSetup(); }),
      radio("players", "4", t("setup.players.4"), null, n === 4, () => { s.players = 4; showSetup(); })));
  }
  const seatBox = h("fieldset", { class: "seats" }, h("legend", { text: t("setup.seats") }));
  for (let i = 0; i < n; i++) {
    const options = i === 0 ? ["you"] : ["ai:easy", "ai:medium", "ai:hard", "person"];
    if (i > 0 && !options.includes(s.seats[i])) s.seats[i] = "ai:medium";
    const sel = h("select", { id: `seat-select-${i}`, name: `seat${i}`,
      onchange: () => { s.seats[i] = sel.value; } },
    options.map((o) => h("option", { value: o, selected: s.seats[i] === o },
      o === "you" ? t("setup.you") : o === "person" ? t("setup.person") : t(`setup.${o.replace(":", ".")}`))));
    const team = n === 4 ? ` · ${t("side.n", { n: (i % 2) + 1 })}` : "";
    seatBox.appendChild(h("label", { class: "seat-pick", for: `seat-select-${i}` },
      h("span", { text: t("setup.seat", { n: i + 1 }) + team }), sel));
  }
  form.appendChild(seatBox);

  if (s.game === "xeri") {
    const vbox = h("fieldset", { class: "variants" }, h("legend", { text: t("setup.variants") }));
    for (const [label, key] of VARIANTS) {
      const on = Boolean(s.variants[key]);
      vbox.appendChild(h("label", { class: "choice" },
        h("input", { type: "checkbox", name: key, id: `variant-${key}`, checked: on,
          onchange: (e) => { s.variants[key] = e.target.checked; if (key === "target") showSetup(); } }),
        h("span", { class: "choice-text" }, h("strong", { text: `${label} · ${t(`setup.${label}`)}` }),
          h("small", { text: t(`setup.${label}.note`) }))));
    }
    form.appendChild(vbox);
    const length = s.variants.target
      ? h("label", { class: "num" }, h("span", { text: t("setup.target") }),
        h("input", { type: "number", id: "target", min: 1, max: 1000, value: s.target,
          oninput: (e) => { s.target = Number(e.target.value); } }))
      : h("label", { class: "num" }, h("span", { text: t("setup.rounds") }),
        h("input", { type: "number", id: "rounds", min: 1, max: 20, value: s.rounds,
          oninput: (e) => { s.rounds = Number(e.target.value); } }));
    form.appendChild(length);
  } else {
    form.appendChild(h("p", { class: "note", text: t("setup.xix.rules") }));
  }
  form.appendChild(h("div", { class: "actions" },
    h("button", { type: "submit", class: "primary", id: "start" }, t("setup.start"))));
  form.appendChild(importBox());
  form.appendChild(statsTable());
  clear(els.stage).appendChild(form);
  els.status.replaceChildren();
  updateTools();
  (refocus && form.querySelector(refocus) || form.querySelector("input, select, button"))?.focus();
}

function seatsFromSetup() {
  const n = setup.game === "xeri" ? setup.players : 2;
  return setup.seats.slice(0, n).map((s) => {
    if (s === "you" || s === "person") return { kind: "human" };
    return { kind: "ai", level: s.split(":")[1] };
  });
}

function configFromSetup() {
  if (setup.game === "xix") return {};
  const variants = {};
  for (const [, key] of VARIANTS) {
    if (key !== "target" && setup.variants[key]) variants[key] = true;
  }
  if (setup.variants.target) variants.target = Math.max(1, Math.round(setup.target || 151));
  return { players: setup.players, rounds: Math.max(1, Math.round(setup.rounds || 1)), variants };
}

function newSeed() {
  const param = new URLSearchParams(location.search).get("seed");
  if (param && /^\d+$/.test(param)) return Number(param);
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

async function startGame() {
  saveSettings();
  try {
    const first = await call("table_new", {
      game: setup.game, config: configFromSetup(), seats: seatsFromSetup(), seed: newSeed(),
    });
    document.documentElement.dataset.screen = "table";
    snap = null;
    shownSeat = null;
    ui = {};
    counted = false;
    await receive(first, { fresh: false });
  } catch (err) {
    toast(err.message);
  }
}

async function playAgain() {
  els.dialog.close();
  await startGame();
}

// --- the table -----------------------------------------------------------------
const ctx = {
  choose: (event) => decide(event),
  rerender: () => { render(); focusFirstChoice(); },
  name: (p) => name(p),
  sideName: (s) => sideName(s),
  get ui() { return ui; },
};

function render() {
  if (!snap) return;
  const before = measure(els.stage);
  const board = snap.game === "xeri" ? renderXeri(snap, ctx) : renderXix(snap, ctx);
  board.classList.toggle("inert", busy || snap.waiting !== "you");
  clear(els.stage).appendChild(board);
  drawn = snap;
  const st = snap.game === "xeri" ? xeriStatus(snap, ctx) : xixStatus(snap, ctx);
  els.status.replaceChildren(
    h("span", { class: "round", text: st.round }),
    h("span", { class: "totals", text: st.totals }),
    h("span", { class: "turn", id: "turn", text: turnText() }));
  document.documentElement.dataset.waiting = snap.waiting;
  document.documentElement.dataset.game = snap.game;
  document.documentElement.dataset.decisions = String(snap.decisions);
  glide(els.stage, before);
  updateTools();
}

// After setBusy on a board already drawn for this snapshot only its `inert` mark
// changes (as render sets it): no need to build the board again.
function settle() {
  const board = els.stage.firstElementChild;
  if (drawn === snap && board && board.id === "board") {
    board.classList.toggle("inert", busy || snap.waiting !== "you");
  } else {
    render();
  }
}

function turnText() {
  if (snap.waiting === "finished") return t("end.game");
  if (snap.waiting === "you") {
    if (snap.choices.some((c) => "cut" in c.event)) return t("table.turn.you");
    return snap.hot_seat ? `${name(snap.seat)}: ${t("table.turn.you")}` : t("table.turn.you");
  }
  if (snap.turn !== null && snap.turn !== undefined) return t("table.turn.other", { name: name(snap.turn) });
  return "";
}

async function decide(event) {
  if (busy || !snap || snap.waiting !== "you") return;
  setBusy(true);
  ui = {};
  try {
    const next = await call("table_play", { event });
    await receive(next, { fresh: true });
  } catch (err) {
    toast(t("error.prefix") + err.message);
    setBusy(false);
    render();
  }
}

// Show a snapshot: animate what happened, render, then go on (computer, hand-over, breakdown).
async function receive(next, { fresh }) {
  setBusy(true);
  if (next.lang && next.lang !== getLang()) {
    next = { ...(await call("table_snapshot")), fresh: next.fresh };
  }
  await persist(next);
  const prev = snap;
  if (prev && fresh) {
    for (const f of next.fresh) await animate(prev, next, f);
  }
  snap = next;
  render();
  if (fresh) announceFresh(next.fresh);
  else announce(turnText());
  const ended = next.fresh.some((f) => f.entries.some((e) => e.type === "round_end" || e.exchange));
  let shown = true;
  if (fresh && ended) await showBreakdown(next.waiting === "finished" ? "game" : "round");
  else if (next.waiting === "finished") await showBreakdown("game");
  else shown = false;
  setBusy(false);
  if (shown) render();
  else settle();
  await proceed();
}

async function proceed() {
  if (!snap) return;
  if (snap.waiting === "computer") {
    setBusy(true);
    settle();
    await wait(snap.game === "xix" ? 650 : 550);
    let next;
    try {
      next = await call("table_step");
    } catch (err) {
      toast(err.message);
      setBusy(false);
      return;
    }
    await receive(next, { fresh: true });
  } else if (snap.waiting === "handover" || (snap.hot_seat && snap.waiting === "you" && shownSeat !== snap.seat)) {
    await handOver(snap.waiting === "handover" ? snap.turn : snap.seat);
  } else if (snap.waiting === "you") {
    focusFirstChoice();
  }
}

function focusFirstChoice() {
  if (document.activeElement && document.activeElement !== document.body &&
      els.stage.contains(document.activeElement)) return;
  if (els.dialog.open) return;
  const target = els.stage.querySelector("button.legal, .cut-range, #raise");
  if (target) target.focus({ preventScroll: true });
}

// --- motion ----------------------------------------------------------------------
async function animate(prev, next, f) {
  if (!pace() || !f.entries) return;
  for (const e of f.entries) {
    if (prev.game === "xeri" && e.type === "play") {
      await animateXeriPlay(prev, e);
    } else if (prev.game === "xix" && "play" in e && e.player !== undefined) {
      await animateXixPlay(prev, e);
    }
  }
}

function cardEl(card) {
  return els.stage.querySelector(`[data-key="c-${card}"]`);
}

async function animateXeriPlay(prev, e) {
  const pile = document.getElementById("pile");
  const target = pile.querySelector(".fan .top") || pile.querySelector(".fan");
  const from = cardEl(e.card)?.getBoundingClientRect() || handRect(e.player, prev);
  const model = makeCard(e.card);
  await fly(model, from, target.getBoundingClientRect(), { spin: e.player === prev.seat ? 0 : 8 });
  if (e.captured) {
    // Show the card on the pile, then sweep pile and card to the taker's stack.
    const fan = pile.querySelector(".fan");
    const top = makeCard(e.card);
    top.classList.add("landed");
    fan.appendChild(top);
    if (e.xeri || e.jack_xeri) {
      announce(`${name(e.player)}: ${e.jack_xeri ? t("table.jack_xeri") : t("table.xeri")}`);
      await banner(els.stage, e.jack_xeri ? t("table.jack_xeri") : t("table.xeri"), "xeri");
    } else {
      await wait(250);
    }
    const dest = document.getElementById(`captured-${e.player & 1}`)?.getBoundingClientRect();
    const cards = [...fan.querySelectorAll(".card:not(.slot)")];
    await Promise.all(cards.map((c, i) => {
      const r = c.getBoundingClientRect();
      c.classList.add("gone");
      return fly(c, r, dest, { duration: 420 + i * 30, fade: true });
    }));
  }
}

async function animateXixPlay(prev, e) {
  const trick = document.getElementById("pile");
  const from = cardEl(e.play)?.getBoundingClientRect() ||
    document.querySelector(`#seat-${e.player} .closed-backs, #seat-${e.player}`)?.getBoundingClientRect();
  const slot = trick.querySelector(".card:last-child") || trick;
  await fly(makeCard(e.play), from, slot.getBoundingClientRect());
  const shown = makeCard(e.play);
  shown.classList.add("landed");
  trick.appendChild(shown);
  await wait(300);
}

function makeCard(card) {
  return h("div", { class: "card" }, cardArt(card));
}

// --- announcements -----------------------------------------------------------------
function describeEntry(e, game) {
  const who = (p) => name(p);
  const you = (p) => isYou(p);
  if (game === "xeri") {
    if (e.type === "play") {
      const card = cardName(e.card);
      let text = e.captured
        ? t(you(e.player) ? "act.capture.you" : "act.capture", { who: who(e.player), n: e.captured, card })
        : t(you(e.player) ? "act.play.you" : "act.play", { who: who(e.player), card });
      if (e.xeri) text += ` ${t("table.xeri")}`;
      if (e.jack_xeri) text += ` ${t("table.jack_xeri")}`;
      return text;
    }
    if (e.type === "cut") return t(you(e.player) ? "act.cut.you" : "act.cut", { who: who(e.player), n: e.cut });
    if (e.type === "sweep") return t("act.sweep", { who: sideName(e.side), n: e.cards });
    if (e.type === "deal") return t("act.deal");
    if (e.type === "bottom") return `${t("table.bottom")}: ${cardName(e.card)}`;
    return "";
  }
  if ("play" in e && e.player !== undefined) {
    return t(you(e.player) ? "act.play.you" : "act.play", { who: who(e.player), card: e.play });
  }
  if (e.trick) return t(you(e.trick.taken_by) ? "act.trick.you" : "act.trick", { who: who(e.trick.taken_by) });
  if (e.decision) {
    const k = e.decision === "raise" ? "act.raise" : "act.abandon";
    return t(you(e.player) ? `${k}.you` : k, { who: who(e.player) });
  }
  if ("draft" in e) return t(you(e.player) ? "act.draft.you" : "act.draft", { who: who(e.player), card: e.draft });
  if (e.trade) {
    const pos = e.trade.take + 1;
    if (e.trade.give === null) return t("act.trade.hidden", { who: who(e.player), pos });
    return t(you(e.player) ? "act.trade.you" : "act.trade", { who: who(e.player), card: e.trade.give, pos });
  }
  return "";
}

function announceFresh(fresh) {
  const lines = [];
  for (const f of fresh) for (const e of f.entries) lines.push(describeEntry(e, snap.game));
  const text = lines.filter(Boolean).join(". ");
  announce(text ? `${text}. ${turnText()}` : turnText());
}

// --- dialogs: breakdown, hand-over, log, rules -------------------------------------------
function openSheet(kind, title, body, actions, { locked = false } = {}) {
  els.dialog.dataset.kind = kind;
  els.dialog.dataset.modal = locked ? "locked" : "";
  const closeBtn = locked ? null : h("button", { type: "button", class: "close", "aria-label": t("menu.close"),
    onclick: () => els.dialog.close() }, "×");
  els.dialog.replaceChildren(
    h("div", { class: "sheet-head" }, h("h2", { id: "sheet-title", text: title }), closeBtn),
    h("div", { class: "sheet-body" }, body),
    ...(actions ? [h("div", { class: "actions" }, actions)] : [])); // replaceChildren(null) writes "null"
  els.dialog.setAttribute("aria-labelledby", "sheet-title");
  if (!els.dialog.open) els.dialog.showModal();
  return new Promise((resolve) => {
    els.dialog.addEventListener("close", () => resolve(), { once: true });
  });
}

function xeriBreakdown(kind) {
  const v = snap.view;
  const last = v.rounds[v.rounds.length - 1];
  const body = [];
  const sides = [snap.seat & 1, 1 - (snap.seat & 1)];
  if (last) {
    const table = h("table", { class: "breakdown", id: "breakdown" },
      h("tr", {}, h("th", { text: "" }), sides.map((s) => h("th", { scope: "col", text: sideName(s) }))));
    for (const line of last.lines) {
      const cells = sides.map((s) => {
        const value = line.values[s];
        const pts = line.points[s];
        const text = line.key === "cards" || line.key === "points" ? String(value)
          : line.key === "xeris" || line.key === "jack_xeris" ? `${value} (${pts})` : String(pts);
        return h("td", { text });
      });
      table.appendChild(h("tr", { class: line.key === "points" ? "sum" : "" },
        h("th", { scope: "row", text: t(`end.${line.key}`) }), cells));
    }
    table.appendChild(h("tr", { class: "total" }, h("th", { scope: "row", text: t("end.total") }),
      sides.map((s) => h("td", { text: String(v.totals[s]) }))));
    if (!(v.config.variants || {}).target) {
      table.appendChild(h("tr", {}, h("th", { scope: "row", text: t("end.round_wins") }),
        sides.map((s) => h("td", { text: String(v.round_wins[s]) }))));
    }
    body.push(table);
    body.push(h("p", { class: "verdict", text: roundVerdict(last.winner) }));
  }
  if (kind === "game") body.push(h("p", { class: "verdict big", id: "game-result", text: gameVerdict(v.winner, true) }));
  return { title: kind === "game" ? t("end.game") : t("end.round", { n: v.rounds.length }), body };
}

function roundVerdict(winner) {
  if (winner === null || winner === undefined) return t("end.tie.round");
  if (!snap.hot_seat) {
    const mine = (humans()[0] & 1) === winner;
    if (sideCount(winner) > 1) return t(mine ? "end.round.us" : "end.round.them");
    if (mine) return t("end.round.you");
  }
  return t("end.winner.round.one", { name: sideName(winner) });
}

function sideCount(side) { return snap.seats.filter((_, i) => (i & 1) === side).length; }

function gameVerdict(winner, xeri) {
  if (winner === null || winner === undefined) return t("end.draw");
  const me = humans()[0];
  if (!snap.hot_seat) {
    const mine = xeri ? (me & 1) === winner : me === winner;
    return mine ? t("end.you_win") : t("end.you_lose");
  }
  const label = xeri ? sideName(winner) : name(winner);
  const many = xeri && sideCount(winner) > 1;
  return t(many ? "end.winner.game" : "end.winner.game.one", { name: label });
}

function xixBreakdown(kind) {
  const v = snap.view;
  const last = v.exchanges[v.exchanges.length - 1];
  const players = [snap.seat, 1 - snap.seat];
  const body = [];
  if (last) {
    const table = h("table", { class: "breakdown", id: "breakdown" },
      h("tr", {}, h("th", { text: "" }), players.map((p) => h("th", { scope: "col", text: name(p) }))),
      h("tr", {}, h("th", { scope: "row", text: t("end.strikes") }), players.map((p) => h("td", { text: String(last.strikes[p]) }))),
      h("tr", {}, h("th", { scope: "row", text: t("end.stakes") }), players.map((p) => h("td", { text: String(p === last.winner ? last.points : 0) }))),
      h("tr", { class: "total" }, h("th", { scope: "row", text: t("end.scores") }), players.map((p) => h("td", { text: String(v.scores[p]) }))));
    body.push(table);
    body.push(h("p", { class: "verdict", text: t(snap.hot_seat || !isYou(last.winner) ? "end.xix.winner.one" : "end.xix.winner",
      { name: name(last.winner), n: last.points }) }));
  }
  if (kind === "game") {
    if (v.end) body.push(h("p", { class: "note", text: t(v.end === "exact_19" ? "end.exact19" : "end.reached19") }));
    body.push(h("p", { class: "verdict big", id: "game-result", text: gameVerdict(v.winner, false) }));
  }
  return { title: kind === "game" ? t("end.game") : t("end.exchange", { n: v.exchanges.length }), body };
}

async function showBreakdown(kind) {
  const { title, body } = snap.game === "xeri" ? xeriBreakdown(kind) : xixBreakdown(kind);
  const actions = kind === "game"
    ? [h("button", { type: "button", class: "primary", id: "again", autofocus: true,
      onclick: () => playAgain() }, t("end.again")),
      h("button", { type: "button", id: "to-setup", onclick: () => { els.dialog.close(); showSetup(); } }, t("end.newgame")),
      h("button", { type: "button", id: "export-end", onclick: () => exportRecord() }, t("menu.export"))]
    : [h("button", { type: "button", class: "primary", id: "continue", autofocus: true,
      onclick: () => els.dialog.close() }, t("end.continue"))];
  announce(`${title}. ${body.map((b) => (b.tagName === "P" ? b.textContent : "")).join(" ")}`);
  const done = openSheet("breakdown", title, body, actions);
  if (kind !== "game") await done;
}

async function handOver(seat) {
  // Hot-seat: cover the table until the next person says they are there.
  const cover = h("div", { class: "handover", id: "handover", role: "dialog", "aria-modal": "true",
    "aria-labelledby": "handover-title" },
  h("h2", { id: "handover-title", text: t("handover.title") }),
  h("p", { text: t("handover.text", { name: t("seat.player", { n: seat + 1 }) }) }));
  const ready = h("button", { type: "button", class: "primary", id: "handover-ready" },
    t("handover.ready", { name: t("seat.player", { n: seat + 1 }) }));
  cover.appendChild(ready);
  clear(els.stage).appendChild(cover);
  document.documentElement.dataset.waiting = "handover";
  document.getElementById("turn").textContent = t("handover.title");
  updateTools();
  announce(t("handover.text", { name: t("seat.player", { n: seat + 1 }) }));
  ready.focus();
  await new Promise((resolve) => ready.addEventListener("click", resolve, { once: true }));
  const next = await call("table_show", { seat });
  await persist(next);
  shownSeat = seat;
  snap = next;
  ui = {};
  render();
  announce(turnText());
  focusFirstChoice();
}

function openLog() {
  if (!snap) return;
  const list = h("ol", { class: "log", id: "log-list" });
  for (const entry of snap.log) {
    list.appendChild(h("li", {}, h("strong", { text: `${name(entry.player)}: ` }), logText(entry)));
  }
  const body = snap.log.length ? list : h("p", { text: t("log.empty") });
  openSheet("log", t("log.title"), body, null);
  list.lastElementChild?.scrollIntoView({ block: "end" });
}

function logText(entry) {
  return entry.label; // said by Python in the page's language (pygame_core/words.py)
}

const rulesCache = {};

async function openRules() {
  const game = snap ? snap.game : (setup && setup.game) || "xeri";
  const body = h("div", { class: "rules", id: "rules-text" });
  const tabs = h("div", { class: "tabs", role: "tablist" }, ["xeri", "xix"].map((g) =>
    h("button", { type: "button", role: "tab", class: "tab", "aria-selected": String(g === game),
      onclick: () => showRules(g, body, tabs) }, t(`rules.${g}`))));
  openSheet("rules", t("rules.title"), [tabs, body], null);
  await showRules(game, body, tabs);
}

async function showRules(game, body, tabs) {
  [...tabs.children].forEach((b, i) => b.setAttribute("aria-selected", String(["xeri", "xix"][i] === game)));
  if (!(game in rulesCache)) {
    try {
      const res = await fetch(`rules/rules-${game}.md`);
      rulesCache[game] = res.ok ? await res.text() : null;
    } catch {
      rulesCache[game] = null;
    }
  }
  const text = rulesCache[game];
  body.replaceChildren(text ? renderMarkdown(text) : h("p", { text: t("rules.missing") }));
}

// --- undo and hint ------------------------------------------------------------------
async function undo() {
  if (busy || !snap || !snap.can_undo) return;
  setBusy(true);
  try {
    if (els.dialog.open) els.dialog.close();
    const next = await call("table_undo");
    await persist(next);
    snap = next;
    ui = {};
    setBusy(false);
    render();
    announce(turnText());
    await proceed();
  } catch (err) {
    toast(err.message);
    setBusy(false);
  }
}

async function hint() {
  if (busy || !snap || snap.waiting !== "you") return;
  try {
    const found = await call("table_hint");
    const card = found.event.play ?? found.event.draft;
    const text = t("hint.text", { label: found.label, reason: found.reason });
    toast(text);
    announce(text);
    if (card !== undefined) cardEl(card)?.classList.add("hinted");
  } catch (err) {
    toast(err.message);
  }
}

// --- keyboard ---------------------------------------------------------------------------
function onKey(e) {
  if (e.target && /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) && e.target.type !== "range") return;
  const inHand = e.target.closest && e.target.closest(".hand, .offer-cards, .strike-row, .xix-hand");
  if (inHand && (e.key === "ArrowLeft" || e.key === "ArrowRight")) {
    const items = [...els.stage.querySelectorAll("button.card:not([disabled])")];
    const i = items.indexOf(e.target);
    if (i >= 0) {
      const next = items[(i + (e.key === "ArrowRight" ? 1 : -1) + items.length) % items.length];
      next.focus();
      e.preventDefault();
    }
  } else if (e.key === "u" && !e.ctrlKey && !e.metaKey && !els.dialog.open) {
    undo();
  }
}

// --- saving, resuming, statistics, record files ---------------------------------------
// The game is saved as its record (with seed and seats) after every answer of the
// engine, before anything is animated, so a reload, a closed tab or a crash resumes
// it exactly there.
async function persist(next) {
  if (next.waiting === "finished" && !counted) {
    const outcome = personsOutcome(next);
    if (outcome) storage.countGame(outcome);
    counted = true;
  }
  let saved;
  try {
    saved = await engine.call("table_saved", {});
  } catch (err) {
    toast(err.message);
    return;
  }
  if (!storage.saveGame(saved, { counted }) && !saveWarned) {
    saveWarned = true;
    toast(t("save.failed"));
  }
}

// The statistics count games with one person against the computer, for that
// person's side; hot-seat games have no single "you".
function personsOutcome(s) {
  const people = s.seats.map((seat, i) => (seat.kind === "human" ? i : -1)).filter((i) => i >= 0);
  if (people.length !== 1 || !s.result) return null;
  const me = people[0];
  if (s.game === "xeri") {
    const side = me & 1;
    const xeris = s.result.rounds.reduce((n, r) => n + r.sides[side].xeris + r.sides[side].jack_xeris, 0);
    return { game: "xeri", won: s.result.winner === side, xeris, score: s.result.totals[side] };
  }
  return { game: "xix", won: s.result.winner === me, xeris: 0, score: s.result.scores[me] };
}

async function resume() {
  const saved = storage.loadGame();
  if (!saved) return false;
  let first;
  try {
    first = await call("table_load", saved.table);
  } catch (err) {
    storage.setAsideGame(`the game engine refused it: ${err.message}`);
    return false;
  }
  document.documentElement.dataset.screen = "table";
  document.documentElement.dataset.resumed = "true";
  snap = null;
  shownSeat = null;
  ui = {};
  counted = Boolean(saved.counted);
  receive(first, { fresh: false });
  toast(t("resume.done"));
  return true;
}

function showStorageNotice() {
  const problems = storage.storageProblems();
  if (!problems.length) return;
  const text = problems.map((p) => t("storage.notice", { what: t(`storage.${p.kind}`), reason: p.reason })).join(" ");
  els.notice.replaceChildren(h("span", { id: "storage-notice-text", text }),
    h("button", { type: "button", class: "close", id: "storage-notice-close", "aria-label": t("storage.dismiss"),
      onclick: () => { els.notice.hidden = true; } }, "×"));
  els.notice.hidden = false;
}

function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

async function exportRecord() {
  if (!snap) return;
  try {
    const { record } = await engine.call("table_saved", {});
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
    const file = `${record.game}-${stamp}.json`;
    download(file, `${JSON.stringify(record)}\n`);
    toast(t("export.done", { file }));
  } catch (err) {
    toast(err.message);
  }
}

const IMPORT_LIMIT = 2 * 1024 * 1024;

function importBox() {
  const input = h("input", { type: "file", id: "import-file", accept: ".json,application/json", hidden: true });
  const error = h("p", { class: "import-error", id: "import-error", role: "alert", hidden: true });
  input.addEventListener("change", () => {
    const file = input.files[0];
    input.value = "";
    if (file) importRecord(file, error);
  });
  return h("div", { class: "import" },
    h("button", { type: "button", id: "import", onclick: () => input.click() }, t("import.button")),
    h("small", { text: t("import.note") }), input, error);
}

// Play on from a record file: the engine checks every event; a bad file changes nothing.
async function importRecord(file, error) {
  error.hidden = true;
  const refuse = (reason) => {
    error.textContent = t("import.bad", { file: file.name, reason: String(reason).split("\n")[0] });
    error.hidden = false;
  };
  if (file.size > IMPORT_LIMIT) return refuse(t("import.big"));
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch {
    return refuse(t("import.json"));
  }
  // The seats chosen on this screen, as many as the record's game has players.
  const players = record && record.game === "xeri" && Number.isInteger(record.config?.players) &&
    record.config.players > 0 && record.config.players <= 8 ? record.config.players : 2;
  const seats = Array.from({ length: players }, (_, i) => setup.seats[i] ?? "ai:medium").map((seat) =>
    (seat === "you" || seat === "person" ? { kind: "human" } : { kind: "ai", level: seat.split(":")[1] }));
  let first;
  try {
    first = await call("table_load", { record, seed: newSeed(), seats });
  } catch (err) {
    return refuse(err.message);
  }
  document.documentElement.dataset.screen = "table";
  snap = null;
  shownSeat = null;
  ui = {};
  counted = true; // played elsewhere: never in this device's statistics
  await receive(first, { fresh: false });
}

function statsTable() {
  const stats = storage.loadStats();
  const cell = (v) => h("td", { text: v === null ? "—" : String(v) });
  return h("section", { class: "stats", "aria-labelledby": "stats-title" },
    h("h3", { id: "stats-title", text: t("stats.title") }),
    h("table", { id: "stats" },
      h("tr", {}, h("th", { text: "" }), ["games", "wins", "xeris", "best"].map((k) =>
        h("th", { scope: "col", text: t(`stats.${k}`) }))),
      storage.GAMES.map((game) => h("tr", { "data-game": game },
        h("th", { scope: "row", text: t(`setup.${game}`) }),
        cell(stats[game].games), cell(stats[game].wins),
        cell(game === "xeri" ? stats[game].xeris : null), cell(stats[game].best)))));
}

// --- start ----------------------------------------------------------------------------------
export function startPlay(theEngine) {
  engine = theEngine;
  initLang();
  loadSettings();
  root = document.getElementById("table");
  document.head.appendChild(h("link", { rel: "stylesheet", href: new URL("./table.css", import.meta.url).href }));
  buildChrome();
  relabelChrome();
  setBusy(false);
  resume().then((resumed) => {
    if (!resumed) showSetup();
    showStorageNotice();
  });
}
