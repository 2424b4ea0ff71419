// The review of a game (pygame_core/review.py), for the game page and the embeds. The
// engine values one decision per call, so its progress shows and Cancel is heard between
// calls; then the marked decisions are stepped through, each position drawn as its seat
// saw it. Python draws the review's panel: its buttons lead to a step (data-step) or out.
import { draw, h, html } from "./dom.js";

// Draws the review on screen (its step or summary) again, in the language the page now speaks.
let again = null;
export const relang = () => again?.();

// call(op, args): the engine; stage, status: where to draw; start: review_start's args;
// done(): back to where the review was opened from (after Cancel or Close); drawn(): after
// each drawing.
export async function review({ call, stage, status, start, done, drawn }) {
  again = null; // not the last review's (left, or put aside by a new game)
  const leave = async () => {
    await call("review_stop").catch(() => {});
    html.dataset.review = "closed";
    done();
  };
  const put = (reply, ...rest) => {
    const box = draw(reply.box, {});
    box.addEventListener("click", (e) => {
      const b = e.target.closest("button");
      if (b?.dataset.step) show(Number(b.dataset.step));
      else if (b) leave();
    });
    stage.replaceChildren(box, ...rest);
    // Its words in focus, else Cancel (the focus fell to the body when the button it was on
    // went), unless the focus is elsewhere (a host page's table started from afar).
    if (document.hasFocus()) box.querySelector(".review-words, button")?.focus({ preventScroll: true });
    html.dataset.review = box.dataset.state;
    drawn?.();
    return box;
  };
  const show = async (i) => {
    again = () => show(i);
    const f = await call("review_show", { step: i });
    status?.replaceChildren(...f.status.map((text) => h("span", { text })));
    put(f, draw(f.board, {}));
    html.dataset.reviewStep = String(i);
  };
  let p = await call("review_start", start);
  const box = p.steps === undefined && put(p);
  status?.replaceChildren();
  while (p.steps === undefined) {
    p = await call("review_step");
    if (!box.isConnected) return; // cancelled, or the page moved on
    box.querySelector("progress").value = p.done;
    box.querySelector("#review-count").textContent = p.text;
  }
  again = async () => put(await call("review_step"));
  return p.steps ? show(0) : put(p);
}
