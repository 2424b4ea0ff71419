// The game page: boots the engine (with its progress), then the new-game form,
// the table, the menu, saving and resuming. <html data-app-state> goes
// "loading" -> "ready" or "error". Python draws the form, the board and every
// panel; this module puts them on the page and keeps what the device stores.
import { $, draw, h, html, morph } from "./dom.js";
import { Engine } from "./engine.js";
import * as started from "./start.js";
import { fill, getLang, initLang, setLang, t } from "./i18n.js";
import { setPace, SPEEDS } from "./motion.js";
import { offline } from "./offline.js";
import { setMuted } from "./sound.js";
import * as storage from "./storage.js";
import { Table } from "./table.js";
import * as tabs from "./tabs.js";
import { ask, panel, sheet, toast } from "./sheet.js";
import { bootScreen, fail, failed, showProgress } from "./boot.js";
import { relang, review } from "./review.js";

const params = new URLSearchParams(location.search);
let engine, table, last = null, counted = false, hinted = null; // hinted: the answer a hint was for
let settings = null, stats = null, replaced = null, raw = {}, problems = [], offer = false;
let owner = true, saving = Promise.resolve(), savedMove = 0; // this tab plays; its last save
// Kept in this tab until the device has room: the replaced game, the finished games' counts.
let unkept = false, owed = [];
// After the next frame (or 100 ms: a page out of sight draws none).
const painted = () => new Promise((done) => { requestAnimationFrame(() => setTimeout(done)); setTimeout(done, 100); });

// --- boot ----------------------------------------------------------------------
async function boot() {
  initLang(null, params.get("lang")); // an embed's "open in the game" asks for its language
  bootScreen();
  document.title = t("app.title");
  if (typeof WebAssembly !== "object" || typeof Worker !== "function") {
    fail(t(typeof WebAssembly !== "object" ? "boot.no_wasm" : "boot.no_worker"));
    return offline();
  }
  engine = open(started);
  try {
    const hello = await engine.ready;
    Object.assign(html.dataset, { engine: hello.version, python: hello.python });
  } catch (err) {
    failed(err);
    return offline();
  }
  await start();
  performance.mark("app-ready"); // time to playable (the game list or the game drawn), for bench/run.py
  offline(); // its precaching after the first screen, not competing with it
}

// The engine: the worker start.js began, or a new one for one that died.
function open(worker) {
  return new Engine(worker, {
    stallMs: Number(html.dataset.stallTimeoutMs) || 30000,
    callTimeoutMs: Number(html.dataset.callTimeoutMs) || 30000,
    onProgress: showProgress,
    // <html data-snapshot>: restored, fallback, saved or failed (tests, benchmarks).
    onEvent: ({ event, ...details }) => {
      if (event !== "snapshot") return;
      html.dataset.snapshot = details.state;
      console.info(`snapshot ${JSON.stringify(details)}`);
    },
  });
}

// An engine that died (its worker gone) is started again and the game resumed from its
// save before anything is said; only one that cannot start again is a failure.
async function revive(err) {
  await saving;
  engine = open(new URL("./worker.js", import.meta.url));
  try {
    await engine.ready;
    if (!(await savedGame()).game) await showSetup();
    html.dataset.revived = String(Number(html.dataset.revived || 0) + 1);
  } catch (again) {
    failed(again.type === "EngineFailed" ? again : err);
  }
}

// --- the menu --------------------------------------------------------------------
const call = (op, args = {}) => engine.call(op, { ...args, lang: getLang() });
// What a player reads of a failed call: a refusal is worded by Python, anything else is a fault.
const said = (err) => (err.type === "IllegalMoveError" ? err.message : (console.warn(err.message), t("error.engine")));

