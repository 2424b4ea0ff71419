// The table controller shared by the game (main.js) and the embeds (embed.js):
// it draws Python's answers, sends back the choice a click takes, plays the
// motion of what happened, paces the computer's turns and waits on the end-of-
// round panel and the hot-seat hand-over. It holds no rule: every word, every
// highlight and every choice comes in the answer (pygame_core/table.py).
import { $, draw, h, html, morph } from "./dom.js";
import { banner, fly, glide, pace, wait } from "./motion.js";
import { sound } from "./sound.js";


export class Table {
  // call(op, args) -> reply; ops: {play, step}; hooks: saved(reply) (a promise: the
  // page is busy until it settles), panel(answer),
  // handover(answer), error(err) (panel and handover resolve when the person goes on),
  // drawn() after each drawing.
  constructor({ stage = $("stage"), status = $("status"), live = $("announce"), call, ops, hooks }) { // the page's own by default
    // readonly: another tab plays this game: show it, take no choice.
    Object.assign(this, { stage, status, live, call, ops, hooks, gen: 0, busy: false, saves: 0, running: true, readonly: false, answer: null, picked: null });
    document.addEventListener("keydown", (e) => this.onKey(e));
  }

  // A new game, a resumed one or another language: no motion; older loops stop.
  show(reply) { this.answer = null; return this.receive(reply, ++this.gen); }

  stop() { this.gen++; this.setBusy(false); }

  // The focus leaves the cards before anything changes (a focused element removed costs a
  // style pass) for their row (tabindex -1, kept by morph): a keyboard player stays in the hand.
  unfocus() {
    const e = this.stage.contains(document.activeElement) && document.activeElement, row = e && e.closest("[data-arrows][tabindex]");
    if (row) row.focus({ preventScroll: true }); else if (e) e.blur();
  }

  // early: the drawing of the answer ahead, at the click (its news are not played again).
  async receive(reply, gen, early = null) {
    this.unfocus();
    const answer = reply.answer ?? reply;
    this.setBusy(true);
    const saved = this.hooks.saved?.(reply);
    if (saved) { this.saves++; saved.then(() => { this.saves--; this.setBusy(this.busy); }); }
    const drawn = early ? await early : 0;
    if (gen !== this.gen) return;
    if (this.answer) await this.animate(answer.news.slice(drawn));
    if (gen !== this.gen) return;
    Object.assign(this, { answer, picked: null });
    this.render();
    this.say(answer.say, answer.fresh);
    if (answer.panel) { await this.hooks.panel(answer); this.say(answer.later); } // the rest, once it is closed
    if (gen !== this.gen) return;
    this.setBusy(false);
    await this.proceed(gen);
  }

  async proceed(gen) {
    const a = this.answer;
    if (this.readonly) return;
    if (a.waiting === "computer" && this.running && !this.held) { // held: parked (embed.js)
      this.setBusy(true);
      await wait(650);
      if (gen !== this.gen || !this.running || this.held) return this.setBusy(false);
      await this.send(this.ops.step, {}, gen);
    } else if (a.waiting === "handover") {
      await this.hooks.handover(a);
    } else if (a.waiting === "you" && document.hasFocus() && !document.querySelector("dialog[open]")) {
      // The next choice in focus (this forces style and layout inside the task), unless
      // the focus is elsewhere (a table of a host page the reader is not using).
      (this.stage.querySelector("[data-focus]") ?? this.stage.querySelector("button.legal"))?.focus({ preventScroll: true });
    }
  }

  async send(op, args, gen = this.gen, early = null) {
    const before = this.answer;
    const reply = await this.call(op, args).catch((err) => {
      if (early && gen === this.gen) early.then(() => { this.answer = before; this.render(); });
      this.setBusy(false);
      this.hooks.error(err);
    });
    if (reply && gen === this.gen) await this.receive(reply, gen, early);
  }

