import type { ComparedProduct } from "./compare-rules";
import type { TrayVariant } from "./tray-store";
import { CompareBottomBar } from "./tray/CompareBottomBar";
import { CompareOverlay } from "./tray/CompareOverlay";

/** The tray's look, loaded only once a product is compared: most visits never need it. */
export default function CompareTrayView({ variant, products }: { variant: TrayVariant; products: readonly ComparedProduct[] }) {
  return variant === "bottomBar" ? <CompareBottomBar products={products} /> : <CompareOverlay products={products} />;
}
