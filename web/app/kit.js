// The embed kit (kit.html): draws the form Python wrote (app/kit-form.js, from
// pygame_core/kit.py, which documents its data-when / data-default conventions) and
// turns its values into a live preview and the two codes an author copies.
import { $, draw, h, SITE } from "./dom.js";
import { FORMS } from "./kit-form.js";
import { GAMES } from "./catalog.js";
import { Engine } from "./engine.js";
import { Table } from "./table.js";

// The author's lessons, kept in the browser under KEPT and a key's end (pygame_core/author.py);
// this page's studio, by its name in an engine that other kit tabs may share.
const main = document.getElementById("kit"), KEPT = "xeri-table.lesson", STUDIO = `author-${Math.random().toString(36).slice(2)}`;
const safe = (f, or) => { try { return f(); } catch { return or; } }; // storage off: the lesson lives while the page does
let mine = safe(() => sessionStorage.getItem(KEPT)), wrote = {}, full; // this tab's lesson's key end, what it last kept or read under each, whether the storage refused it
const quote = (v) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
let lang = [new URLSearchParams(location.search).get("lang"), navigator.language.slice(0, 2)].find((l) => FORMS[l]) || "en";
let shown = "", engine, table, drawn; // the element code the preview shows; the studio's engine, table and reply to draw

// A field's value: a select's, a number's, a radio group's chosen one ("" for none).
const value = (form, name) => form.elements[name]?.value ?? "";

// data-when: shown and enabled only while each "name=value" / "name!=value" holds. A chosen
// option that goes away gives way to the first one left with a value (the author's lesson of
// that game comes first, so a game switched back chooses it again); a radio, to the first.
function applyWhen(form) {
  for (const el of main.querySelectorAll("[data-when]")) {
    const on = el.dataset.when.split(" ").every((c) => {
      const [, name, not, want] = c.match(/^(\w+)(!?)=(.*)$/);
      return (value(form, name) === want) !== (not === "!");
    });
    el.hidden = !on;
    for (const f of [el, ...el.querySelectorAll("input, select")]) if ("disabled" in f) f.disabled = !on;
  }
  for (const s of main.querySelectorAll("select")) if (s.selectedOptions[0]?.disabled) s.value = (s.querySelector("option:not(:disabled):not([value=''])") ?? s.querySelector("option:not(:disabled)")).value;
  for (const r of form.querySelectorAll("input[type=radio]:checked:disabled")) Object.assign(form.querySelector(`[name=${r.name}]:not(:disabled)`) ?? {}, { checked: true });
}

// The embed parameters: every enabled field's value that is not the embed's default.
const params = (form) => [...form.elements].filter((f) => f.name && !f.disabled && (!/radio|checkbox/.test(f.type) || f.checked) && f.value !== "" && f.value !== f.dataset.default)
  .reduce((out, f) => (out.set(f.name, out.has(f.name) ? `${out.get(f.name)},${f.value}` : f.value), out), new URLSearchParams());

// The codes at every change; the preview when a choice is made (not at each keystroke).
function update(preview = true, form = $("kit-form")) {
  for (const pass of "12") applyWhen(form); // two passes: a game change can take the scenario, and then the replay mode
  const p = params(form), height = p.get("height"); p.delete("height"); // the element's attribute, not the embed's
  const named = value(form, "scenario") ? $("kit-scenario").selectedOptions[0] : form.querySelector("input[name=game]:checked");
  const title = named.getAttribute(`data-title-${value(form, "lang")}`);
  // A lesson whose address no frame takes (nor many servers): no code, the sentence why (the preview says it too).
  const long = new URL(`embed.html?${p}`, SITE).href.length > GAMES.longest && named.dataset.long;
  const attrs = [...p, ...(height ? [["height", height]] : [])]; // no title: the element titles its frame in its lang
  const script = `<script type="module" src="${new URL("xeri-table.js", SITE)}"></script>\n`;
  // ... with a link to the table by its title inside: what a reader sees where the module cannot load (the table's site out of reach)
  const code = `${script}<xeri-table ${attrs.map(([k, v]) => `${k}="${quote(v)}"`).join(" ")}><a href="${quote(new URL(`embed.html?${p}`, SITE))}">${quote(title)}</a></xeri-table>`;
  $("code-element").value = long || code;
  if (!height) p.set("fit", "1"); // without a height, the frame is fitted to its table by the element's module
  $("code-iframe").value = long || `${height ? "" : script}<iframe src="${quote(new URL(`embed.html?${p}`, SITE))}" title="${quote(title)}" width="100%" frameborder="0" height="${height || named.dataset.height}"\n`
    + `  allow="fullscreen" sandbox="${GAMES.element.sandbox}" referrerpolicy="no-referrer" loading="lazy"></iframe>`;
  if (!preview || code === shown) return;
  shown = code;
  $("preview").replaceChildren(h("xeri-table", Object.fromEntries(attrs)));
}

