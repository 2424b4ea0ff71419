// The page's own words (menus, loading, notices) in English and Greek. They come
// from pygame_core/words.py (CHROME), written into app/catalog.js by build.py, so
// the engine and the page share one source. Everything about a game is worded
// by Python in its answers; only the chrome is worded here.
import { WORDS } from "./catalog.js";

const KEY = "xeri-table.lang";
let lang = "en";

// `forced` (an embed's lang) wins over the reader's saved choice, `asked` (index.html?lang=) does not.
export function initLang(forced, asked) {
  let saved = null;
  try { saved = localStorage.getItem(KEY); } catch { /* storage off */ }
  lang = [forced, saved, asked].find((l) => Object.hasOwn(WORDS, l)) || ((navigator.language || "").toLowerCase().startsWith("el") ? "el" : "en");
  document.documentElement.lang = lang;
  return lang;
}

export function getLang() { return lang; }

export function setLang(next) {
  initLang(next);
  try { localStorage.setItem(KEY, lang); } catch { /* storage off */ }
}

// The static page's words: each element with data-t="key" says t(key).
export function fill() {
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
}

// t("boot.mb", {done, total}); a word that varies by count has {one, other} forms.
export function t(key, params = {}) {
  let s = WORDS[lang][key] ?? WORDS.en[key] ?? key;
  if (typeof s === "object") s = s[new Intl.PluralRules(lang).select(params.n)] ?? s.other;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}
