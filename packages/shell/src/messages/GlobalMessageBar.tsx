import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { GlobalMessage, type GlobalMessageData } from "@storefront/ui-kit/global-message";
import { onGlobalMessage } from "./global-message";

/** Shows the latest message event; auto-hides after 3 s unless keepAlive; hides on every route change. */
export function GlobalMessageBar() {
  const [message, setMessage] = useState<GlobalMessageData | null>(null);
  const { pathname } = useLocation();
  useEffect(() => onGlobalMessage((next) => setMessage({ ...next })), []);
  useEffect(() => {
    setMessage(null);
  }, [pathname]);
  return <GlobalMessage message={message} onClose={() => setMessage(null)} />;
}
