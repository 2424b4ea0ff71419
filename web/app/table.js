// The table controller shared by the game (main.js) and the embeds (embed.js):
// it draws Python's answers, sends back the choice a click takes, plays the
// motion of what happened, paces the computer's turns and waits on the end-of-
// round panel and the hot-seat hand-over. It holds no rule: every word, every
// highlight and every choice comes in the answer (pygame_core/table.py).
import { draw, h } from "./dom.js";
import { banner, fly, glide, measure, pace, wait } from "./motion.js";
import { sound } from "./sound.js";

const html = document.documentElement;

export class Table {
  // call(op, args) -> reply; ops: {play, step}; hooks: saved(reply), panel(answer),
  // handover(answer), error(err) (panel and handover resolve when the person goes on),
  // drawn() after each drawing.
  constructor({ stage, status, live, call, ops, hooks }) {
    Object.assign(this, { stage, status, live, call, ops, hooks });
    this.gen = 0;
    this.busy = false;
    this.running = true;
    this.readonly = false; // another tab plays this game: show it, take no choice
    this.answer = null;
    this.picked = null;
    document.addEventListener("keydown", (e) => this.onKey(e));
  }

  // A new game, a resumed one or another language: no motion; older loops stop.
  show(reply) {
    this.gen++;
    this.answer = null;
    return this.receive(reply, this.gen);
  }

  stop() {
    this.gen++;
    this.setBusy(false);
  }

  async receive(reply, gen) {
    const answer = reply.answer ?? reply;
    this.setBusy(true);
    this.hooks.saved?.(reply);
    if (this.answer) await this.animate(answer.news);
    if (gen !== this.gen) return;
    this.answer = answer;
    this.picked = null;
    this.render();
    this.say(answer.say);
    if (answer.panel) await this.hooks.panel(answer);
    if (gen !== this.gen) return;
    this.setBusy(false);
    await this.proceed(gen);
  }

  async proceed(gen) {
    const a = this.answer;
    if (this.readonly) return;
    if (a.waiting === "computer" && this.running) {
      this.setBusy(true);
      await wait(650);
      if (gen !== this.gen || !this.running) return this.setBusy(false);
      await this.send(this.ops.step, {}, gen);
    } else if (a.waiting === "handover") {
      await this.hooks.handover(a);
    } else if (a.waiting === "you") {
      this.focus();
    }
  }

  async send(op, args, gen = this.gen) {
    let reply;
    try {
      reply = await this.call(op, args);
    } catch (err) {
      this.setBusy(false);
      this.hooks.error(err);
      return;
    }
    if (gen === this.gen) await this.receive(reply, gen);
  }

  choose(i) {
    const a = this.answer;
    if (this.busy || this.readonly || !a || a.waiting !== "you" || !a.choices[i]) return;
    this.setBusy(true);
    this.send(this.ops.play, { event: a.choices[i].event });
  }

  ui() {
    return {
      choose: (i) => this.choose(i),
      pick: (key) => {
        this.picked = this.picked === key ? null : key;
        this.render();
        this.stage.querySelector(this.picked ? "[data-live]" : "button.legal")?.focus();
      },
      picked: this.picked,
      labels: (i) => this.answer.choices[i]?.label ?? "",
    };
  }

  render() {
    const a = this.answer;
    const before = measure(this.stage);
    const board = draw(a.board, this.ui());
    this.stage.replaceChildren(board);
    board.querySelector("#peek")?.addEventListener("click", () => this.hooks.peek(a.peek));
    this.status.replaceChildren(...a.status.map((text, i) =>
      h("span", { class: ["round", "totals", "turn"][i], id: i === 2 ? "turn" : null, text })));
    Object.assign(html.dataset, { game: a.game, waiting: a.waiting, decisions: a.decisions ?? 0 });
    this.mark();
    glide(this.stage, before);
    this.hooks.drawn?.();
  }

  setBusy(value) {
    this.busy = value;
    html.dataset.busy = String(value);
    this.mark();
  }

  // The board takes clicks only when a choice of the person's is due.
  mark() {
    const board = this.stage.querySelector("#board");
    board?.classList.toggle("inert", this.busy || this.readonly || this.answer?.waiting !== "you");
  }

  say(text) {
    if (!text) return;
    this.live.append(h("p", { text }));
    while (this.live.childElementCount > 8) this.live.firstElementChild.remove();
  }

  focus() {
    const active = document.activeElement;
    if (active && active !== document.body && this.stage.contains(active)) return;
    if (document.querySelector("dialog[open]")) return;
    this.stage.querySelector("button.legal, #cut-range, #raise")?.focus({ preventScroll: true });
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
          const from = find(m.from);
          const card = draw(["card", { card: m.fly }], this.ui());
          await fly(card, from?.getBoundingClientRect(), to.getBoundingClientRect());
          card.classList.add("landed");
          (to.querySelector(".fan") || to).append(card);
        } else if (m.sweep && to) {
          const cards = [...find(m.sweep).querySelectorAll(".card:not(.slot)")];
          await Promise.all(cards.map((c, i) => {
            const r = c.getBoundingClientRect();
            c.classList.add("gone");
            return fly(c, r, to.getBoundingClientRect(), { duration: 420 + i * 30, fade: true });
          }));
        }
      }
      if (item.banner) await banner(this.stage, item.banner, "big");
      else if (item.motion.length) await wait(200);
    }
  }

  onKey(e) {
    if (e.key === "l" && !e.target.closest?.("input, select, textarea, dialog")) this.stage.querySelector("#peek")?.click();
    if (!["ArrowLeft", "ArrowRight"].includes(e.key) || !e.target.closest?.(".hand, .xix-hand, .offer-cards, .strike-row")) return;
    const items = [...this.stage.querySelectorAll("button.card:not([disabled])")];
    const i = items.indexOf(e.target);
    if (i < 0) return;
    items[(i + (e.key === "ArrowRight" ? 1 : items.length - 1)) % items.length].focus();
    e.preventDefault();
  }
}
