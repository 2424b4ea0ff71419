// The explainer page: under each table, a line saying what just happened there,
// from the events the <xeri-table> element passes on (docs/embedding.md).

for (const table of document.querySelectorAll("xeri-table")) {
  const said = table.closest("figure")?.querySelector(".said");
  table.addEventListener("xeri-table", (e) => {
    const text = e.detail.text ? `${e.detail.text}.` : e.detail.event === "error" && e.detail.message;
    if (said && text) said.textContent = text;
    table.dataset.lastEvent = e.detail.event;
  });
}