// The menu is drawn by Python with every answer (pygame_core/chrome.py); its buttons
// say what they do (data-do), and those that need the table idle (data-idle) wait.
const closing = (then) => (b) => { $("sheet").close(); then(b); };
const DO = {
  new: async (b) => { if (!b.dataset.ask || await ask(b.dataset.ask)) closing(() => showSetup())(b); }, undo: async () => { table.stop(); table.show(await call("table_undo")); }, hint: () => hint(), log: () => openPanel("table_log"),
  rules: (b) => openRules(b.dataset.topic), export: () => exportRecord(), lang: () => switchLang(), import: () => $("import-file").click(),
  about: () => openPanel("guide_about"), stats: () => openPanel("stats_sheet", { stats }), tutorial: closing((b) => newGame({ game: b.dataset.topic || $("setup")?.game.value }, "guide_tutorial")),
  sound: () => { settings.sound = !settings.sound; keepSettings(); applyPace(); },
  again: closing(() => newGame(settings.setup)), continue: closing(() => {}),
  review: closing(() => { table.stop(); review({ call, stage: $("stage"), status: $("status"), start: {}, done: async () => table.show(await call("table_answer")) }).catch((err) => toast(said(err))); }),
  // The device changes hands: the live region keeps nothing said to the last person.
  ready: async () => { $("announce").replaceChildren(); await table.show(await call("table_show", { seat: last.answer.handover })); },
  "back-current": async () => play(await call("table_answer"), { isCounted: counted }),
  "back-replaced": async () => {
    // The games change places: an unfinished one on the table is the one put aside now.
    const doc = replaced;
    if (!await putAside()) storage.drop("replaced");
    await play(await call("table_load", doc.table), { isCounted: doc.counted });
  },
  here: async () => {
    await tabs.take();
    readonly(false);
    await savedGame();
    table.proceed(table.gen);
  },
  copies: async () => openPanel("stored_copies",
    { copies: (await storage.copies()).map(({ name, kind, at }) => ({ name, kind, at })) }),
  "copy-restore": async (b) => { await storage.restore(await copy(b)); location.reload(); },
  "copy-export": async (b) => download(b.dataset.name.replace(/\W+/g, "-") + ".json", (await copy(b)).text),
  "copy-delete": async (b) => { await storage.drop((await copy(b)).name); DO.copies(); },
  dismiss: (b) => { b.parentElement.hidden = true; },
  "reset-stats": async () => {
    if (!await ask("ask.reset")) return;
    stats = null; // no document: no games counted
    await storage.drop("stats");
    showSetup(formValues($("setup")));
  },
};

const copy = async (button) => (await storage.copies()).find((c) => c.name === button.dataset.name);

const unfinished = () => Boolean(last) && last.answer.waiting !== "finished";
// An unfinished game the device keeps (a guided game is not kept: nothing to put aside).
const kept = () => unfinished() && Boolean(last.save);

// Before a new game or a file replaces an unfinished game: ask, and keep it to bring back.
const replacing = async () => !kept() || (await ask("ask.replace") && (await putAside(), true));
// The unfinished game becomes the one to bring back, stored or, if the device is full,
// kept here (the game that replaces it is then stored only once this one is).
async function putAside() {
  replaced = kept() ? { table: last.save, counted } : null;
  unkept = Boolean(replaced) && !await storage.save("replaced", replaced);
  return replaced;
}
const keepSettings = () => owner && storage.save("settings", settings);

// Another tab plays the game: this one shows it and can take it over (tabs.js).
function readonly(on) {
  owner = !on;
  table.readonly = on;
  table.mark();
  html.dataset.owner = String(!on);
  $("tab-notice").hidden = !on;
}

// The game as the device has it saved (another tab may have played on).
// Every document is read afresh: this tab may write them once it plays.
async function savedGame() {
  raw = await storage.readAll();
  const { docs } = await call("stored_check", { docs: raw });
  ({ settings, stats, replaced } = docs);
  if (docs.game) await play(await call("table_load", docs.game.table), { isCounted: docs.game.counted, at: true });
  return docs;
}

// The menu is redrawn only when Python's differs from the one shown, in place (morph):
// a "☰" opened while the computer plays stays open.
let shownMenu = "";
function showMenu(node) {
  const key = JSON.stringify(node);
  if (key === shownMenu) return idle();
  shownMenu = key;
  morph($("menu"), draw(node, {}));
  $("speed").value = settings.speed;
  applyPace();
  idle();
}

const idle = () => { for (const b of document.querySelectorAll("#menu [data-idle]")) b.disabled = table.busy; };

// A click runs its button's data-do, a change its field's (data-any: what a watching tab may do).
const CHANGED = { "import-file": (input) => importFile(input),
  speed: (select) => { settings.speed = select.value; applyPace(); keepSettings(); } };
function onDo(e) {
  const button = e.target.closest("[data-do]");
  const acts = e.type === "change" ? CHANGED : DO;
  if (!button || !Object.hasOwn(acts, button.dataset.do) || !(owner || acts === CHANGED || button.dataset.any !== undefined)) return;
  // chosen from the phone's ☰ menu: it closes (the sound is switched in it, in sight)
  if (acts === DO && button.dataset.do !== "sound") for (const open of document.querySelectorAll("#menu :popover-open")) open.hidePopover(); // and a desktop's "More"
  acts[button.dataset.do](button);
}

// The pace of the computer's moves and of motion (none when the person asks for less
// motion), and the sound: as the settings say.
function applyPace() {
  const forced = Object.hasOwn(SPEEDS, params.get("pace")) ? params.get("pace") : null;
  setPace(SPEEDS[forced || settings.speed] ?? 1, matchMedia("(prefers-reduced-motion: reduce)").matches);
  html.dataset.pace = forced || settings.speed;
  setMuted(!settings.sound);
  $("btn-sound")?.setAttribute("aria-pressed", String(settings.sound));
}

