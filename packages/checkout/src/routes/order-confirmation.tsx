import type { PageHandle } from "@storefront/page-kit/page-types";
import { confirmationTexts } from "../confirmation/confirmation-texts";
import { ConfirmationPage } from "../confirmation/ConfirmationPage";
import { checkoutMeta } from "../route-meta";

export const handle: PageHandle = { pageType: "orderConfirmation", hideLocalitySuggestion: true };

export const meta = checkoutMeta(confirmationTexts.title);

export default function OrderConfirmationRoute() {
  return <ConfirmationPage />;
}
