// Card art drawn as SVG: the 52 Xeri cards (codes like "AS", "10D"), the 18
// numbered XIX cards and a card back. Built with DOM calls only (strict CSP).

const NS = "http://www.w3.org/2000/svg";
const W = 250;
const H = 350;

// Suit outlines in a 100x100 box, centred on (50, 50).
const SUIT_PATH = {
  H: "M50 92 C38 78 6 58 6 32 C6 16 18 6 31 6 C40 6 47 12 50 20 C53 12 60 6 69 6 " +
     "C82 6 94 16 94 32 C94 58 62 78 50 92 Z",
  D: "M50 4 C60 22 76 40 90 50 C76 60 60 78 50 96 C40 78 24 60 10 50 C24 40 40 22 50 4 Z",
  S: "M50 4 C62 24 94 40 94 62 C94 76 84 84 72 84 C64 84 57 80 54 74 C55 84 60 92 68 96 " +
     "L32 96 C40 92 45 84 46 74 C43 80 36 84 28 84 C16 84 6 76 6 62 C6 40 38 24 50 4 Z",
  C: "M50 6 C63 6 72 16 72 28 C72 36 68 42 63 46 C67 44 71 43 75 43 C87 43 96 52 96 64 " +
     "C96 76 87 85 75 85 C66 85 59 80 55 73 C56 84 60 91 68 96 L32 96 C40 91 44 84 45 73 " +
     "C41 80 34 85 25 85 C13 85 4 76 4 64 C4 52 13 43 25 43 C29 43 33 44 37 46 " +
     "C32 42 28 36 28 28 C28 16 37 6 50 6 Z",
};
const RED = new Set(["H", "D"]);

// Pip centres (x, y in card units) for 2..10, as on a classic French deck.
const COLS = [72, 125, 178];
const ROWS = [70, 110, 130, 150, 175, 200, 220, 240, 280];
const PIPS = {
  2: [[1, 0], [1, 8]],
  3: [[1, 0], [1, 4], [1, 8]],
  4: [[0, 0], [2, 0], [0, 8], [2, 8]],
  5: [[0, 0], [2, 0], [1, 4], [0, 8], [2, 8]],
  6: [[0, 0], [2, 0], [0, 4], [2, 4], [0, 8], [2, 8]],
  7: [[0, 0], [2, 0], [1, 2], [0, 4], [2, 4], [0, 8], [2, 8]],
  8: [[0, 0], [2, 0], [1, 2], [0, 4], [2, 4], [1, 6], [0, 8], [2, 8]],
  9: [[0, 0], [2, 0], [0, 3], [2, 3], [1, 4], [0, 5], [2, 5], [0, 8], [2, 8]],
  10: [[0, 0], [2, 0], [1, 1], [0, 3], [2, 3], [0, 5], [2, 5], [1, 7], [0, 8], [2, 8]],
};

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

function suitGlyph(parent, suit, cx, cy, size, flip) {
  const s = size / 100;
  const t = `translate(${cx - size / 2} ${cy - size / 2}) scale(${s})` +
    (flip ? " rotate(180 50 50)" : "");
  return el("path", { d: SUIT_PATH[suit], transform: t, class: "suit" }, parent);
}

function text(parent, x, y, str, attrs) {
  const t = el("text", { x, y, ...attrs }, parent);
  t.textContent = str;
  return t;
}

function frame(svg, cls) {
  el("rect", { x: 2, y: 2, width: W - 4, height: H - 4, rx: 18, class: cls }, svg);
}

function corner(svg, rank, suit) {
  for (const flip of [false, true]) {
    const g = el("g", flip ? { transform: `rotate(180 ${W / 2} ${H / 2})` } : {}, svg);
    text(g, 30, 52, rank, { class: "idx", "text-anchor": "middle" });
    suitGlyph(g, suit, 30, 76, 30);
  }
}

