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
  app.addHook("onRequest", async (request) => {
    const header = request.headers[STOREFRONT_HEADER];
    if (header !== undefined) {
      const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? "";
      const storefront = storefrontById(value);
      if (!storefront) throw new BadRequestError([`${STOREFRONT_HEADER} must be one of: ${STOREFRONT_IDS.join(", ")}`]);
      request.storefront = storefront;
      return;
    }
    request.storefront = storefrontFromHost(request.headers.host) ?? DEFAULT_STOREFRONT;
  });
}
