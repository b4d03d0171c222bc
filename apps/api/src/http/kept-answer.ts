import type { FastifyReply } from "fastify";
import type { CatalogueCache } from "../catalogue/cache";

const send = (reply: FastifyReply, bytes: Buffer) => void reply.type("application/json; charset=utf-8").send(bytes);

/**
 * The text as UTF-8 in memory of its own. Buffer.from puts text under 4 KB (a product page record
 * is about 2.7 KB) in a slice of a shared 8 KB slab, and a kept slice keeps its whole slab alive:
 * with the answers kept among the request's other short-lived buffers, 4,000 kept answers held
 * about 50 MB of slabs at 100,000 products, against 11 MB of answers (issue 43 item 2).
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Sends a catalogue answer kept as JSON bytes (CatalogueCache.answer): the first request of a key
 * builds it and serializes it with its route's 200 schema; the next ones send the bytes as they
 * are, at once. Bytes, not text: writing a string to the socket encodes it as UTF-8 on every
 * request, which was a fifth of the API's work on a product page record (issue 17 item 5). `key`
 * must name the route and everything the answer depends on (storefront, parameters). The handler
 * returns what this returns, and is not `async`, so a kept answer costs no promise.
 */
export function sendKeptAnswer(
  reply: FastifyReply,
  catalogue: CatalogueCache,
  key: string,
  build: () => Promise<unknown>,
): void | Promise<void> {
  const kept = catalogue.answer(key, async () => {
    const serialized = reply.serialize(await build());
    if (typeof serialized !== "string") throw new Error(`The answer of ${key} did not serialize to text`);
    return ownBytes(serialized);
  });
  if (Buffer.isBuffer(kept)) return send(reply, kept);
  return kept.then((bytes) => send(reply, bytes));
}
