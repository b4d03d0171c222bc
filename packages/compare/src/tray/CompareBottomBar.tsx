import { useRef } from "react";
import { useNavigate } from "react-router";
import { useBottomInset } from "@storefront/page-kit/bottom-inset";
import { comparePagePath, type ComparedProduct } from "../compare-rules";
import { trayTexts } from "../compare-texts";
import { useCompareActions } from "../compare-actions";
import { selectTrayExpanded, useCompareTrayStore } from "../tray-store";
import { ExpandedTray, sendTrayEvent } from "./ExpandedTray";
import { Bar, Count, DesktopOnly, Layer, MobileOnly } from "./tray-styles";
import { TraySlots } from "./TraySlots";

/** The fixed bottom bar variant (spec 1 §2.5 and §4), minimised by default; 'Compare' goes to /compare. */
export function CompareBottomBar({ products }: { products: readonly ComparedProduct[] }) {
  const { remove } = useCompareActions();
  const navigate = useNavigate();
  const expanded = useCompareTrayStore(selectTrayExpanded);
  const skus = products.map((product) => product.productSKU);
  const count = products.length;
  // The minimised bar runs the screen's width: the chat launcher, the product page's sticky panel
  // and 'Back to top' sit above it (page-kit's bottom inset).
  const minimised = useRef<HTMLElement>(null);
  useBottomInset(minimised, !expanded);
  if (!expanded) {
    return (
      <Layer ref={minimised} aria-label="Compare products" data-compare-variant="bottomBar">
        <Bar type="button" aria-expanded={false} onClick={() => sendTrayEvent("bottomBar", "pin")}>
          <DesktopOnly>{`COMPARE ${count} ITEMS`}</DesktopOnly>
          <MobileOnly>
            COMPARE <Count>{count}</Count>
          </MobileOnly>
        </Bar>
      </Layer>
    );
  }
  return (
    <Layer aria-label="Compare products" data-compare-variant="bottomBar">
      <ExpandedTray
        variant="bottomBar"
        heading={`COMPARE ${count} ITEMS`}
        skus={skus}
        compareLabel={trayTexts.compare}
        onCompare={() => void navigate(comparePagePath(skus))}
      >
        <TraySlots products={products} onRemove={remove} />
      </ExpandedTray>
    </Layer>
  );
}