// The studio (pygame_core/author.py): the author's actions with the form's values; the table
// drawn as any table is, the scenario made the scenario chosen (in the codes and the preview),
// the fields Python names set, and the lesson kept in the browser (given back on the next visit).
const oops = (err, near) => { const said = $("author-error"); said.textContent = err.message; near?.closest(".row")?.after(said); said.focus(); }; // beside what caused it, focused
// The lessons kept, by key end (not the .aside. ones): each one packed, the oldest first.
const shelf = () => Object.fromEntries(Object.keys(localStorage).filter((k) => /^xeri-table\.lesson(\.\d+)?$/.test(k)).sort().map((k) => [k.slice(KEPT.length), localStorage.getItem(k).split(" ")[0]]));
const studio = (op, args) => (engine ||= new Engine(new URL("./worker.js", import.meta.url), { shared: "xeri-engine-0" })).call(op, { ...args, lang, table: STUDIO, shelf: { lessons: safe(shelf, {}), mine, fresh: `.${Date.now()}` } }); // the preview's engine
async function author(action, more = {}) {
  table ||= new Table({ call: studio, ops: { play: "author_play" }, hooks: { saved: (reply) => void kept((drawn = reply)), drawn: () => drawn && authored(drawn, (drawn = null)), error: oops, peek: () => {} } });
  if (action === "deal") ($("kit-scenario").value = "", update(false)); // a deal of the fresh game's settings
  if ("pick" in more) more.kept = wrote[more.pick] = localStorage.getItem(KEPT + more.pick); // a kept lesson opened
  await table.show(await table.call("author_do", { action, values: { ...Object.fromEntries([...params($("kit-form")), ...params($("author-form"))]), ...more } }));
}
// Kept at once under its key: a new one if another tab changed it since this one kept or read it there (both kept), without
// its undo list if the storage is full, else said; drawn with the table it answers (its counter
// and the table agree at every moment).
function kept({ lesson, keep, drop }) {
  if (![null, wrote[lesson]].includes(safe(() => localStorage.getItem(KEPT + lesson), null))) lesson = `.${Date.now()}`;
  full = ![keep, keep.split(" ")[0]].some((v) => safe(() => localStorage.setItem(KEPT + lesson, (wrote[lesson] = v)) ?? true, false));
  mine = lesson; safe(() => (sessionStorage.setItem(KEPT, mine), drop && localStorage.removeItem(KEPT + drop))); // a bare deal undone goes
}
function authored({ options, summary, set }) { // its lessons first in the scenarios (this one chosen: first of its game's); its summary
  for (const [id, v] of Object.entries(set ?? {})) $(id)[typeof v === "boolean" ? "checked" : "value"] = v;
  $("kit-scenario").replaceChildren(...options.map((o) => draw(o, {})), ...$("kit-scenario").querySelectorAll(":not([data-own])"));
  $("kit-scenario").selectedIndex = 0;
  $("author-error").remove(); $("author-summary").replaceWith(draw(summary, {})); $("author-full").hidden = !full; // a refusal moved beside its button goes
  update(); drafts();
}

