import { lazy, Suspense, useEffect, useReducer } from "react";
import { useLocation } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { useBrand } from "@storefront/ui-kit/brand";
import { addChatBlocker, removeChatBlocker } from "./chat-blocker";
import { initialTrayState, isTrayHiddenOn, overlayReducer, trayReducer } from "./compare-rules";
import { selectComparedProducts, selectTooManyOpen, useCompareStore } from "./compare-store";
import { useCompareSync } from "./useCompare";

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
function Tray({ variant }: { variant: "overlay" | "bottomBar" }) {
  const products = useCompareStore(useShallow(selectComparedProducts));
  const synced = useCompareStore((store) => store.synced);
  const [state, dispatch] = useReducer(variant === "bottomBar" ? trayReducer : overlayReducer, initialTrayState);
  const signature = products.map((product) => product.productSKU).join("~");
  const waitForSync = variant === "bottomBar" && !synced;
  useEffect(() => {
    if (waitForSync) return;
    dispatch({ type: "listChanged", skus: signature ? signature.split("~") : [] });
  }, [signature, waitForSync]);
  useEffect(() => {
    if (!state.expanded) return;
    addChatBlocker(CHAT_BLOCKER);
    return () => removeChatBlocker(CHAT_BLOCKER);
  }, [state.expanded]);

  if (!state.expanded && products.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayView variant={variant} products={products} state={state} dispatch={dispatch} />
    </Suspense>
  );
}

/**
 * What the shell mounts once: syncs the list with the server, opens the 'Too many products'
 * dialog when asked, and shows the brand's tray variant except where spec 1 §2.5 hides it.
 */
export function CompareTray() {
  useCompareSync();
  const { features } = useBrand();
  const { pathname } = useLocation();
  const tooMany = useCompareStore(selectTooManyOpen);
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
