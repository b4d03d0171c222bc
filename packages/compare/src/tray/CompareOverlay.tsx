import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { useBrand } from "@storefront/ui-kit/brand";
import { below, up } from "@storefront/ui-kit/theme";
import { comparisonPath, type ComparedProduct } from "../compare-rules";
import { trayTexts } from "../compare-texts";
import { useCompareActions } from "../compare-actions";
import { selectTray, useCompareTrayStore } from "../tray-store";
import { ExpandedTray, sendTrayEvent } from "./ExpandedTray";
import { Bar, Count, Layer } from "./tray-styles";
import { TraySlots } from "./TraySlots";

/** The summary tab: the kit's primary button with the tab's rounded top. */
const Tab = styled(Button)`
  margin: 0 ${({ theme }) => theme.space[4]}px 0 auto;
  border: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
`;

const OverlayDesktopTab = styled(Tab)`
  ${below("md")} {
    display: none;
  }
`;

const OverlayMobileBar = styled(Bar)<{ $hidden: boolean }>`
  ${up("md")} {
    display: none;
  }
  ${({ $hidden }) => ($hidden ? "display: none;" : "")}
`;

/** The shell overlay (spec 1 §2.5): a summary tab when hidden; 'Compare Selected' leaves the app to /comparison/... */
export function CompareOverlay({ products }: { products: readonly ComparedProduct[] }) {
  const { remove } = useCompareActions();
  const { features } = useBrand();
  const tray = useCompareTrayStore(selectTray);
  // Until the first list reaches the tray's state (an effect, after hydration), the overlay is as
  // that list will make it: open when products exist (spec 1 §4). So the server renders it open,
  // with its remove buttons, for a page without JavaScript, and hydrating it changes nothing.
  const expanded = tray.seenList === null ? products.length > 0 : tray.expanded;
  const skus = products.map((product) => product.productSKU);
  const count = products.length;
  if (!expanded) {
    return (
      <Layer aria-label="Compare products" data-compare-variant="overlay">
        <OverlayDesktopTab type="button" onClick={() => sendTrayEvent("overlay", "pin")} aria-expanded={false}>
          {trayTexts.compare} <Count>{count}</Count>
        </OverlayDesktopTab>
        <OverlayMobileBar
          type="button"
          $hidden={features.hideDefaultMinimizedComparePanelOnMobile}
          onClick={() => sendTrayEvent("overlay", "pin")}
          aria-expanded={false}
        >
          {trayTexts.compare} <Count>{count}</Count>
        </OverlayMobileBar>
      </Layer>
    );
  }
  return (
    <Layer aria-label="Compare products" data-compare-variant="overlay">
      <ExpandedTray
        variant="overlay"
        heading={
          <>
            {trayTexts.compare} <Count>{count}</Count>
          </>
        }
        skus={skus}
        compareLabel={trayTexts.compareSelected}
        // A full page load (spec 1 §2.5: it leaves the app).
        onCompare={() => window.location.assign(comparisonPath(skus))}
      >
        {count === 0 ? <p>{trayTexts.nothingSelected}</p> : <TraySlots products={products} onRemove={remove} />}
      </ExpandedTray>
    </Layer>
  );
}
