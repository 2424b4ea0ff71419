// Offline play and updates: registers the service worker (../sw.js) once the
// page has booted, so its precaching never competes with the first load; marks
// <html data-offline="ready"> when this build is cached and active, and
// data-build with the build the page runs. A newer build's worker installs in
// the background; the page then offers "a new version is ready: reload". The
// reload lets the new worker take over, and every page of the site reloads on
// that change, so no page ever runs files of two builds.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const html = document.documentElement;
const SITE = new URL("../", import.meta.url);
const CHECK_EVERY_MS = 60 * 60 * 1000;

async function showBuild() {
  try {
    const manifest = await (await fetch(new URL("build-manifest.json", SITE))).json();
    if (manifest.build) html.dataset.build = manifest.build;
  } catch { /* offline without a cache: the boot reports it */ }
}

function markActive(worker) {
  if (!worker) return;
  const mark = () => {
    if (worker.state === "activated") html.dataset.offline = "ready";
  };
  mark();
  worker.addEventListener("statechange", mark);
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

function watchForUpdates(registration) {
  const offerWhenInstalled = (worker) => {
    const check = () => {
      // Installed while a page is controlled: an update (the first install has no controller).
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    };
    check();
    worker.addEventListener("statechange", check);
  };
  if (registration.waiting) offerWhenInstalled(registration.waiting);
  if (registration.installing) offerWhenInstalled(registration.installing);
  registration.addEventListener("updatefound", () => {
    if (registration.installing) offerWhenInstalled(registration.installing);
  });
}

// A new build took over (here or in another tab): reload once the table is idle,
// so the move in flight is saved first.
function reloadWhenIdle() {
  const started = Date.now();
  const go = () => {
    if (html.dataset.busy === "true" && Date.now() - started < 3000) setTimeout(go, 100);
    else location.reload();
  };
  go();
}

async function register() {
  const controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlled) reloadWhenIdle();
  });
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL("sw.js", SITE), {
      scope: SITE.pathname, updateViaCache: "none",
    });
  } catch (err) {
    html.dataset.offline = "unavailable";
    console.warn(`offline play unavailable: ${err.message}`);
    return;
  }
  // Ask the browser not to evict the cache and the saved game under storage pressure.
  navigator.storage?.persist?.().catch(() => { /* not granted: best effort */ });
  markActive(registration.active);
  registration.addEventListener("updatefound", () => markActive(registration.installing));
  if (registration.installing) markActive(registration.installing);
  if (registration.waiting) markActive(registration.waiting);
  watchForUpdates(registration);
  const check = () => registration.update().catch(() => { /* offline: try later */ });
  setInterval(check, CHECK_EVERY_MS);
  window.addEventListener("online", check);
}

function whenBooted(then) {
  if (html.dataset.appState !== "loading") {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (html.dataset.appState !== "loading") {
      observer.disconnect();
      then();
    }
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-app-state"] });
}

showBuild();
if ("serviceWorker" in navigator) whenBooted(register);
else html.dataset.offline = "unavailable";
