import { createContext, useContext, type ComponentType, type ReactNode } from "react";

/**
 * The product record fields another domain's product widget reads (spec 1 §3: what a compare
 * product is built from). A summary or a detail of the API's products has them.
 */
export interface WidgetProduct {
  productId: number;
  sku: string;
  title: string;
  price?: number | null;
  uri?: string;
  manufacturer?: { name?: string; thumbnail?: string } | null;
  brand?: string;
  images?: readonly { thumbUrl?: string }[];
}

/**
 * Widgets another domain puts on the catalogue's product cards and pages. A domain never imports
 * another: the composition fills these places, the catalogue shows whatever fills them.
 */
export interface ProductWidgets {
  /** The 'Add to Compare' tick of spec 1 §2.5 (the compare domain's). */
  compare?: ComponentType<{ product: WidgetProduct }>;
  /** The cart's lines and remove buttons (the cart domain's), which checkout's 'Edit Cart' opens (spec 2 §2). */
  cartPanel?: ComponentType;
  /** A product's stock in every store (the projects domain's STOCK tab), for the staff side panel (spec 3 §2). */
  stock?: ComponentType<{ product: { sku: string } }>;
  /** A product's competitor prices (the projects domain's COMPETITOR_PRICE tab), for the staff side panel (spec 3 §2). */
  competitorPrices?: ComponentType<{ product: { sku: string } }>;
}

const ProductWidgetsContext = createContext<ProductWidgets>({});

export function ProductWidgetsProvider({ widgets, children }: { widgets: ProductWidgets; children: ReactNode }) {
  return <ProductWidgetsContext.Provider value={widgets}>{children}</ProductWidgetsContext.Provider>;
}

/** The widget of that name for this product, or nothing where no domain fills it. */
export function ProductWidget({ name, product }: { name: "compare"; product: WidgetProduct }) {
  const Widget = useContext(ProductWidgetsContext)[name];
  return Widget ? <Widget product={product} /> : null;
}

/** The cart panel another domain fills, or null where none does. */
export function useCartPanelWidget(): ComponentType | null {
  return useContext(ProductWidgetsContext).cartPanel ?? null;
}

/** The staff product facts another domain fills (stock, competitor prices), each null where none does. */
export function useStaffProductWidgets(): {
  stock: ProductWidgets["stock"] | null;
  competitorPrices: ProductWidgets["competitorPrices"] | null;
} {
  const widgets = useContext(ProductWidgetsContext);
  return { stock: widgets.stock ?? null, competitorPrices: widgets.competitorPrices ?? null };
}
