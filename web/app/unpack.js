// Unpacks a stored snapshot (gzip: its CRC-32 and length check it) into one buffer of the
// size it was stored with. Started by the engine worker as its helper "unpack", it does so
// on a thread of its own while the engine worker loads the runtime: {cache, key} in, the
// bytes (or the error's message) out.
export async function unpack(response) {
  const bytes = new Uint8Array(Number(response.headers.get("x-snapshot-bytes")));
  const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
  let at = 0;
  for (let part; !(part = await reader.read()).done; at += part.value.length) bytes.set(part.value, at);
  if (at !== bytes.length) throw new Error(`${at} bytes where ${bytes.length} were stored`);
  return bytes;
}

if (self.name === "unpack") {
  self.onmessage = ({ data }) => (data === null ? Promise.resolve() : caches.open(data.cache)
    .then((c) => c.match(data.key)).then(unpack)
    .then((bytes) => self.postMessage(bytes, [bytes.buffer]), (err) => self.postMessage(err.message)))
    .finally(() => self.close()); // one snapshot a visit (null: none)
}
