import { useNavigate } from "react-router";
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
  if (!expanded) {
    return (
      <Layer aria-label="Compare products" data-compare-variant="bottomBar">
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
