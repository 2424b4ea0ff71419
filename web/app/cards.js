// Card pictures: <svg><use> of a symbol of the sprite that build.py writes into
// the page (drawn by scripts/card_art.py; the HTML parser reads it with the page).
export const SVG = "http://www.w3.org/2000/svg";

// A Xeri code ("AS"), an XIX number (1..18), or null for a card's back.
export function cardArt(card) {
  const svg = document.createElementNS(SVG, "svg");
  const use = document.createElementNS(SVG, "use");
  const id = card === null || card === undefined ? "back" : typeof card === "number" ? `n-${card}` : `x-${card}`;
  for (const [k, v] of [["viewBox", "0 0 250 350"], ["class", "card-art"], ["aria-hidden", "true"], ["focusable", "false"]]) svg.setAttribute(k, v);
  use.setAttribute("href", `#${id}`);
  svg.append(use);
  return svg;
}
