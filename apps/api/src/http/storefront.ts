import type { FastifyInstance } from "fastify";
import { BadRequestError } from "./errors";
import { DEFAULT_STOREFRONT, STOREFRONT_IDS, storefrontById, storefrontFromHost, type Storefront } from "../storefronts";

export const STOREFRONT_HEADER = "x-storefront-brand";

declare module "fastify" {
  interface FastifyRequest {
    /** The storefront this request is for: the brand header, else the Host port, else the one on the lowest port (wa). */
    storefront: Storefront;
  }
}

/** Resolves the storefront of every request before validation, so a bad header is a 400 like any bad input. */
export function registerStorefrontResolution(app: FastifyInstance): void {
  app.decorateRequest("storefront", null as unknown as Storefront);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers[STOREFRONT_HEADER];
    if (header !== undefined) {
      const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? "";
      const storefront = storefrontById(value);
      if (!storefront) return done(new BadRequestError([`${STOREFRONT_HEADER} must be one of: ${STOREFRONT_IDS.join(", ")}`]));
      request.storefront = storefront;
      return done();
    }
    request.storefront = storefrontFromHost(request.headers.host) ?? DEFAULT_STOREFRONT;
    done();
  });
}
