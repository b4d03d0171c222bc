import type { Project, ProjectProduct, SharedProject } from "@storefront/api-client/projects";
import { Tabs, type TabItem } from "@storefront/ui-kit/tabs";
import { productTexts } from "../project-texts";
import { Attachments } from "./Attachments";
import { CompetitorPricesPanel } from "./CompetitorPrices";
import { useProjectFormat } from "./format";
import { Notes } from "./Notes";
import { StockPanel } from "./Stock";
import { Facts, Muted } from "./styles";
import { Variations } from "./Variations";

/** spec 3 §2: the tabs of a product, in the spec's order. */
export const PRODUCT_TABS = ["STOCK", "PRICE", "COMPETITOR_PRICE", "NOTE", "VARIATION", "ATTACHMENTS"] as const;

/** The price facts of a line: today's price, the locked price, RRP, discount and total. */
export function PricePanel({ product, project }: { product: ProjectProduct; project: Project | SharedProject }) {
  const format = useProjectFormat(project.currency);
  return (
    <>
      <Facts>
        <dt>{productTexts.price}</dt>
        <dd>{format.money(product.price)}</dd>
        <dt>{productTexts.currentPrice}</dt>
        <dd>{format.money(product.currentPrice)}</dd>
        {product.lockedPrice !== null ? (
          <>
            <dt>{productTexts.lockedPrice}</dt>
            <dd>{format.money(product.lockedPrice)}</dd>
          </>
        ) : null}
        <dt>{productTexts.rrp}</dt>
        <dd>{format.money(product.rrp)}</dd>
        <dt>{productTexts.discount}</dt>
        <dd>{format.money(product.lineDiscount)}</dd>
        <dt>{productTexts.quantity}</dt>
        <dd>{product.quantity}</dd>
        <dt>{productTexts.lineTotal}</dt>
        <dd>{format.money(product.price * product.quantity - product.lineDiscount)}</dd>
      </Facts>
      {product.lockedPrice !== null && project.priceLock?.active ? <Muted>{productTexts.priceLocked}</Muted> : null}
    </>
  );
}

/** The six tabs of a product line for staff (spec 3 §2). */
export function ProductTabs({ project, product }: { project: Project; product: ProjectProduct }) {
  const items: TabItem[] = [
    { id: "STOCK", label: productTexts.tab.STOCK, panel: <StockPanel product={product} /> },
    { id: "PRICE", label: productTexts.tab.PRICE, panel: <PricePanel product={product} project={project} /> },
    { id: "COMPETITOR_PRICE", label: productTexts.tab.COMPETITOR_PRICE, panel: <CompetitorPricesPanel product={product} /> },
    { id: "NOTE", label: productTexts.tab.NOTE, panel: <Notes project={project} product={product} /> },
    { id: "VARIATION", label: productTexts.tab.VARIATION, panel: <Variations project={project} product={product} /> },
    {
      id: "ATTACHMENTS",
      label: productTexts.tab.ATTACHMENTS,
      panel: (
        <Attachments
          projectId={project.id}
          attachments={project.attachments.filter((attachment) => attachment.productCode === product.productCode)}
          target={{ productCode: product.productCode }}
        />
      ),
    },
  ];
  return <Tabs label={productTexts.tabs(product.title)} items={items} />;
}
