import { lazy, Suspense } from "react";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { useAfterInteractive } from "./useAfterInteractive";

// The launcher, its blocker watch and the panel load after the page is interactive: nothing of
// the widget is in a page's first load (ARCHITECTURE.md budgets).
const ChatLauncher = lazy(() => import("./ChatLauncher"));

/**
 * The chat widget (spec 3 §2, §9), what the shell's chat slot holds: on while the brand's
 * IntercomEnabled setting is (on by default), with its IntercomAppId (the built-in fallback when
 * missing); mounted once the page is interactive.
 */
export function ChatWidget() {
  const { intercomEnabled, intercomAppId } = useStorefrontSettings();
  const interactive = useAfterInteractive();
  if (!intercomEnabled || !interactive) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher appId={intercomAppId} />
    </Suspense>
  );
}
