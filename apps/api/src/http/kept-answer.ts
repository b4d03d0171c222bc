import type { FastifyReply } from "fastify";
import type { CatalogueCache } from "../catalogue/cache";

const send = (reply: FastifyReply, text: string) => void reply.type("application/json; charset=utf-8").send(text);

/**
 * Sends a catalogue answer kept as JSON text (CatalogueCache.answer): the first request of a key
 * builds it and serializes it with its route's 200 schema; the next ones send the text as it is,
 * at once. `key` must name the route and everything the answer depends on (storefront,
 * parameters). The handler returns what this returns, and is not `async`, so a kept answer costs
 * no promise.
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
    return serialized;
  });
  if (typeof kept === "string") return send(reply, kept);
  return kept.then((text) => send(reply, text));
}
