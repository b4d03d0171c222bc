import { useMemo } from "react";
import { hasCheckoutOption } from "@storefront/api-contract/checkout";
import { usePaymentConfiguration, usePaymentConfigurationV2, type CheckoutView } from "@storefront/api-client/checkout";
import { zipOfferLastDay } from "@storefront/validation/instalments";
import { useApplePay } from "../payment/apple-pay";
import { offersInstalments, paymentChoices, providerSettings, type AnyPaymentConfiguration } from "../payment/payment-options";

/**
 * The payment options the checkout offers for its Order Total (spec 2 §2): the payment
 * configuration is read only when the view's flags include an instalment provider or wallet, from
 * v2 where the view has PaymentConfigurationV2 (spec 2 §7: the trade app), else from v1; Apple Pay
 * only where the browser can pay with it (payment/apple-pay.ts).
 */
export function usePaymentChoices(view: Pick<CheckoutView, "opts" | "country">, orderTotal: number) {
  const wanted = offersInstalments(view.opts);
  const v2 = hasCheckoutOption(view.opts, "PaymentConfigurationV2");
  const first = usePaymentConfiguration({ enabled: wanted && !v2 });
  const second = usePaymentConfigurationV2({ enabled: wanted && v2 });
  const configuration = useMemo<AnyPaymentConfiguration | null>(() => {
    if (v2) return second.data ? { version: 2, configuration: second.data } : null;
    return first.data ? { version: 1, configuration: first.data } : null;
  }, [v2, first.data, second.data]);
  // Apple Pay's script is loaded only where the storefront offers Apple Pay and the configuration enables it.
  const applePay = useApplePay(hasCheckoutOption(view.opts, "ApplePay") && providerSettings(configuration, "applepay").isEnabled);
  const choices = useMemo(
    () => paymentChoices({ opts: view.opts, country: view.country, orderTotal, configuration, applePay }),
    [view.opts, view.country, orderTotal, configuration, applePay],
  );
  return {
    choices,
    /** The configuration has answered (or is not needed): the choices are final. */
    settled: !wanted || !(v2 ? second.isPending : first.isPending),
    zipRepaymentMonths: providerSettings(configuration, "zip").repaymentPeriodMonths,
    /** The last day Zip's offer includes (v1 configuration's offerExpiryInclusion or offerExpiry, spec 2 §9); null without one. */
    zipOfferLastDay: configuration?.version === 1 ? zipOfferLastDay(configuration.configuration.zip.details) : null,
  };
}
