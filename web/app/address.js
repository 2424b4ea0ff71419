// The embed's address (docs/embedding.md), checked before anything starts: its
// parameters against the games' catalog (app/catalog.js, written by the build from
// Python) and a scenario's frame and cards. A failure is an EmbedError: a stable code
// for the host and one line in the frame's language.
import { GAMES } from "./catalog.js";
import { t } from "./i18n.js";

// A failure as the host and the reader get it: a stable code and one line in the frame's
// language (words "embed.err.<code>" in pygame_core/words.py; docs/embedding.md lists them).
export class EmbedError extends Error {
  constructor(code, params) {
    super(t(`embed.err.${code}`, params));
    this.code = code;
  }
}
export const bad = (code, params) => new EmbedError(code, params);
// The engine's refusal of the settings or scenario is `engine` (with its reason); an engine that stopped, `stopped`.
export const plain = (err) => (err instanceof EmbedError ? err
  : bad(err.code === "network" ? "network" : err.type === "EngineFailed" ? "stopped" : "engine", { reason: err.message }));
export const clip = (v) => String(v).slice(0, 40);

// --- the parameters, checked against the games' catalog (app/catalog.js) --------------
// Who hears this table: the host's origin (only a site's address) and its id for the table.
export function hostOf(p) {
  const origin = p.get("origin");
  let parsed = null;
  try { parsed = origin && new URL(origin); } catch { /* reported below */ }
  if (origin && (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)) throw bad("origin", { value: clip(origin) });
  return { origin: origin || null, id: (p.get("id") || "").slice(0, 100) };
}

// A plain parameter by its rule in the catalog: one of `choices` (the text -> its value), or a
// whole number in `range`; its `default` when not given.
function read(p, key, { choices, range, default: fallback = null }) {
  const v = p.get(key) ?? "";
  if (v === "") return fallback;
  if (choices && !Object.hasOwn(choices, v)) throw bad("choice", { key, options: Object.keys(choices).join(", "), value: clip(v) });
  if (choices) return choices[v];
  if (!/^\d{1,16}$/.test(v) || Number(v) < range[0] || Number(v) > range[1]) throw bad("number", { key, low: range[0], high: range[1], value: clip(v) });
  return Number(v);
}

export function parseParams(search) {
  const p = new URLSearchParams(search);
  for (const key of p.keys()) if (!GAMES.known.includes(key)) throw bad("param", { name: clip(key) });
  const cfg = { game: read(p, "game", GAMES.params.game), levels: "medium", options: {}, scenario: null };
  const spec = GAMES.games[cfg.game || Object.keys(GAMES.games)[0]];
  for (const [key, rule] of Object.entries({ ...GAMES.params, ...spec.params })) {
    const value = read(p, key, rule);
    if (!rule.option) cfg[key] = value;
    else if (value !== null) cfg.options[key] = value;
  }
  if (p.get("ai")) {
    const list = p.get("ai").split(",");
    for (const level of list) if (!GAMES.levels.includes(level)) throw bad("choice", { key: "ai", options: GAMES.levels.join(", "), value: clip(level) });
    cfg.levels = list.length === 1 ? list[0] : list;
  }
  for (const name of (p.get("variants") || "").split(",").filter(Boolean)) {
    const key = spec.variants[name.toUpperCase()] || Object.values(spec.variants).find((v) => v === name);
    if (!key) throw bad(Object.keys(spec.variants).length ? "variation" : "plain", { value: clip(name), known: Object.keys(spec.variants).join(", ") });
    cfg.options[key] = true;
  }
  Object.assign(cfg, hostOf(p));
  const scenario = p.get("scenario");
  if (/^\s*\{|^z:/.test(scenario ?? "")) { // inline: JSON, or packed (z:, unpacked by embed.js)
    try { cfg.scenario = scenario.startsWith("z:") ? { packed: scenario.slice(2) } : { doc: JSON.parse(scenario) }; } catch { throw bad("inline"); }
  } else if (scenario) {
    const url = new URL(scenario, location.href);
    if (url.origin !== location.origin) throw bad("offsite");
    cfg.scenario = { url };
  }
  cfg.mode = cfg.mode || (cfg.scenario ? "replay" : "play");
  if ((cfg.mode === "replay" || cfg.mode === "review") && !cfg.scenario) throw bad("replay");
  if (cfg.start !== null && !cfg.scenario) throw bad("fresh");
  for (const key of ["felt", "accent", "ink"]) {
    const v = p.get(key);
    if (v && (!/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(v) || !CSS.supports("color", v))) throw bad("colour", { key, value: clip(v) });
    cfg[key] = v;
  }
  return cfg;
}

// A scenario's frame and cards, checked before the engine starts (which checks every rule):
// its game, its seat and position, and every card by the game's card fields.
export function checkScenario(doc, cfg) {
  const record = doc?.record ?? doc;
  const spec = GAMES.games[record?.game];
  if (!spec || !Array.isArray(record.events) || !record.events.every((e) => e && typeof e === "object")) throw bad("inline");
  const players = record.config?.players ?? spec.players[0];
  const field = (key, value, high) => { if (value !== undefined && value !== null && !(Number.isInteger(value) && value >= 0 && value <= high)) throw bad("field", { key, low: 0, high, value: clip(value) }); };
  if (doc.record) field("seat", doc.seat, players - 1), field("at", doc.at, record.events.length);
  const cards = (event) => Object.entries(event).forEach(([key, value]) => {
    if (!spec.cards.includes(key)) return value && typeof value === "object" && !Array.isArray(value) && cards(value);
    for (const card of [value].flat()) if (!spec.deck.includes(card)) throw bad("card", { value: clip(typeof card === "string" ? card : JSON.stringify(card)) });
  });
  record.events.forEach(cards);
  const moves = record.events.filter((e) => !("chance" in e)).length - spec.undealt; // `start` counts the moves after the deal
  if (cfg.start > moves) throw bad("start", { high: moves, value: cfg.start });
  checkSeats(cfg, players);
  return record.game;
}

// The reader's seat and the computer's levels (one, or one per seat) against the players.
export function checkSeats(cfg, players) {
  if (cfg.seat !== null && cfg.seat >= players) throw bad("number", { key: "seat", low: 0, high: players - 1, value: cfg.seat });
  if (Array.isArray(cfg.levels) && cfg.levels.length !== players) throw bad("levels", { n: players, count: cfg.levels.length });
}