// A position as a picture: the SVG the engine draws of the preview's (the embed's `picture`
// command) or of the author's table's (`of`: author_picture), or a PNG of it from a canvas
// (img-src blob: in kit.html's policy).
async function picture(kind, of) {
  const preview = $("preview").firstChild, img = new Image();
  const { svg, name } = of ? await studio(`${of}_picture`) : await new Promise((done) => (preview.addEventListener("xeri-table:picture", (e) => done(e.detail), { once: true }), preview.command("picture")));
  await Object.assign(img, { src: URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" })) }).decode();
  const canvas = h("canvas", { width: 2 * img.width, height: 2 * img.height }); canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
  const png = kind === "png" && (await new Promise((done) => canvas.toBlob(done)));
  h("a", { href: png ? URL.createObjectURL(png) : img.src, download: `${name}.${kind}` }).click(); // named after the lesson and its step or move
}

// The page in `lang`, keeping what the author chose but the table's language: it follows
// the page's (Python draws it chosen), and the preview with it.
const fields = () => [...main.querySelectorAll("input:not([type=file]), select:not(#kit-lang), textarea:not([readonly])")].map((f) => [f.id, f.checked, f.value]);
const drafts = () => safe(() => sessionStorage.setItem(`${KEPT}.form`, JSON.stringify(fields()))); // as typed, for a reload
function render(kept = fields()) {
  main.replaceChildren(draw(FORMS[lang], {})); shown = ""; // a new preview box
  document.documentElement.lang = lang; document.title = main.querySelector("h1").textContent;
  for (const [id, checked, v] of kept) if ($(id)) Object.assign($(id), { checked, value: v });
  update();
  if (table) (table = null, author("show").catch(oops)); // the author's table, drawn again
}

main.addEventListener("change", (e, near = (err) => oops(err, e.target)) => (e.target.type === "file" ? e.target.files[0]?.text().then((lesson) => author("open", { lesson })).catch(near) : e.target.dataset.author ? author(e.target.dataset.author).catch(near) : update()));
main.addEventListener("input", () => (update(false), drafts(), ($("author-error").textContent = ""))); // a refusal is of what was there before
main.addEventListener("click", (e) => {
  const b = e.target.closest("button");
  if (b?.dataset.lang) { lang = b.dataset.lang; render(); }
  if (b?.dataset.author) (b.setAttribute("aria-busy", "true"), author(b.dataset.author, "pick" in b.dataset ? { pick: b.dataset.pick } : {}).catch((err) => oops(err, b)).finally(() => b.removeAttribute("aria-busy"))); // its data-busy said till done
  if ("drop" in (b?.dataset ?? {}) && confirm(b.dataset.confirm)) (localStorage.removeItem(KEPT + b.dataset.drop), author("show").catch(oops)); // a kept lesson deleted
  if (b?.dataset.picture) picture(b.dataset.picture, b.dataset.of).catch((err) => oops(err, b));
  if (b?.dataset.copy) navigator.clipboard.writeText($(b.dataset.copy).value).then(() => { b.textContent = b.dataset.done; }, () => {});
});
// The fields as this tab left them (a reload), then its lesson, else the newest kept, with the words
// typed there (resume); one the kit cannot open again is put aside under a name of its own
// (Python says so), and the next one is a new lesson.
const typed = safe(() => JSON.parse(sessionStorage.getItem(`${KEPT}.form`)));
render(typed ?? undefined); main.dataset.state = "ready";
safe(() => { const all = shelf(), pick = mine in all ? mine : Object.keys(all).at(-1); if (pick !== undefined) ($("author").inert = true, author("restore", { pick, resume: typed ? "1" : "" }).catch((err) => { oops(err); localStorage.setItem(`${KEPT}.aside.${Date.now()}`, wrote[pick]); localStorage.removeItem(KEPT + pick); mine = null; }).finally(() => { $("author").inert = false; })); });
