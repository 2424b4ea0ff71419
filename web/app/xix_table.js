// The XIX table: both players' closed and open hands, the trick, the strike
// row with strikes slid toward their receiver, scores, stakes, draft and trade.
import { cardArt } from "./cards.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { cardNode } from "./xeri_table.js";

function handRow(cards, opts) {
  const row = h("div", { class: `xix-hand ${opts.cls}`, role: "group", "aria-label": opts.label });
  if (!cards.length) row.appendChild(h("div", { class: "empty-hand", text: "—" }));
  for (const c of cards) row.appendChild(opts.card(c));
  return row;
}

function backsRow(n, key, label) {
  const row = h("div", { class: "xix-hand closed-backs", "aria-label": `${label}: ${t("table.cards", { n })}` });
  for (let i = 0; i < n; i++) {
    row.appendChild(h("div", { class: "card back", dataset: { key: `${key}-${i}` } }, cardArt(null)));
  }
  if (!n) row.appendChild(h("div", { class: "empty-hand", text: "—" }));
  return row;
}

function strikeMarks(n) {
  const box = h("span", { class: "strikes", "aria-label": `${t("xix.strikes")}: ${n}` });
  for (let i = 0; i < 3; i++) box.appendChild(h("span", { class: `mark${i < n ? " on" : ""}` }));
  return box;
}

// The trick just finished, from the public log: its two cards and who took it.
function lastTrick(log) {
  for (let i = log.length - 1; i >= 2; i--) {
    const e = log[i];
    if (e.exchange || e.draft !== undefined || e.trade) return null;
    if (e.trick) {
      const plays = log.slice(0, i).filter((x) => "play" in x && x.player !== undefined).slice(-2);
      return plays.length === 2 ? { taken_by: e.trick.taken_by, plays } : null;
    }
    if ("play" in e) return null;
  }
  return null;
}

