import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useChatBlocker } from "@storefront/page-kit/chat-blocker";
import { useBrand } from "@storefront/ui-kit/brand";
import { isTrayHiddenOn } from "./compare-rules";
import { useComparedProducts, useCompareSync } from "./compare-list";
import { selectSettled, selectTooManyOpen, selectTrayExpanded, useCompareTrayStore, type TrayVariant } from "./tray-store";

export { trayTexts } from "./compare-texts";

// Both load on demand: a first visit compares nothing, so the tray's look and the dialog stay out
// of every page's first load (ARCHITECTURE.md budgets). The state rules stay here, so none of a
// list change is missed while the look loads.
const CompareTrayView = lazy(() => import("./CompareTrayView"));
const TooManyProductsDialog = lazy(() => import("./TooManyProductsDialog"));

const CHAT_BLOCKER = "compare";

/**
 * The tray's state (spec 1 §4): the overlay opens when products exist or one is added and closes
 * when the list empties; the bottom bar starts minimised and opens on any change after the list
 * the server sync settles on. Expanded, it blocks the chat widget.
 */
function Tray({ variant }: { variant: TrayVariant }) {
  const products = useComparedProducts();
  const settled = useCompareTrayStore(selectSettled);
  const expanded = useCompareTrayStore(selectTrayExpanded);
  const signature = products.map((product) => product.productSKU).join("~");
  const waitForSync = variant === "bottomBar" && !settled;
  useEffect(() => {
    if (waitForSync) return;
    useCompareTrayStore.getState().send(variant, { type: "listChanged", skus: signature ? signature.split("~") : [] });
  }, [signature, waitForSync, variant]);
  // A tray shown again after a page that hides it starts afresh.
  useEffect(() => () => useCompareTrayStore.getState().resetTray(), []);
  useChatBlocker(CHAT_BLOCKER, expanded);

  if (!expanded && products.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayView variant={variant} products={products} />
    </Suspense>
  );
}

/**
 * What the shell's tray slot holds: syncs the list with the server, opens the 'Too many products'
 * dialog when asked, and shows the brand's tray variant except where spec 1 §2.5 hides it.
 */
export function CompareTray() {
  useCompareSync();
  const { features } = useBrand();
  const { pathname } = useLocation();
  const tooMany = useCompareTrayStore(selectTooManyOpen);
  const hidden = isTrayHiddenOn(pathname, features.compareOnHome);
  return (
    <>
      {hidden ? null : <Tray variant={features.compareVariant} />}
      {tooMany ? (
        <Suspense fallback={null}>
          <TooManyProductsDialog />
        </Suspense>
      ) : null}
    </>
  );
}
