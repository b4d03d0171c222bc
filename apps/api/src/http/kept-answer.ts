import type { FastifyReply } from "fastify";
import type { CatalogueCache } from "../catalogue/cache";

const send = (reply: FastifyReply, bytes: Buffer) => void reply.type("application/json; charset=utf-8").send(bytes);

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
    return Buffer.from(serialized);
  });
  if (Buffer.isBuffer(kept)) return send(reply, kept);
  return kept.then((bytes) => send(reply, bytes));
}