export function renderXix(snap, ctx) {
  const v = snap.view;
  const me = snap.seat;
  const other = 1 - me;
  const choices = snap.choices;
  const plays = new Map();
  const drafts = new Map();
  const trades = [];
  let raise = null;
  let abandon = null;
  for (const c of choices) {
    const e = c.event;
    if ("play" in e) plays.set(e.play, c);
    else if ("draft" in e) drafts.set(e.draft, c);
    else if ("trade" in e) trades.push(c);
    else if (e.decision === "raise") raise = c;
    else if (e.decision === "abandon") abandon = c;
  }
  // The trade takes two clicks: a card to give, then a strike-row place.
  const give = ctx.ui.give;
  const givable = new Set(trades.map((c) => c.event.trade.give));
  if (give !== undefined && !givable.has(give)) ctx.ui.give = undefined;

  const myCard = (c) => {
    const play = plays.get(c);
    const canGive = givable.has(c);
    const picked = ctx.ui.give === c;
    return cardNode(c, {
      legal: Boolean(play) || canGive,
      cls: picked ? "picked" : "",
      label: play ? play.label : String(c),
      onPick: () => {
        if (play) ctx.choose(play.event);
        else if (canGive) { ctx.ui.give = picked ? undefined : c; ctx.rerender(); }
      },
    });
  };

  const root = h("div", { class: "board xix", id: "board", dataset: { phase: v.phase } });
  const opp = v.hands[other];
  const mine = v.hands[me];

  root.appendChild(h("section", { class: "spot spot-top xix-seat", id: `seat-${other}`,
    "aria-label": ctx.name(other) },
  h("div", { class: "spot-name" }, h("span", { text: ctx.name(other) }),
    h("span", { class: "score", text: `${t("xix.score")} ${opp.score}` }), strikeMarks(opp.strikes)),
  h("div", { class: "xix-hands" },
    backsRow(opp.closed_count, `h${other}`, t("xix.closed")),
    handRow(opp.open, { cls: "open", label: t("xix.open"), card: (c) => cardNode(c, {}) }))));

  // The strike row: strikes slide toward the player who received them.
  const rowBox = h("div", { class: "strike-row", id: "strike-row", role: "group",
    "aria-label": t("xix.row") });
  for (const slot of v.row) {
    const toward = slot.toward === null ? "" : slot.toward === me ? " toward-me" : " toward-them";
    const choice = ctx.ui.give !== undefined
      ? trades.find((c) => c.event.trade.give === ctx.ui.give && c.event.trade.take === slot.position)
      : null;
    const known = slot.card !== null;
    const label = `${t("xix.row")} ${slot.position + 1}: ` +
      (known ? `${slot.card}${slot.face_up ? "" : ` (${t("xix.facedown")})`}` : t("card.facedown"));
    const art = slot.face_up ? cardArt(slot.card) : cardArt(null);
    const inner = [art];
    if (!slot.face_up && known) inner.push(h("span", { class: "peek", text: String(slot.card) }));
    const node = choice
      ? h("button", { type: "button", class: "card legal row-card", "aria-label": `${label}: ${choice.label}`,
        dataset: { key: `row-${slot.position}` }, onclick: () => ctx.choose(choice.event) }, inner)
      : h("div", { class: "card row-card", role: "img", "aria-label": label,
        dataset: { key: `row-${slot.position}` } }, inner);
    rowBox.appendChild(h("div", { class: `row-slot${toward}` }, node));
  }

  const trick = h("div", { class: "trick", id: "pile", "aria-label": t("xix.trick") });
  if (!v.trick.cards.length) trick.appendChild(h("div", { class: "card slot", id: "pile-slot" }));
  for (const c of v.trick.cards) trick.appendChild(cardNode(c.card, { cls: c.player === me ? "mine" : "theirs" }));
  const last = lastTrick(v.log);
  const lastBox = last && !v.trick.cards.length ? h("div", { class: "last-trick", id: "last-trick" },
    h("div", { class: "under", text: t(last.taken_by === me ? "act.trick.you" : "act.trick", { who: ctx.name(last.taken_by) }) }),
    h("div", { class: "last-cards" }, last.plays.map((e) => cardNode(e.play, { small: true, key: null,
      cls: e.player === last.taken_by ? "took" : "" })))) : null;

  const info = h("div", { class: "xix-info" },
    h("span", { class: "stakes", text: t("xix.stakes", { n: v.stakes }) }),
    h("span", { text: t("xix.exchange", { n: Math.max(v.exchange, 1) }) }));

  const centre = h("div", { class: "middle xix-middle" }, rowBox,
    h("div", { class: "trick-line" }, lastBox, trick, info));
  root.appendChild(centre);

  if (v.offer.length) {
    const offer = h("div", { class: "offer", id: "offer", role: "group", "aria-label": t("xix.draft.pool") },
      h("div", { class: "offer-title", text: t("xix.draft.pool") }));
    const cards = h("div", { class: "offer-cards" });
    for (const c of v.offer) {
      const choice = drafts.get(c);
      cards.appendChild(cardNode(c, { legal: Boolean(choice), label: choice ? choice.label : String(c),
        onPick: () => ctx.choose(choice.event) }));
    }
    offer.appendChild(cards);
    root.appendChild(offer);
  }

  const prompt = raise || abandon ? t("xix.decide")
    : drafts.size ? t("xix.draft")
    : trades.length ? (ctx.ui.give !== undefined ? t("xix.trade.give") : t("xix.trade"))
    : "";
  const bottom = h("section", { class: "spot spot-bottom xix-seat", id: `seat-${me}`,
    "aria-label": ctx.name(me) },
  h("div", { class: "spot-name" }, h("span", { text: ctx.name(me) }),
    h("span", { class: "score", text: `${t("xix.score")} ${mine.score}` }), strikeMarks(mine.strikes)),
  prompt ? h("p", { class: "prompt", id: "prompt", text: prompt }) : null,
  raise || abandon ? h("div", { class: "decide" },
    raise ? h("button", { type: "button", class: "primary", id: "raise",
      onclick: () => ctx.choose(raise.event) }, t("xix.raise")) : null,
    abandon ? h("button", { type: "button", id: "abandon",
      onclick: () => ctx.choose(abandon.event) }, t("xix.abandon")) : null) : null,
  h("div", { class: "xix-hands" },
    h("div", { class: "hand-label", text: t("xix.open") }),
    handRow(mine.open, { cls: "open hand", label: t("xix.open"), card: myCard }),
    h("div", { class: "hand-label", text: t("xix.closed") }),
    handRow(mine.closed || [], { cls: "closed hand", label: t("xix.closed"), card: myCard })));
  root.appendChild(bottom);
  return root;
}

export function xixStatus(snap, ctx) {
  const v = snap.view;
  return {
    round: t("xix.exchange", { n: Math.max(v.exchange, 1) }),
    totals: [snap.seat, 1 - snap.seat].map((p) => `${ctx.name(p)} ${v.scores[p]}`).join(" · "),
  };
}
