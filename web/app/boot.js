// The game page's boot screen: the download's progress, and a failed boot in plain
// words (the engine's own line kept under "details" for a bug report).
import { fill, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);

export function bootScreen() {
  fill();
  for (const id of ["retry", "still-retry"]) $(id).addEventListener("click", () => location.reload());
}

// The megabytes with the language's decimal mark (not toLocaleString: its first call
// loads the locale data, on the page's thread while the engine boots). A stage that is
// `still` (slow, as on a busy phone) is said so, with a way to try again.
export function showProgress({ items, done, total, still = false }) {
  const mb = (n) => (n / 1e6).toFixed(1).replace(".", t("boot.decimal"));
  $("boot-progress").value = total ? done / total : 0;
  $("boot-stage").textContent = t(still ? "boot.still" : items.every((i) => i.done) ? "boot.starting" : "boot.download");
  $("still-retry").hidden = !still;
  $("boot-bytes").textContent = total ? t("boot.mb", { done: mb(done), total: mb(total) }) : "";
}

export function fail(message, detail = "") {
  $("boot").hidden = true;
  $("error-message").textContent = message;
  $("error-detail").textContent = detail.charAt(0).toUpperCase() + detail.slice(1);
  $("error-more").hidden = !detail;
  $("boot-error").hidden = false;
  document.documentElement.dataset.appState = "error";
}
// Plain words by the failure's code (network, stalled, broken); the engine's line as the detail.
export const failed = (err) => fail(t(`boot.${err.code ?? "broken"}`), err.message);
