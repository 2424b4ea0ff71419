// The Xeri table: renders a view (from Python) and turns clicks into the
// legal decisions the snapshot lists. No rules here.
import { cardArt } from "./cards.js";
import { h } from "./dom.js";
import { cardName, t } from "./i18n.js";

/** A card as a button (when it may be chosen) or a plain figure. */
export function cardNode(card, opts = {}) {
  const label = opts.label || cardName(card);
  const cls = ["card", opts.cls || "", opts.legal ? "legal" : "", opts.small ? "small" : ""]
    .filter(Boolean).join(" ");
  if (opts.onPick) {
    const btn = h("button", {
      type: "button", class: cls, "aria-label": label,
      dataset: { key: opts.key || `c-${card}`, card: String(card) },
      disabled: !opts.legal, onclick: () => { if (opts.legal) opts.onPick(); },
    }, cardArt(card));
    return btn;
  }
  return h("div", {
    class: cls, role: "img", "aria-label": label,
    dataset: opts.key === null ? {} : { key: opts.key || `c-${card}` },
  }, cardArt(card));
}

function backs(n, key, cls) {
  const row = h("div", { class: `backs ${cls || ""}`, "aria-label": t("table.cards", { n }) });
  const shown = Math.min(n, 6);
  for (let i = 0; i < shown; i++) {
    row.appendChild(h("div", { class: "card back small", dataset: { key: `${key}-${i}` } },
      cardArt(null)));
  }
  return row;
}

function relative(seat, p, n) {
  // Players sit clockwise: from the bottom seat, the next is on the left.
  const d = (p - seat + n) % n;
  if (n === 2) return d === 0 ? "bottom" : "top";
  return ["bottom", "left", "top", "right"][d];
}

function capturedStack(view, side, ctx) {
  const s = view.sides[side];
  const pile = h("div", {
    class: `captured side${side}`, id: `captured-${side}`,
    "aria-label": `${ctx.sideName(side)}: ${t("table.captured.size", { n: s.captured })}`,
  });
  const stack = h("div", { class: "stack" });
  if (s.captured > 0) stack.appendChild(h("div", { class: "card back small" }, cardArt(null)));
  else stack.appendChild(h("div", { class: "card slot small" }));
  // X9: xeris lie face up across the captured cards.
  s.xeris.forEach((x, i) => {
    stack.appendChild(cardNode(x.card, {
      small: true, cls: `xeri-card x${i % 4}${x.jack ? " jack" : ""}`, key: null,
      label: `${x.jack ? t("table.jack_xeri") : t("table.xeri")} ${cardName(x.card)}`,
    }));
  });
  pile.appendChild(stack);
  pile.appendChild(h("div", { class: "cap-label" },
    h("span", { class: "who", text: ctx.sideName(side) }),
    h("span", { class: "count", text: t("table.captured.size", { n: s.captured }) }),
    s.xeris.length ? h("span", { class: "xeri-count",
      text: t("table.xeris", { n: s.xeris.length }) }) : null));
  return pile;
}

function cutControl(view, snap, ctx) {
  const cuts = snap.choices.filter((c) => "cut" in c.event);
  const ks = cuts.map((c) => c.event.cut);
  const lo = Math.min(...ks);
  const hi = Math.max(...ks);
  if (!ctx.ui.cut || ctx.ui.cut < lo || ctx.ui.cut > hi) ctx.ui.cut = Math.round((lo + hi) / 2);
  const strip = h("div", { class: "cut-deck", role: "presentation" });
  const total = view.stock || 52;
  const marker = h("div", { class: "cut-marker" });
  const slices = [];
  for (let i = 0; i < total; i++) {
    const slice = h("div", { class: "slice" });
    slices.push(slice);
    strip.appendChild(slice);
  }
  strip.appendChild(marker);
  const range = h("input", {
    type: "range", min: lo, max: hi, value: ctx.ui.cut, class: "cut-range",
    "aria-label": t("table.cut.at", { n: ctx.ui.cut }),
  });
  const btn = h("button", { type: "button", class: "primary cut-btn", id: "cut-button" },
    t("table.cut.at", { n: ctx.ui.cut }));
  const update = () => {
    slices.forEach((s, i) => s.classList.toggle("lifted", i < ctx.ui.cut));
    range.value = ctx.ui.cut;
    range.setAttribute("aria-label", t("table.cut.at", { n: ctx.ui.cut }));
    btn.textContent = t("table.cut.at", { n: ctx.ui.cut });
  };
  strip.addEventListener("click", (e) => {
    const r = strip.getBoundingClientRect();
    const k = Math.round(((e.clientX - r.left) / r.width) * total);
    ctx.ui.cut = Math.max(lo, Math.min(hi, k));
    update();
  });
  range.addEventListener("input", () => { ctx.ui.cut = Number(range.value); update(); });
  // Keyboard: arrows move the cut point, Enter cuts there.
  range.addEventListener("keydown", (e) => {
    if (e.key === "Enter") { e.preventDefault(); btn.click(); }
  });
  btn.addEventListener("click", () => {
    const choice = cuts.find((c) => c.event.cut === ctx.ui.cut);
    if (choice) ctx.choose(choice.event);
  });
  update();
  return h("div", { class: "cut-control", id: "cut-control" },
    h("p", { class: "prompt", text: t("table.turn.cut") }), strip, range, btn);
}

