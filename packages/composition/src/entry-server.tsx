import { CspNonceProvider } from "@storefront/page-kit/csp-nonce";
import { createHandleRequest } from "@storefront/runtime/entry-server";

export { streamTimeout } from "@storefront/runtime/entry-server";

/** Every storefront's server entry: the runtime's render, with the response's CSP nonce for the document's scripts. */
export default createHandleRequest({ wrap: (router, nonce) => <CspNonceProvider nonce={nonce}>{router}</CspNonceProvider> });
