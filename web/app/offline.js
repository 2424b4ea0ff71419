// Offline play and updates: registers the service worker (../sw.js) once the
// page has booted (main.js calls `offline`), so its precaching never competes with the first load; marks
// <html data-offline="ready"> when this build is cached and active, and
// data-build with the build the page runs. A newer build's worker installs in
// the background; the page then offers "a new version is ready: reload". The
// reload lets the new worker take over, and every page of the site reloads on
// that change, so no page ever runs files of two builds.
import { h, html, SITE } from "./dom.js";
import { t } from "./i18n.js";

const CHECK_EVERY_MS = 60 * 60 * 1000;

async function showBuild() {
  const manifest = await fetch(new URL("build-manifest.json", SITE)).then((r) => r.json()).catch(() => ({}));
  if (manifest.build) html.dataset.build = manifest.build; // offline without a cache: the boot reports it
}

function offerUpdate(waiting) {
  document.getElementById("update-offer")?.remove();
  const button = h("button", { type: "button", class: "primary", id: "update-reload" }, t("update.reload"));
  const offer = h("div", { class: "update-offer", id: "update-offer", role: "status" },
    h("span", { text: t("update.ready") }), button);
  button.addEventListener("click", () => {
    button.disabled = true;
    waiting.postMessage({ type: "skip-waiting" });
    // controllerchange reloads; if the new worker is gone (replaced by a newer one), reload anyway.
    setTimeout(() => location.reload(), 5000);
  });
  document.body.prepend(offer);
  html.dataset.update = "ready";
}

// Each worker of the registration: offline play is ready once one is active; one installed
// while a page is controlled is an update to offer (the first install has no controller).
function watch(worker) {
  const check = () => {
    if (worker.state === "activated") html.dataset.offline = "ready";
    if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
  };
  check();
  worker.addEventListener("statechange", check);
}

// A new build took over (here or in another tab): reload once the table is idle,
// so the move in flight is saved first.
function reloadWhenIdle(started = Date.now()) {
  if (html.dataset.busy === "true" && Date.now() - started < 3000) setTimeout(() => reloadWhenIdle(started), 100);
  else location.reload();
}

async function register() {
  const controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => controlled && reloadWhenIdle());
  const registration = await navigator.serviceWorker.register(new URL("sw.js", SITE), {
    scope: SITE.pathname, updateViaCache: "none",
  }).catch((err) => console.warn(`offline play unavailable: ${err.message}`));
  if (!registration) {
    html.dataset.offline = "unavailable";
    return;
  }
  // Ask the browser not to evict the cache and the saved game under storage pressure.
  navigator.storage?.persist?.().catch(() => { /* not granted: best effort */ });
  for (const worker of [registration.active, registration.waiting, registration.installing]) if (worker) watch(worker);
  registration.addEventListener("updatefound", () => registration.installing && watch(registration.installing));
  const check = () => registration.update().catch(() => { /* offline: try later */ });
  setInterval(check, CHECK_EVERY_MS);
  window.addEventListener("online", check);
}

showBuild();
export function offline() {
  if ("serviceWorker" in navigator) register();
  else html.dataset.offline = "unavailable";
}
