import { useActionData } from "react-router";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { runNewsletterAction } from "../newsletter/newsletter-action";
import { NewsletterPage } from "../newsletter/NewsletterPage";
import { NEWSLETTER_PATH, newsletterTexts } from "../newsletter/newsletter-texts";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta(newsletterTexts.heading);

/**
 * The newsletter's action, for the popup and this page (page-kit's shopperAction). A refused post
 * without JavaScript renders this page with its messages and fields instead of going back.
 */
export const action = (args: ShopperActionArgs) =>
  shopperAction(args, { fallbackPath: NEWSLETTER_PATH, renderRefusals: true }, runNewsletterAction);

/** The hydrated page's submissions run the same action and hand its outcome to the form. */
export const clientAction = shopperClientAction;

export default function NewsletterRoute() {
  const refused = useActionData<ActionOutcome>();
  return <NewsletterPage refused={refused && !refused.ok ? refused : undefined} />;
}