  // Python sends ahead the answer to each choice whose outcome the seat already knows:
  // it is drawn at once, in the click's own task; the reply confirms it.
  choose(i) {
    const a = this.answer;
    if (this.busy || this.readonly || !a || a.waiting !== "you" || !a.choices[i]) return;
    this.setBusy(true);
    const ahead = a.ahead?.[i]; // its JSON text (pygame_core/table.py pack_ahead)
    const early = ahead && this.foresee(JSON.parse(ahead), this.gen);
    this.send(this.ops.play, { event: a.choices[i].event }, this.gen, early);
  }

  // Resolves with how many of the reply's news it has drawn.
  async foresee(ahead, gen) {
    this.unfocus();
    await this.animate(ahead.news);
    if (gen !== this.gen) return 0;
    Object.assign(this, { answer: ahead, picked: null });
    this.render();
    return ahead.news.length;
  }

  ui() {
    const pick = (key) => {
      this.picked = this.picked === key ? null : key;
      this.render();
      this.stage.querySelector(this.picked ? "[data-live]" : "button.legal")?.focus();
    };
    return { choose: (i) => this.choose(i), pick, picked: this.picked, labels: (i) => this.answer.choices[i]?.label ?? "" };
  }

  render() {
    const a = this.answer;
    const board = draw(a.board, this.ui());
    glide(this.stage, () => (this.stage.childElementCount === 1 ? morph(this.stage.firstElementChild, board) : this.stage.replaceChildren(board)));
    const peek = this.stage.querySelector("#peek");
    if (peek) peek.onclick = () => this.hooks.peek(a.peek);
    this.status.replaceChildren(...a.status.map((text, i) =>
      h("span", { class: ["round", "totals", "turn"][i], id: i === 2 ? "turn" : null, text })));
    Object.assign(html.dataset, { game: a.game, waiting: a.waiting, decisions: a.decisions ?? 0 });
    this.mark();
    this.hooks.drawn?.();
  }

  setBusy(value) {
    html.dataset.busy = String((this.busy = value) || this.saves > 0);
    this.mark();
  }

  // The board takes clicks only when a choice of the person's is due.
  mark() {
    this.stage.querySelector("#board")?.classList.toggle("inert", this.busy || this.readonly || this.answer?.waiting !== "you");
  }

  // The last 8 lines; fresh: the screen changed hands (Python says so): none before.
  say(text, fresh) {
    while (this.live.childElementCount > (fresh ? 0 : text ? 7 : 8)) this.live.firstElementChild.remove();
    if (text) this.live.append(h("p", { text }));
  }

  // Cards fly as the answer's news says, over the board drawn before it.
  async animate(news) {
    for (const item of news) sound(item.sound);
    if (!pace()) return;
    const find = (ref) => document.getElementById(ref) || this.stage.querySelector(`[data-key="${ref}"]`);
    for (const item of news) {
      for (const m of item.motion) {
        const to = find(m.to);
        if (m.fly !== undefined && to) {
          const card = draw(["card", { art: m.art }], this.ui());
          await fly(card, find(m.from)?.getBoundingClientRect(), to.getBoundingClientRect());
          card.classList.add("landed");
          (to.querySelector(".fan") || to).append(card);
        } else if (m.sweep && to) {
          const cards = [...find(m.sweep).querySelectorAll(".card:not(.slot)")];
          const rects = cards.map((c) => c.getBoundingClientRect());
          cards.forEach((c) => c.classList.add("gone"));
          await Promise.all(cards.map((c, i) => fly(c, rects[i], to.getBoundingClientRect(), { duration: 420 + i * 30, fade: true })));
        }
      }
      if (item.banner) await banner(this.stage, item.banner, "big");
      else if (item.motion.length) await wait(200);
    }
  }

  onKey(e) {
    if (e.key === "l" && !e.target.closest?.("input, select, textarea, dialog")) this.stage.querySelector("#peek")?.click();
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key) || !e.target.closest?.("[data-arrows]")) return;
    const items = [...this.stage.querySelectorAll("button.card:not([disabled])")];
    const i = items.indexOf(e.target);
    if (i < 0) return;
    items[{ Home: 0, End: items.length - 1 }[e.key] ?? (i + (e.key === "ArrowRight" ? 1 : items.length - 1)) % items.length].focus();
    e.preventDefault();
  }
}
