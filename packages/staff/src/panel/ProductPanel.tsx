import { useSearchParams } from "react-router";
import { useStaffProductWidgets } from "@storefront/page-kit/product-widgets";
import { Heading } from "@storefront/ui-kit/heading";
import { panelTexts } from "../console/console-texts";
import { PanelPage } from "./PanelPage";

/**
 * The product panel (spec 3 §2): the stock (GET /api/stock with includeOtherStock) and the
 * competitor prices (GET /api/product/competitor-prices) of the product on screen, whose sku the
 * storefront puts in the panel's address. The projects domain's STOCK and COMPETITOR_PRICE tabs
 * show them, placed here by the composition.
 */
export function ProductPanel() {
  const [query] = useSearchParams();
  const sku = query.get("sku");
  const { stock: Stock, competitorPrices: CompetitorPrices } = useStaffProductWidgets();
  return (
    <PanelPage title={panelTexts.productTitle}>
      {sku ? (
        <>
          <p>SKU {sku}</p>
          {Stock ? (
            <>
              <Heading level={2}>{panelTexts.stockHeading}</Heading>
              <Stock product={{ sku }} />
            </>
          ) : null}
          {CompetitorPrices ? (
            <>
              <Heading level={2}>{panelTexts.competitorHeading}</Heading>
              <CompetitorPrices product={{ sku }} />
            </>
          ) : null}
        </>
      ) : (
        <p>{panelTexts.noProduct}</p>
      )}
    </PanelPage>
  );
}
