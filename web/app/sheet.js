// The game page's dialogs: the sheet (one <dialog id="sheet"> for every panel), the
// end-of-round panel, a yes-or-no question, and the toast for one-line news.
import { $, draw, h } from "./dom.js";
import { t } from "./i18n.js";


// Its body scrolls on its own (the title and the buttons stay): focusable, for the keyboard.
export function sheet(kind, title, body, actions = []) {
  const dialog = $("sheet");
  dialog.dataset.kind = kind;
  dialog.replaceChildren(
    h("div", { class: "sheet-head" }, h("h2", { id: "sheet-title", text: title }),
      h("button", { type: "button", class: "close", "aria-label": t("menu.close"), onclick: () => dialog.close() }, "×")),
    h("div", { class: "sheet-body", tabindex: "0" }, body), ...(actions.length ? [h("div", { class: "actions" }, actions)] : []));
  if (!dialog.open) dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener("close", resolve, { once: true }));
}

export function panel(a) {
  const p = a.panel;
  const body = [p.verdict ? h("p", { class: "verdict big", id: "game-result", text: p.verdict }) : null, draw(p.body, {})];
  const actions = p.actions.map((node) => draw(node, {})); // Python's (pygame_core/chrome.py)
  const shown = sheet("breakdown", p.title, body, actions);
  actions[0].focus({ preventScroll: true }); // the panel shows from its top
  return p.over ? undefined : shown;
}

// Yes or no before what cannot be taken back; closing the question is no.
export function ask(key) {
  const yes = h("button", { type: "button", class: "primary", id: "ask-yes" }, t(`${key}.yes`));
  const no = h("button", { type: "button", id: "ask-no" }, t("ask.no"));
  const answered = new Promise((resolve) => {
    yes.addEventListener("click", () => { resolve(true); $("sheet").close(); });
    sheet("ask", t(key), h("p", { id: "ask-text", text: t(`${key}.text`) }), [yes, no]).then(() => resolve(false));
  });
  no.addEventListener("click", () => $("sheet").close());
  no.focus();
  return answered;
}

export function toast(text) {
  const el = $("toast");
  Object.assign(el, { textContent: text, hidden: false });
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, 4000);
}
