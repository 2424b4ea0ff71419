// The explainer page: under each table, a line saying what just happened there,
// from the events the <xeri-table> element passes on (docs/embedding.md).

function describe(m) {
  if (m.text) return `${m.text}.`;
  if (m.event === "error") return m.message;
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
