import type { Dispatch } from "react";
import { useNavigate } from "react-router";
import styled, { css } from "styled-components";
import { canCompare } from "@storefront/validation/compare";
import { formatTrayPrice, truncateText, TRUNCATE_TRAY_TITLE_LENGTH } from "@storefront/validation/price";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { below, up } from "@storefront/ui-kit/theme";
import { COMPARE_LIMIT, comparePagePath, comparisonPath, type ComparedProduct, type TrayEvent, type TrayState } from "./compare-rules";
import { trayTexts } from "./compare-texts";
import { useCompareActions } from "./useCompare";

const Layer = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  /* spec 1 §2.5: the tray's layer is z-index 950. */
  z-index: ${({ theme }) => theme.zIndices.compare};
  color: ${({ theme }) => theme.color.text.default};
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

const Panel = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.raised};
  border-top: 3px solid ${({ theme }) => theme.color.brand.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Slots = styled.ol`
  display: grid;
  grid-template-columns: repeat(${COMPARE_LIMIT}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${below("md")} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Slot = styled.li<{ $empty: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 80px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px ${({ $empty }) => ($empty ? "dashed" : "solid")} ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $empty }) =>
    $empty &&
    css`
      grid-template-columns: minmax(0, 1fr);
      color: ${({ theme }) => theme.color.text.muted};
      text-align: center;
    `}

  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }

  p {
    margin: 0 ${({ theme }) => theme.space[6]}px 0 0;
  }
`;

const ProductPrice = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.price};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Remove = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[1]}px;
  right: ${({ theme }) => theme.space[1]}px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

const Tab = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 ${({ theme }) => theme.space[4]}px 0 auto;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  background: ${({ theme }) => theme.color.action.primary};
  color: ${({ theme }) => theme.color.action.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

const Bar = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 48px;
  border: 0;
  background: ${({ theme }) => theme.color.action.primary};
  color: ${({ theme }) => theme.color.action.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
  cursor: pointer;
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.action.primaryText};
  color: ${({ theme }) => theme.color.action.primary};
`;

const DesktopOnly = styled.span`
  ${below("md")} {
    display: none;
  }
`;

const MobileOnly = styled.span`
  ${up("md")} {
    display: none;
  }
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

function ProductSlot({ product, onRemove }: { product: ComparedProduct; onRemove: () => void }) {
  return (
    <Slot $empty={false}>
      {product.productImage ? <img src={product.productImage} alt="" width={64} height={64} loading="lazy" /> : <span />}
      <p>
        {truncateText(product.productName, TRUNCATE_TRAY_TITLE_LENGTH)}
        <ProductPrice>{formatTrayPrice(product.price)}</ProductPrice>
      </p>
      <Remove type="button" aria-label={`Remove ${product.productName} from compare`} onClick={onRemove}>
        ×
      </Remove>
    </Slot>
  );
}

function Slots3({ products, onRemove }: { products: readonly ComparedProduct[]; onRemove: (sku: string) => void }) {
  const empty = Math.max(0, COMPARE_LIMIT - products.length);
  return (
    <Slots>
      {products.map((product) => (
        <ProductSlot key={product.productSKU} product={product} onRemove={() => onRemove(product.productSKU)} />
      ))}
      {Array.from({ length: empty }, (_, index) => (
        <Slot key={`empty-${index}`} $empty>
          <span>
            {trayTexts.emptySlot} <strong>&lsquo;{trayTexts.emptySlotAction}&rsquo;</strong>
          </span>
        </Slot>
      ))}
    </Slots>
  );
}

export interface TrayViewProps {
  variant: "overlay" | "bottomBar";
  products: readonly ComparedProduct[];
  state: TrayState;
  dispatch: Dispatch<TrayEvent>;
}

/** The shell overlay (spec 1 §2.5): 'Compare Selected' leaves the app to /comparison/... */
function CompareOverlay({ products, state, dispatch }: Omit<TrayViewProps, "variant">) {
  const { remove } = useCompareActions();
  const { features } = useBrand();
  const skus = products.map((product) => product.productSKU);
  const count = products.length;
  if (!state.expanded) {
    return (
      <Layer aria-label="Compare products" data-compare-variant="overlay">
        <OverlayDesktopTab type="button" onClick={() => dispatch({ type: "pin" })} aria-expanded={false}>
          {trayTexts.compare} <Count>{count}</Count>
        </OverlayDesktopTab>
        <OverlayMobileBar
          type="button"
          $hidden={features.hideDefaultMinimizedComparePanelOnMobile}
          onClick={() => dispatch({ type: "pin" })}
          aria-expanded={false}
        >
          {trayTexts.compare} <Count>{count}</Count>
        </OverlayMobileBar>
      </Layer>
    );
  }
  return (
    <Layer aria-label="Compare products" data-compare-variant="overlay">
      <Panel>
        <PanelHead>
          <h2>
            {trayTexts.compare} <Count>{count}</Count>
          </h2>
          <Button variant="secondary" size="small" onClick={() => dispatch({ type: "hide" })} aria-expanded>
            {trayTexts.hide}
          </Button>
        </PanelHead>
        {count === 0 ? <p>{trayTexts.nothingSelected}</p> : <Slots3 products={products} onRemove={(sku) => void remove(sku)} />}
        <Actions>
          <Button
            variant="primary"
            disabled={!canCompare(skus)}
            onClick={() => {
              dispatch({ type: "compare" });
              // A full page load (spec 1 §2.5: it leaves the app).
              window.location.assign(comparisonPath(skus));
            }}
          >
            {trayTexts.compareSelected}
          </Button>
        </Actions>
      </Panel>
    </Layer>
  );
}

/** The fixed bottom bar variant (spec 1 §2.5 and §4), minimised by default. */
function CompareBottomBar({ products, state, dispatch }: Omit<TrayViewProps, "variant">) {
  const { remove } = useCompareActions();
  const navigate = useNavigate();
  const skus = products.map((product) => product.productSKU);
  const count = products.length;
  if (!state.expanded) {
    return (
      <Layer aria-label="Compare products" data-compare-variant="bottomBar">
        <Bar type="button" aria-expanded={false} onClick={() => dispatch({ type: "pin" })}>
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
      <Panel>
        <PanelHead>
          <h2>{`COMPARE ${count} ITEMS`}</h2>
          <Button variant="secondary" size="small" aria-expanded onClick={() => dispatch({ type: "hide" })}>
            {trayTexts.hide}
          </Button>
        </PanelHead>
        <Slots3 products={products} onRemove={(sku) => void remove(sku)} />
        <Actions>
          <Button
            variant="primary"
            disabled={!canCompare(skus)}
            onClick={() => {
              dispatch({ type: "compare" });
              void navigate(comparePagePath(skus));
            }}
          >
            {trayTexts.compare}
          </Button>
        </Actions>
      </Panel>
    </Layer>
  );
}

/** The tray's look, loaded only once a product is compared: most visits never need it. */
export default function CompareTrayView({ variant, ...props }: TrayViewProps) {
  return variant === "bottomBar" ? <CompareBottomBar {...props} /> : <CompareOverlay {...props} />;
}