async function switchLang() {
  setLang(getLang() === "en" ? "el" : "en");
  fill();
  document.title = t("app.title");
  if (html.dataset.screen === "setup") showSetup(formValues($("setup")));
  // A review stays on screen, the menu in the new words.
  else if ($("review")) await Promise.all([relang(), call("table_answer").then((r) => showMenu(r.answer.menu))]);
  else if (table.answer && !table.busy) {
    table.setBusy(true); // no click until it is drawn in the new language (its answer would be dropped)
    table.show(await call("table_answer").catch((err) => { table.setBusy(false); throw err; }));
  }
}

// The rules (at a topic: a "?" beside a decision), About, the move log and the copies put
// aside, drawn by Python (pygame_core/guide.py, table.py, stored.py), what it marks
// data-show="start|end" in view.
async function openPanel(op, args) {
  const { title, body } = await call(op, args);
  const shown = draw(body, {});
  sheet(op, title, shown);
  const marked = shown.querySelector("[data-show]");
  marked?.scrollIntoView({ block: marked.dataset.show });
}
const openRules = (topic) => openPanel("guide_rules", { topic: topic || $("setup")?.game.value || table?.answer?.game });

// --- playing -----------------------------------------------------------------------
const seed = () => (/^\d{1,15}$/.test(params.get("seed") ?? "") ? Number(params.get("seed")) : crypto.getRandomValues(new Uint32Array(1))[0]);

function saved(reply) {
  last = reply;
  showMenu(reply.answer.menu);
  const outcome = reply.answer.outcome;
  if (outcome && !counted && owner) owed.push(outcome);
  counted ||= Boolean(outcome);
  if (!owner || !reply.save) return; // a guided game is not saved
  // Saved in order, one after the other, once the answer is on screen: the write (its Cache
  // Storage call blocks the page's thread for ms) is out of the click's time; the table says
  // busy until it lands. What a new game put aside is stored before the game replaces it.
  return saving = saving.then(painted).then(async () => {
    if (owed.length) await count().catch(() => {});
    if (unkept) unkept = !await storage.save("replaced", replaced);
    const ok = !unkept && await storage.save("game", { table: reply.save, counted: counted && !owed.length });
    if (ok) { savedMove = reply.answer.decisions; tabs.told(); }
    // What the device could not keep stays in this tab, and the person is told each time.
    const lines = [!ok && t(savedMove ? "save.failed" : "save.none", { n: savedMove }), unkept && t("save.replaced"), owed.length && t("save.stats", { n: owed.length })].filter(Boolean);
    Object.assign($("save-notice"), { hidden: !lines.length }).replaceChildren(h("span", { id: "save-notice-text", text: lines.join(" ") }), h("button", { type: "button", "data-do": "export" }, t("end.export")));
  });
}

// The finished games owed are added to the statistics as stored now (another tab may have
// counted since); a stored text that cannot be read is set aside first.
async function count() {
  const text = (await storage.readAll()).stats;
  const { stats: doc, refused } = await call("stored_count", { outcomes: owed, text });
  if (refused) await storage.setAside("stats", text);
  if (!await storage.save("stats", doc)) return;
  html.dataset.counted = String(Number(html.dataset.counted || 0) + owed.length);
  [stats, owed] = [doc, []];
}

async function play(reply, { isCounted = false, at = false } = {}) {
  html.dataset.screen = "table";
  offer = false;
  counted = isCounted;
  savedMove = at ? reply.answer.decisions : 0; // at: as the device keeps it
  await table.show(reply);
}

async function newGame(values, op = "table_new") {
  if (!owner || !await replacing()) return;
  try {
    const reply = await call(op, { form: values, seed: seed() });
    // A guided game is not kept: the finished game it follows must not come back either.
    if (!reply.save && last?.save && last.answer.waiting === "finished") saving = saving.then(() => storage.drop("game"));
    await play(reply);
  } catch (err) {
    toast(said(err));
  }
}

// The hint's toast goes when the table changes (the drawn hook): it speaks of this answer;
// the focus goes to the choice it suggests.
async function hint() {
  const found = await call("table_hint").catch((err) => void toast(said(err)));
  if (!found) return;
  toast(found.text);
  hinted = table.answer;
  $("stage").querySelectorAll([`[data-act="${found.choice}"]`, ...found.marks.map((k) => `[data-key="${k}"]`)].join()).forEach((e) => e.classList.add("hinted"));
  $("stage").querySelector(`[data-act="${found.choice}"]`)?.focus({ preventScroll: true }); // Enter takes it (review 9)
}

