import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { constants } from "node:zlib";
import { pickCoding } from "./encoding";

/**
 * Compresses what the server writes itself: the server-rendered HTML (React Router calls
 * `res.flush()` after every chunk it streams, so each chunk leaves compressed at once instead of
 * waiting for the page to end) and API answers the API sent uncompressed. A response that already
 * has a Content-Encoding (a precompressed asset, an API answer the API compressed) passes as it is.
 */
export function compressResponses(): RequestHandler {
  const compress = compression({
    threshold: 1024,
    // Quality 5 of 11: per-request brotli that costs about what gzip does and saves more.
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // The server picks the coding once (brotli on a tie, see pickCoding); the compressor and the
    // /api forwarding then both see that choice.
    const accept = req.headers["accept-encoding"];
    if (accept !== undefined) req.headers["accept-encoding"] = pickCoding(accept) ?? "identity";
    compress(req, res, next);
  };
}
