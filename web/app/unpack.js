// Unpacks a stored snapshot (gzip: its CRC-32 and length check it) into one buffer of the
// size it was stored with: each stored page (x-snapshot-pages, ascending, of x-snapshot-page
// bytes) in its place, the others zeros. Started by the engine worker as its helper
// "unpack", it does so on a thread of its own while the engine worker loads the runtime:
// {cache, key} in, the bytes (or the error's message) out.
export async function unpack(response) {
  const bytes = new Uint8Array(Number(response.headers.get("x-snapshot-bytes")));
  const size = Number(response.headers.get("x-snapshot-page"));
  const pages = (response.headers.get("x-snapshot-pages") ?? "").split(",").map(Number);
  if (!(size > 0) || !pages.every((p, i) => Number.isInteger(p) && p * size < bytes.length && !(p <= pages[i - 1]))) throw new Error("its page list is damaged");
  const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
  let page = 0;
  let at = pages[0] * size; // where the next byte goes
  for (let part; !(part = await reader.read()).done;) {
    for (let chunk = part.value; chunk.length;) {
      if (page === pages.length) throw new Error("more bytes than were stored");
      const end = Math.min((pages[page] + 1) * size, bytes.length);
      const n = Math.min(end - at, chunk.length);
      bytes.set(chunk.subarray(0, n), at);
      chunk = chunk.subarray(n);
      at += n;
      if (at === end && ++page < pages.length) at = pages[page] * size;
    }
  }
  if (page !== pages.length) throw new Error(`${page} of the ${pages.length} pages stored`);
  return bytes;
}

if (self.name === "unpack") {
  self.onmessage = ({ data }) => (data === null ? Promise.resolve() : caches.open(data.cache)
    .then((c) => c.match(data.key)).then(unpack)
    .then((bytes) => self.postMessage(bytes, [bytes.buffer]), (err) => self.postMessage(err.message)))
    .finally(() => self.close()); // one snapshot a visit (null: none)
}
