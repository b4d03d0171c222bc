import type { QueryClient } from "@tanstack/react-query";
import { checkoutQueries } from "@storefront/api-client/checkout";
import type { ApiClient } from "@storefront/api-client/http";
import type { ProviderAmountRange } from "@storefront/validation/price";
import { notFound } from "../page/load";

/**
 * The order limits of an instalment provider whose landing page is asked for, from the payment
 * configuration (spec 2 §7). A brand that does not offer the provider at checkout has no page for
 * it (404): a shopper is never sent to a way to pay the checkout will not show. A configuration
 * the API cannot give counts as nothing offered, as the checkout treats it.
 */
export async function offeredProviderRange(
  queryClient: QueryClient,
  api: ApiClient,
  provider: "klarna" | "humm",
): Promise<ProviderAmountRange> {
  const configuration = (await queryClient.fetchQuery(checkoutQueries.paymentConfiguration(api)))[provider];
  if (!configuration.isEnabled) notFound();
  return { minimumAmount: configuration.details.minimumAmount, maximumAmount: configuration.details.maximumAmount };
}
