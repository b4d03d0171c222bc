import type { PageHandle } from "@storefront/page-kit/page-types";
import { CheckoutPage } from "../CheckoutPage";
import { checkoutTexts } from "../checkout-texts";
import { checkoutMeta } from "../route-meta";

export const handle: PageHandle = { pageType: "checkout" };

export const meta = checkoutMeta(checkoutTexts.title);

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