function seatBox(view, snap, p, ctx) {
  const where = relative(snap.seat, p, view.players);
  const turn = view.turn === p;
  const badges = [];
  if (view.dealer === p) badges.push(h("span", { class: "badge", text: t("table.dealer") }));
  const box = h("section", {
    class: `spot spot-${where}${turn ? " on-turn" : ""}`, id: `seat-${p}`,
    "aria-label": ctx.name(p),
  }, h("div", { class: "spot-name" }, h("span", { text: ctx.name(p) }), badges));
  if (where !== "bottom") box.appendChild(backs(view.hand_counts[p], `h${p}`, "hand-backs"));
  return box;
}

export function renderXeri(snap, ctx) {
  const view = snap.view;
  const n = view.players;
  const root = h("div", { class: `board xeri players${n}`, id: "board", dataset: { phase: view.phase } });
  const legalPlay = new Map();
  for (const c of snap.choices) if ("play" in c.event) legalPlay.set(c.event.play, c);

  for (let p = 0; p < n; p++) if (p !== snap.seat) root.appendChild(seatBox(view, snap, p, ctx));

  // The centre: stock (with the V1 bottom card), pile, captured stacks.
  const centre = h("div", { class: "middle" });
  const stock = h("div", { class: "stock", id: "stock",
    "aria-label": `${t("table.stock")}: ${t("table.stock.size", { n: view.stock })}` },
    view.stock ? h("div", { class: "card back" }, cardArt(null)) : h("div", { class: "card slot" }),
    h("div", { class: "under", text: `${t("table.stock")} · ${view.stock}` }));
  if (view.bottom_card && view.stock) {
    stock.appendChild(h("div", { class: "bottom-card", title: t("table.bottom") },
      cardNode(view.bottom_card, { small: true, key: null,
        label: `${t("table.bottom")}: ${cardName(view.bottom_card)}` })));
  }
  const pileCards = view.pile.slice(-4);
  const pile = h("div", { class: "pile", id: "pile",
    "aria-label": view.pile.length
      ? `${t("table.pile")}: ${cardName(view.pile[view.pile.length - 1])}, ` +
        t("table.pile.size", { n: view.pile.length })
      : t("table.pile.empty") });
  const fan = h("div", { class: "fan" });
  if (!pileCards.length) fan.appendChild(h("div", { class: "card slot", id: "pile-slot" }));
  pileCards.forEach((c, i) => {
    fan.appendChild(cardNode(c, { cls: `f${pileCards.length - 1 - i}${i === pileCards.length - 1 ? " top" : ""}` }));
  });
  pile.appendChild(fan);
  pile.appendChild(h("div", { class: "under", text: view.pile.length
    ? t("table.pile.size", { n: view.pile.length }) : t("table.pile.empty") }));
  centre.append(stock, pile);
  root.appendChild(centre);

  const caps = h("div", { class: "captures" });
  const mine = snap.seat & 1;
  caps.append(capturedStack(view, mine, ctx), capturedStack(view, 1 - mine, ctx));
  root.appendChild(caps);

  // The bottom: the seat on screen, its hand, and the cut when it is due.
  const me = seatBox(view, snap, snap.seat, ctx);
  if (snap.choices.some((c) => "cut" in c.event)) me.appendChild(cutControl(view, snap, ctx));
  const hand = h("div", { class: "hand", role: "group", "aria-label": t("table.hand") });
  for (const c of view.hand) {
    const choice = legalPlay.get(c);
    hand.appendChild(cardNode(c, {
      legal: Boolean(choice), onPick: () => ctx.choose(choice.event),
      label: choice ? `${cardName(c)}: ${choice.label}` : cardName(c),
    }));
  }
  me.appendChild(hand);
  root.appendChild(me);
  return root;
}

/** The status line: whose turn, round, totals. */
export function xeriStatus(snap, ctx) {
  const v = snap.view;
  const parts = [];
  const variants = v.config.variants || {};
  if (variants.target) parts.push(t("table.target", { n: v.target }));
  else parts.push(t("table.round.of", { n: Math.max(v.round, 1), m: v.config.rounds }));
  const totals = [0, 1].map((s) => `${ctx.sideName(s)} ${v.totals[s]}` +
    (variants.target ? "" : ` (${v.round_wins[s]})`));
  return { round: parts.join(" "), totals: totals.join(" · ") };
}

/** Where a player's hand is on screen (to fly their card from). */
export function handRect(p, snap) {
  const node = p === snap.seat ? document.querySelector(".spot-bottom .hand")
    : document.querySelector(`#seat-${p} .backs`) || document.querySelector(`#seat-${p}`);
  return node ? node.getBoundingClientRect() : null;
}
