import { createContext, useContext, type ReactNode } from "react";

const CspNonce = createContext<string | undefined>(undefined);

/**
 * The response's Content-Security-Policy nonce, which the server entry puts around the router so
 * the document can give it to React Router's inline scripts. Undefined in the browser (browsers
 * hide nonces from the page) and on the development server.
 */
export function CspNonceProvider({ nonce, children }: { nonce: string | undefined; children?: ReactNode }) {
  return <CspNonce.Provider value={nonce}>{children}</CspNonce.Provider>;
}

export const useCspNonce = () => useContext(CspNonce);
