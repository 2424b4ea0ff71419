// A small Markdown reader for the rules pages (headings, paragraphs, lists,
// tables, **bold**, *italic*, `code`), building DOM nodes: no innerHTML.
import { h } from "./dom.js";

function inline(text) {
  const out = [];
  const re = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const tok = m[0];
    if (tok.startsWith("**")) out.push(h("strong", { text: tok.slice(2, -2) }));
    else if (tok.startsWith("`")) out.push(h("code", { text: tok.slice(1, -1) }));
    else out.push(h("em", { text: tok.slice(1, -1) }));
    last = m.index + tok.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function cells(line) {
  return line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
}

/** A document fragment for a Markdown text. */
export function renderMarkdown(src) {
  const root = document.createDocumentFragment();
  const lines = src.replace(/\r/g, "").split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) { i++; continue; }
    const head = /^(#{1,4})\s+(.*)$/.exec(line);
    if (head) {
      root.appendChild(h(`h${Math.min(head[1].length + 1, 5)}`, {}, inline(head[2])));
      i++;
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const list = h(ordered ? "ol" : "ul");
      while (i < lines.length && /^\s*([-*]|\d+\.)\s+/.test(lines[i])) {
        let item = lines[i].replace(/^\s*([-*]|\d+\.)\s+/, "");
        i++;
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]) &&
               !/^\s*([-*]|\d+\.)\s+/.test(lines[i])) {
          item += " " + lines[i].trim();
          i++;
        }
        list.appendChild(h("li", {}, inline(item)));
      }
      root.appendChild(list);
      continue;
    }
    if (line.trim().startsWith("|")) {
      const rows = [];
      while (i < lines.length && lines[i].trim().startsWith("|")) rows.push(lines[i++]);
      const table = h("table");
      const body = rows.filter((r) => !/^\s*\|?\s*:?-{3,}/.test(r));
      body.forEach((r, n) => {
        table.appendChild(h("tr", {}, cells(r).map((c) => h(n ? "td" : "th", {}, inline(c)))));
      });
      root.appendChild(table);
      continue;
    }
    let para = line.trim();
    i++;
    while (i < lines.length && lines[i].trim() && !/^(#|\s*[-*]\s|\s*\d+\.\s|\s*\|)/.test(lines[i])) {
      para += " " + lines[i].trim();
      i++;
    }
    root.appendChild(h("p", {}, inline(para)));
  }
  return root;
}
