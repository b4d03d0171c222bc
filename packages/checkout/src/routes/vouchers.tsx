import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { runGiftCardBalanceAction } from "../vouchers/gift-card-balance-action";
import { VouchersPage } from "../vouchers/VouchersPage";
import { VOUCHERS_PATH, vouchersTexts } from "../vouchers/vouchers-texts";

export const handle: PageHandle = { pageType: "vouchers" };

export const meta = pageMeta(vouchersTexts.title);

/**
 * The balance check (page-kit's shopperAction: refuses other sites, answers the post). A refused
 * post without JavaScript renders the page with the form as typed and its message; a balance goes
 * back to the page as its flash.
 */
export const action = (args: ShopperActionArgs) =>
  shopperAction(args, { fallbackPath: VOUCHERS_PATH, renderRefusals: true }, runGiftCardBalanceAction);

/** The hydrated page's checks run the same action and hand its answer to the form. */
export const clientAction = shopperClientAction;

export default function VouchersRoute() {
  return <VouchersPage />;
}
