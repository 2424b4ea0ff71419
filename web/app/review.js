// The review of a game (pygame_core/review.py), for the game page and the embeds. The
// engine values one decision per call, so its progress shows and Cancel is heard between
// calls; then the marked decisions are stepped through, each position drawn as its seat
// saw it. Every word, and what is marked, comes from Python.
import { draw, h } from "./dom.js";

const html = document.documentElement;

// call(op, args): the engine; stage, status: where to draw; start: review_start's args;
// done(): back to where the review was opened from (after Cancel or Close).
export async function review({ call, stage, status, start, done }) {
  let p = await call("review_start", start);
  const w = p.words;
  const leave = async () => {
    await call("review_stop").catch(() => {});
    html.dataset.review = "closed";
    done();
  };
  const button = (id, text, onclick, disabled) => h("button", { type: "button", id, onclick, disabled }, text);
  const box = (state, ...kids) => h("section", { class: "review", id: "review", "aria-labelledby": "review-title", "data-state": state },
    h("h2", { id: "review-title", text: w.title }), ...kids);
  const bar = h("progress", { id: "review-progress", max: p.total || 1, value: 0, "aria-labelledby": "review-title" });
  const count = h("span", { id: "review-count", text: p.text });
  const cancel = button("review-cancel", w.cancel, leave);
  stage.replaceChildren(box("working", h("p", { text: w.working }), bar, count, h("div", { class: "actions" }, cancel)));
  status?.replaceChildren();
  html.dataset.review = "working";
  cancel.focus();
  while (p.steps === undefined) {
    p = await call("review_step");
    if (!bar.isConnected) return; // cancelled, or the page moved on
    bar.value = p.done;
    count.textContent = p.text;
  }
  const close = () => button("review-close", w.close, leave);
  if (!p.steps) {
    stage.replaceChildren(box("done", h("p", { id: "review-summary", text: p.summary }), h("div", { class: "actions" }, close())));
    html.dataset.review = "done";
    return;
  }
  const show = async (i) => {
    const f = await call("review_show", { step: i });
    const r = f.review;
    stage.replaceChildren(box("step", h("p", { id: "review-step", text: r.title }),
      h("p", { id: "review-played", text: r.played }), h("p", { id: "review-better", class: "better", text: `${r.better}. ${r.reason}` }),
      h("p", { id: "review-cost", text: r.cost }),
      h("div", { class: "actions" }, button("review-prev", w.prev, () => show(i - 1), i === 0),
        button("review-next", w.next, () => show(i + 1), i === r.steps - 1), close())), draw(f.board, {}));
    status?.replaceChildren(...f.status.map((text) => h("span", { text })));
    Object.assign(html.dataset, { review: "step", reviewStep: String(i) });
  };
  await show(0);
}
