import type { FastifyRequest } from "fastify";

const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

/**
 * The origin the browser addressed: the storefront's when its /api forwarding brought the
 * request (X-Forwarded-Host and -Proto, believed only from a trusted proxy: buildApp's
 * `trustProxy`, TRUST_PROXY), else this API's own. Undefined for a malformed Host.
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const { protocol, host } = request;
  if ((protocol !== "http" && protocol !== "https") || !HOST.test(host)) return undefined;
  return `${protocol}://${host}`;
}

/** True when the browser reached us over HTTPS, directly or through the trusted storefront proxy. */
export const isHttps = (request: FastifyRequest) => request.protocol === "https";
