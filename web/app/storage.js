// What the device keeps: the game in progress, the game a new one replaced, the
// settings and the statistics, each a JSON document with a `format`, in Cache
// Storage (cache "xeri-store": counted in the site's storage quota, shared by its
// tabs, left alone by the offline worker). This module reads and writes the texts;
// the engine checks them (pygame_core/stored.py). A refused one is set aside exactly
// as it was (the last few copies are kept) and the page goes on with defaults.
// Writes fail honestly (false) when the quota is full: nothing is deleted to make room.

const STORE = "xeri-store";
const KINDS = ["game", "replaced", "settings", "stats"];
const KEEP = 5; // set-aside copies kept, the newest
const at = (name) => new URL(`__store/${name}`, location.href).href;
const open = () => caches.open(STORE);

const get = (name) => open().then((c) => c.match(at(name))).then((r) => r?.text() ?? null).catch(() => null);

// <html data-writes>: the writes under way (a reload before "0" may lose the last one).
let writes = 0;
async function set(name, text) {
  document.documentElement.dataset.writes = String(++writes);
  try { await (await open()).put(at(name), new Response(text)); return true; } catch { return false; } finally {
    document.documentElement.dataset.writes = String(--writes);
  }
}

export async function drop(name) {
  try { await (await open()).delete(at(name)); } catch { /* nothing kept */ }
}

// Every document's stored text by kind (null where there is none). The first tables
// kept them in localStorage as "xeri.<kind>": moved here once, then removed there.
export async function readAll() {
  return Object.fromEntries(await Promise.all(KINDS.map(async (kind) => {
    let text = await get(kind), old = null;
    try { old = localStorage.getItem(`xeri.${kind}`); } catch { /* storage off */ }
    if (old !== null && (text !== null || await set(kind, old))) {
      text ??= old;
      localStorage.removeItem(`xeri.${kind}`);
    }
    return [kind, text];
  })));
}

export function save(kind, doc) {
  return set(kind, JSON.stringify({ format: 1, ...doc }));
}

// Keep a refused document as it was; the original goes only once the copy is stored.
export async function setAside(kind, text) {
  if (text !== null && await set(`aside/${kind}/${new Date().toISOString()}`, text)) await drop(kind);
  const old = (await copies()).slice(KEEP);
  for (const copy of old) await drop(copy.name);
}

// The set-aside copies, newest first: {name, kind, at, text}.
export async function copies() {
  let requests = [];
  try { requests = await (await open()).keys(); } catch { /* nothing kept */ }
  const names = requests.map((r) => decodeURIComponent(r.url.split("/__store/")[1])).filter((n) => n.startsWith("aside/"));
  const out = await Promise.all(names.map(async (name) => {
    const [, kind, when] = name.split("/");
    return { name, kind, at: when, text: await get(name) };
  }));
  return out.sort((a, b) => b.at.localeCompare(a.at));
}

// A copy back in its place (checked again by the engine at the next start).
export async function restore(copy) {
  return await set(copy.kind, copy.text) && drop(copy.name);
}