function download(file, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  h("a", { href: url, download: file }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  toast(t("export.done", { file }));
}

function exportRecord() {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  if (last?.save) download(`${last.save.record.game}-${stamp}.json`, `${JSON.stringify(last.save.record)}\n`);
}

// --- the new-game form (drawn by Python for the values chosen so far) ----------------
const formValues = (form) => Object.fromEntries(new FormData(form).entries());

async function showSetup(values = settings.setup) {
  table?.stop();
  html.dataset.screen = "setup";
  const back = [unfinished() && "current", replaced && "replaced"].filter(Boolean);
  const { form: node, menu } = await call("setup_form", { values, stats, back, offer });
  showMenu(menu);
  const form = draw(node, {});
  form.addEventListener("change", (e) => { if (e.target.dataset.refresh !== undefined) showSetup(formValues(form)); });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    settings.setup = formValues(form);
    keepSettings();
    newGame(settings.setup);
  });
  const focused = document.activeElement?.name;
  $("stage").replaceChildren(form);
  $("status").replaceChildren();
  (focused && form.querySelector(`[name="${focused}"]:checked, select[name="${focused}"]`) || form.querySelector("#learn-offer button, input, select"))?.focus(); // the lessons first, when offered
}

// Play on from a record file, or a table opened from an embed ("open in the game":
// index.html#open=): Python reads and checks it (setup_open), and says whether it counts; a
// bad one changes nothing.
async function importFile(input) {
  const file = input.files[0];
  input.value = "";
  const refuse = (line) => Object.assign($("import-error"), { textContent: line, hidden: false });
  if (!file) return;
  const text = await file.slice(0, Number(input.dataset.read)).text(); // a huge file is not read whole
  await playOn({ text, name: file.name, form: formValues($("setup")) }, refuse);
}

async function openLink() {
  const link = location.hash.slice("#open=".length);
  history.replaceState(null, "", location.pathname + location.search);
  await playOn({ link }, toast);
}

async function playOn(what, refuse) {
  let args, counted; // counted: its end is not to be counted (Python says so)
  try { ({ counted, ...args } = await call("setup_open", what)); } catch (err) { return refuse(said(err)); }
  if (owner && await replacing()) await play(await call("table_load", { ...args, seed: seed() }), { isCounted: counted });
}

async function resume(doc) {
  if (!doc) return false;
  try {
    await play(await call("table_load", doc.table), { isCounted: Boolean(doc.counted), at: true });
  } catch (err) {
    await storage.setAside("game", raw.game);
    problems.push({ kind: "game", reason: "bad_game" });
    return false;
  }
  html.dataset.resumed = "true";
  toast(t(last.answer.waiting === "finished" ? "resume.over" : last.answer.decisions ? "resume.done" : "resume.start", { n: last.answer.decisions }));
  return true;
}

const notice = async () => problems.length && $("storage-notice").replaceWith(draw(await call("stored_notice", { refused: problems }), {}));

async function start() {
  $("table").classList.add("playing");
  $("boot").hidden = true;
  $("status").hidden = $("stage").hidden = false;
  raw = await storage.readAll();
  const checked = await call("stored_check", { docs: raw });
  for (const r of checked.refused) await storage.setAside(r.kind, raw[r.kind]);
  problems = checked.refused;
  ({ settings, stats, replaced } = checked.docs); // the settings' defaults where none are kept
  // The guided games are offered once, on the first visit (then in the menu).
  if ((offer = !settings.offered)) storage.save("settings", Object.assign(settings, { offered: true }));
  applyPace();
  table = new Table({
    call,
    ops: { play: "table_play", step: "table_step" },
    hooks: { saved, panel, handover: () => $("handover-ready").focus(), peek: (p) => sheet("peek", p.title, draw(p.body, {})),
      drawn: () => { if (table.answer.fresh || hinted && hinted !== table.answer) [hinted, $("toast").hidden, $("toast").textContent] = [null, true, ""]; },
      error: (err) => (err.type === "EngineFailed" ? revive(err) : toast(said(err))) },
  });
  tabs.listen({ onWanted: async () => { await saving; readonly(true); }, onSaved: () => savedGame() });
  new MutationObserver(idle).observe(html, { attributes: true, attributeFilter: ["data-busy"] });
  for (const type of ["click", "change"]) document.addEventListener(type, onDo);
  html.dataset.appState = "ready";
  if (!await tabs.hold()) {
    readonly(true);
    if (!(await savedGame()).game) await showSetup();
  } else if (!await resume(checked.docs.game)) await showSetup();
  // An "open in the game" link: at boot, and into this tab already on the game (hashchange).
  await (window.onhashchange = () => owner && location.hash.startsWith("#open=") && openLink())();
  await notice();
}

boot();
