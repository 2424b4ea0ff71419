// The service worker: the whole game offline after one visit.
//
// build.py puts the build's content hash in BUILD and lists every file the game
// needs, with its sha256, in precache-<BUILD>.json. Installing checks each file's
// sha256 and keeps it in the cache "xeri-precache-<BUILD>": a file from any other
// build fails the install, so a cache never mixes two builds.
// Requests are answered from that cache first (the network only for what it
// lacks). A new build's worker installs in the background and waits; the page
// offers a reload (app/offline.js) and then tells it to take over. Activating
// deletes the older "xeri-precache-*" caches and nothing else (the Pyodide
// snapshot's "xeri-snapshot*" storage belongs to the page).

const BUILD = "__BUILD_HASH__";
const PREFIX = "xeri-precache-";
const CACHE = PREFIX + BUILD;
const SCOPE = new URL("./", self.location.href);

// Whether `body` is the file of this build.
async function isOurs(body, sha256) {
  const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
  if (sha256) return hex(await crypto.subtle.digest("SHA-256", body)) === sha256;
  // build-manifest.json names its build instead of being hashed in the list.
  return JSON.parse(new TextDecoder().decode(body)).build === BUILD;
}

// Each file is downloaded once on a first visit: the page's engine worker stored
// its downloads here already, and the HTTP cache holds what the page loaded
// ("force-cache"); each is checked, and only a missing or wrong one is fetched
// ("no-cache": revalidated, so an HTTP-cached older file is not kept).
async function precacheOne(cache, path, sha256) {
  const url = new URL(path, SCOPE);
  const stored = await cache.match(url);
  if (stored && await isOurs(await stored.arrayBuffer(), sha256)) return;
  // The page was loaded as its folder, not as index.html: the HTTP cache has that.
  const source = path === "index.html" ? SCOPE : url;
  for (const mode of ["force-cache", "no-cache"]) {
    const response = await fetch(source, { cache: mode });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if (!await isOurs(body, sha256)) continue;
    const headers = new Headers(response.headers);
    headers.delete("content-encoding"); // the body is decoded
    headers.delete("content-length");
    await cache.put(url, new Response(body, { status: 200, statusText: "OK", headers }));
    return;
  }
  throw new Error(`${path} is not the file of build ${BUILD}`);
}

async function precache() {
  const listed = await fetch(new URL(`precache-${BUILD}.json`, SCOPE), { cache: "no-store" });
  if (!listed.ok) throw new Error(`precache-${BUILD}.json: HTTP ${listed.status}`);
  const { files } = await listed.json();
  const cache = await caches.open(CACHE);
  await Promise.all(Object.entries(files).map(([path, sha256]) => precacheOne(cache, path, sha256)));
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => event.waitUntil(caches.keys().then((names) =>
  Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))));

// The page's "reload" on the update offer: take over from the old build now.
self.addEventListener("message", (event) => event.data?.type === "skip-waiting" && self.skipWaiting());

async function cacheFirst(request) {
  const url = new URL(request.url);
  // A page is stored under its file name; query strings never select content here.
  if (request.mode === "navigate" && url.pathname.endsWith("/")) url.pathname += "index.html";
  url.search = url.hash = "";
  return await (await caches.open(CACHE)).match(url.href) || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  event.respondWith(cacheFirst(request));
});
