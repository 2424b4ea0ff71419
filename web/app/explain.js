// The explainer page: under each table, a line saying what just happened there,
// from the events the <xeri-table> element passes on (docs/embedding.md).

function describe(m) {
  if (m.event === "move") return `Move ${m.decisions}: ${m.label}.`;
  if (m.event === "round_end") return `Round ${m.round} over: ${m.result.totals.join(" to ")}.`;
  if (m.event === "exchange_end") return `Exchange over: ${m.exchange.points} point(s); scores ${m.scores.join(" to ")}.`;
  if (m.event === "game_over") return "Game over.";
  if (m.event === "error") return `Error: ${m.message}`;
  return null;
}

for (const table of document.querySelectorAll("xeri-table")) {
  const said = table.closest("figure")?.querySelector(".said");
  table.addEventListener("xeri-table", (e) => {
    const text = describe(e.detail);
    if (said && text) said.textContent = text;
    table.dataset.lastEvent = e.detail.event;
  });
}
