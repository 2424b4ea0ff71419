// What the table remembers on this device (localStorage): the game in progress,
// the settings and the statistics, each a versioned JSON document under its own
// key. A document that cannot be read (not JSON, wrong shape) or is of another
// format is moved, exactly as it was, to "xeri.set-aside.<key>.<time>" and
// reported in one line; the other documents are untouched and the app starts.

const FORMAT = 1;
const KEYS = { game: "xeri.game", settings: "xeri.settings", stats: "xeri.stats" };
const LEGACY_SETTINGS = "xeri-table.settings"; // the first table's unversioned settings
export const SET_ASIDE_PREFIX = "xeri.set-aside.";
export const GAMES = ["xeri", "xix"];

const problems = []; // {kind, reason} found while reading

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isCount = (v) => Number.isInteger(v) && v >= 0;

function getItem(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage off (private mode, blocked): nothing is remembered
  }
}

function setItem(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function setAside(key, raw) {
  const copy = `${SET_ASIDE_PREFIX}${key}.${new Date().toISOString()}`;
  // Remove the original only once the copy is safely stored.
  if (setItem(copy, raw)) {
    try { localStorage.removeItem(key); } catch { /* storage off */ }
  }
}

// Each check returns null when the document is fine, else why it is not.
const CHECKS = {
  game(doc) {
    const table = doc.table;
    if (!isObject(table)) return "no game in it";
    if (!isObject(table.record) || !Array.isArray(table.record.events)) return "no game record in it";
    if (!Number.isInteger(table.seed)) return "no seed in it";
    if (!Array.isArray(table.seats) || !table.seats.every(isObject)) return "no seats in it";
    if (table.seat !== undefined && !Number.isInteger(table.seat)) return "a bad seat in it";
    return null;
  },
  settings(doc) {
    if (doc.speed !== undefined && typeof doc.speed !== "string") return "a bad speed in it";
    if (doc.setup !== undefined && doc.setup !== null && !isObject(doc.setup)) return "a bad game setup in it";
    return null;
  },
  stats(doc) {
    if (!isObject(doc.games)) return "no statistics in it";
    for (const [game, s] of Object.entries(doc.games)) {
      if (!GAMES.includes(game) || !isObject(s)) return `an unknown game ${JSON.stringify(game)} in it`;
      for (const field of ["games", "wins", "xeris"]) {
        if (!isCount(s[field])) return `a bad ${field} count for ${game}`;
      }
      if (s.best !== null && !Number.isInteger(s.best)) return `a bad best score for ${game}`;
    }
    return null;
  },
};

// The stored document of this kind, or null (none, or set aside as unreadable).
function read(kind) {
  const key = KEYS[kind];
  const raw = getItem(key);
  if (raw === null) return null;
  let doc;
  let reason = null;
  try {
    doc = JSON.parse(raw);
  } catch {
    reason = "it is not valid JSON";
  }
  if (!reason && !isObject(doc)) reason = "it is not a stored document";
  if (!reason && doc.format !== FORMAT) {
    reason = Number.isInteger(doc.format) && doc.format < FORMAT
      ? `it is from an older version (format ${doc.format})`
      : `its format ${JSON.stringify(doc.format ?? null)} is unknown`;
  }
  if (!reason) {
    const bad = CHECKS[kind](doc);
    if (bad) reason = `it has ${bad}`;
  }
  if (reason) {
    setAside(key, raw);
    problems.push({ kind, reason });
    return null;
  }
  return doc;
}

function write(kind, doc) {
  return setItem(KEYS[kind], JSON.stringify({ format: FORMAT, ...doc }));
}

// What was set aside while reading, as {kind, reason}: the page reports it in one line.
export function storageProblems() {
  return problems.slice();
}

// A problem found later (a saved game the engine refused): set it aside too.
export function setAsideGame(reason) {
  const raw = getItem(KEYS.game);
  if (raw !== null) setAside(KEYS.game, raw);
  problems.push({ kind: "game", reason });
}

// --- settings: {speed, setup} -----------------------------------------------
export function loadSettings() {
  let doc = read("settings");
  if (!doc && getItem(KEYS.settings) === null) {
    // The first table kept {speed, setup} unversioned: carry it over once.
    const legacy = getItem(LEGACY_SETTINGS);
    if (legacy !== null) {
      try {
        const old = JSON.parse(legacy);
        if (isObject(old) && CHECKS.settings(old) === null) {
          doc = { speed: old.speed, setup: old.setup ?? null };
          write("settings", doc);
        }
      } catch { /* unreadable: ignored, as the first table did */ }
      try { localStorage.removeItem(LEGACY_SETTINGS); } catch { /* storage off */ }
    }
  }
  return { speed: doc?.speed, setup: isObject(doc?.setup) ? doc.setup : null };
}

export function saveSettings({ speed, setup }) {
  return write("settings", { speed, setup: setup ?? null });
}

// --- the game in progress: {table: table_saved's answer, counted, savedAt} ----------
export function loadGame() {
  return read("game");
}

export function saveGame(table, { counted = false } = {}) {
  return write("game", { table, counted, savedAt: new Date().toISOString() });
}

// --- statistics: per game {games, wins, xeris, best} -----------------------------
export function emptyStats() {
  return Object.fromEntries(GAMES.map((g) => [g, { games: 0, wins: 0, xeris: 0, best: null }]));
}

export function loadStats() {
  const stats = emptyStats();
  const doc = read("stats");
  if (doc) for (const [game, s] of Object.entries(doc.games)) stats[game] = { ...s };
  return stats;
}

// Count a finished game: `outcome` is {game, won, xeris, score} for the person's side.
export function countGame({ game, won, xeris, score }) {
  const stats = loadStats();
  const s = stats[game];
  s.games += 1;
  if (won) s.wins += 1;
  s.xeris += xeris;
  s.best = s.best === null ? score : Math.max(s.best, score);
  write("stats", { games: stats });
  return stats;
}