function face(svg, rank, suit) {
  el("rect", { x: 52, y: 50, width: W - 104, height: H - 100, rx: 10, class: "court" }, svg);
  el("rect", { x: 60, y: 58, width: W - 120, height: H - 116, rx: 6, class: "court-in" }, svg);
  text(svg, W / 2, H / 2 + 30, rank, { class: "court-letter", "text-anchor": "middle" });
  suitGlyph(svg, suit, 95, 95, 40);
  suitGlyph(svg, suit, W - 95, H - 95, 40, true);
}

/** An <svg> for a Xeri card code ("AS", "10D", "JH"). */
export function xeriCard(code) {
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const svg = el("svg", {
    viewBox: `0 0 ${W} ${H}`,
    class: `card-art ${RED.has(suit) ? "red" : "black"}`,
    "aria-hidden": "true",
    focusable: "false",
  });
  frame(svg, "face");
  corner(svg, rank, suit);
  if (rank === "A") {
    suitGlyph(svg, suit, W / 2, H / 2, suit === "S" ? 130 : 100);
  } else if (rank === "J" || rank === "Q" || rank === "K") {
    face(svg, rank, suit);
  } else {
    for (const [c, r] of PIPS[Number(rank)]) {
      suitGlyph(svg, suit, COLS[c], ROWS[r], 44, r > 4);
    }
  }
  return svg;
}

/** An <svg> for a XIX card, a number from 1 to 18. */
export function xixCard(n) {
  const svg = el("svg", {
    viewBox: `0 0 ${W} ${H}`,
    class: `card-art xix v${n}`,
    "aria-hidden": "true",
    focusable: "false",
  });
  frame(svg, "face");
  el("rect", { x: 22, y: 22, width: W - 44, height: H - 44, rx: 12, class: "xix-band" }, svg);
  el("circle", { cx: W / 2, cy: H / 2, r: 78, class: "xix-disc" }, svg);
  text(svg, W / 2, H / 2 + (n > 9 ? 30 : 34), String(n),
    { class: `xix-num${n > 9 ? " two" : ""}`, "text-anchor": "middle" });
  text(svg, 44, 66, String(n), { class: "xix-idx", "text-anchor": "middle" });
  const g = el("g", { transform: `rotate(180 ${W / 2} ${H / 2})` }, svg);
  text(g, 44, 66, String(n), { class: "xix-idx", "text-anchor": "middle" });
  // Pips along the band show the value at a glance, 1 dot per point up to 18.
  for (let i = 0; i < n; i++) {
    const side = i % 2;
    const k = Math.floor(i / 2);
    el("circle", { cx: side ? W - 34 : 34, cy: 100 + k * 18, r: 5, class: "xix-pip" }, svg);
  }
  return svg;
}

/** A face-down card. */
export function cardBack() {
  const svg = el("svg", {
    viewBox: `0 0 ${W} ${H}`, class: "card-art back", "aria-hidden": "true", focusable: "false",
  });
  frame(svg, "back-frame");
  el("rect", { x: 16, y: 16, width: W - 32, height: H - 32, rx: 12, class: "back-field" }, svg);
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 5; x++) {
      const cx = 45 + x * 40;
      const cy = 50 + y * 36;
      el("path", { d: `M${cx} ${cy - 14} L${cx + 14} ${cy} L${cx} ${cy + 14} L${cx - 14} ${cy} Z`,
        class: "back-diamond" }, svg);
    }
  }
  return svg;
}

/** The art for any card value: a Xeri code, a XIX number, or null for a back. */
export function cardArt(card) {
  if (card === null || card === undefined) return cardBack();
  if (typeof card === "number") return xixCard(card);
  return xeriCard(card);
}

const RANK_NAMES = { A: "ace", J: "jack", Q: "queen", K: "king" };
const SUIT_NAMES = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };

/** Keys (for i18n) naming a card: ["rank", "suit"] parts. */
export function cardNameParts(code) {
  if (typeof code === "number") return { number: code };
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  return { rank: RANK_NAMES[rank] || rank, suit: SUIT_NAMES[suit] };
}
