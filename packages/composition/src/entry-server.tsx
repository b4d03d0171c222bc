import { sawApiFailure } from "@storefront/api-client/http";
import { CspNonceProvider } from "@storefront/page-kit/csp-nonce";
import { createHandleRequest } from "@storefront/runtime/entry-server";

export { streamTimeout } from "@storefront/runtime/entry-server";

/**
 * Every storefront's server entry: the runtime's render, with the response's CSP nonce for the
 * document's scripts; a page whose server-side API calls failed in part is not kept by any cache.
 */
export default createHandleRequest({
  wrap: (router, nonce) => <CspNonceProvider nonce={nonce}>{router}</CspNonceProvider>,
  // The loaders' API clients mark the router context, which React Router hands this entry too.
  degraded: (_request, loadContext) => typeof loadContext === "object" && loadContext !== null && sawApiFailure(loadContext),
});
