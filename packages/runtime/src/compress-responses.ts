import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { constants } from "node:zlib";
import { pickCoding } from "./encoding";

/**
 * Quality 4 of 11: per-request brotli that costs about what gzip does and saves more. Measured on a
 * 145 KB category page (issue 18 item 9): quality 4 took 3.6 ms and gave 25.6 KB, quality 5 10.4 ms
 * for 23.5 KB, gzip 5.6 ms for 27.9 KB; every page a crowd is answered from the page cache is
 * compressed again (its CSP nonce differs), so quality 5 made compression most of a page's cost.
 */
export const RESPONSE_BROTLI_QUALITY = 4;

/** Answers smaller than this many bytes go uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses what the server writes itself: the server-rendered HTML (React Router calls
 * `res.flush()` after every chunk it streams, so each chunk leaves compressed at once instead of
 * waiting for the page to end) and API answers the API sent uncompressed. A response that already
 * has a Content-Encoding (a precompressed asset, an API answer the API compressed) passes as it is.
 */
export function compressResponses(): RequestHandler {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // The server picks the coding once (brotli on a tie, see pickCoding); the compressor and the
    // /api forwarding then both see that choice.
    const accept = req.headers["accept-encoding"];
    // The header as the client sent it: the page cache answers a stored page in gzip to any
    // client that takes gzip (page-cache.ts), whichever coding would be picked here.
    res.locals.acceptEncoding = accept;
    if (accept !== undefined) req.headers["accept-encoding"] = pickCoding(accept) ?? "identity";
    compress(req, res, next);
  };
}
