import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { GlobalMessageData } from "@storefront/ui-kit/global-message";
import { onGlobalMessage } from "./global-message";

// The bar's look loads with the first message: most pages never show one.
const GlobalMessage = lazy(() => import("@storefront/ui-kit/global-message").then((module) => ({ default: module.GlobalMessage })));

/** Shows the latest message event; auto-hides after 3 s unless keepAlive; hides on every route change. */
export function GlobalMessageBar() {
  const [message, setMessage] = useState<GlobalMessageData | null>(null);
  const { pathname } = useLocation();
  useEffect(() => onGlobalMessage((next) => setMessage({ ...next })), []);
  useEffect(() => {
    setMessage(null);
  }, [pathname]);
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <GlobalMessage message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
}
