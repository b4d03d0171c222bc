import { useEffect, useMemo } from "react";
import styled from "styled-components";
import { INSTALMENT_PROVIDERS, WALLET_PROVIDERS, type InstalmentProvider } from "@storefront/api-contract/checkout";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { useBrand } from "@storefront/ui-kit/brand";
import {
  hummMessage,
  instalmentAmount,
  instalmentDueDates,
  isZipOfferRunning,
  toCalendarDate,
  ZIP_SMALL_ORDER_MAX,
  zipMessage,
} from "@storefront/validation/instalments";
import { formatLongDate } from "@storefront/validation/dates";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";

const texts = checkoutTexts.payment;

const Details = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.sunken};

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }

  ol {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    padding-left: ${({ theme }) => theme.space[4]}px;
  }
`;

/** The PayPal disclaimer: the small print under PayPal's instalments. */
const SmallPrint = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** spec 2 §2: the pay-in-four providers (and PayPal Pay in 4, ours). */
const PAY_IN_FOUR: readonly InstalmentProvider[] = ["paypal", "afterpay", "zip", "zipnz", "paypalbnpl"];
/** spec 2 §2 and §9: Afterpay and Zip NZ list the four due dates; PayPal Pay in 4 has the same four (ours). */
const WITH_SCHEDULE: readonly InstalmentProvider[] = ["afterpay", "zipnz", "paypalbnpl"];

export interface ProviderDetailsProps {
  provider: InstalmentProvider;
  orderTotal: number;
  /** Zip's weekly offer (the payment configuration's repaymentPeriodMonths; 0 when unknown). */
  zipRepaymentMonths: number;
  /** The last day Zip's offer includes (the payment configuration's offer expiry, spec 2 §9); null without an offer. */
  zipOfferLastDay?: Date | null;
  /** The day the schedule starts; today by default. */
  today?: Date;
}

/**
 * An instalment provider's panel (spec 2 §2 and §9): the four-instalment amount for PayPal,
 * Afterpay and Zip, the due dates for Afterpay and Zip NZ, Zip's weekly offer, Humm's fortnightly
 * message, the PaypalDisclaimer setting's small print under PayPal's (spec 3 §3, where the setting
 * has a text), PayPal Pay in 4's four payments and their dates, and that the shopper approves the
 * payment on the provider's page; a wallet's (Apple Pay, Google Pay) the whole amount and its
 * payment sheet.
 */
export function ProviderDetails({ provider, orderTotal, zipRepaymentMonths, zipOfferLastDay = null, today }: ProviderDetailsProps) {
  const brand = useBrand();
  const { paypalDisclaimer } = useStorefrontSettings();
  const trackWidget = useWidgetTracking();
  const money = { locale: brand.locale, currency: brand.currency };
  const title = INSTALMENT_PROVIDERS[provider].title;
  const isWallet = (WALLET_PROVIDERS as readonly InstalmentProvider[]).includes(provider);
  // spec 3 §9: the buy-now-pay-later and the Google and Apple Pay widgets are tracked; choosing a
  // provider opens its panel.
  useEffect(() => trackWidget(isWallet ? "google-apple-pay" : "bnpl", "opened"), [provider, isWallet, trackWidget]);
  const start = useMemo(() => today ?? new Date(), [today]);
  const each = formatPrice(instalmentAmount(orderTotal), money);
  const scheduleId = `checkout-${provider}-schedule`;
  // The schedule's days are the shopper's calendar days (validation's instalments count in local time).
  const longDate = (date: Date) => formatLongDate(toCalendarDate(date), brand);
  // spec 2 §9: the weekly message reads 'interest free' while the offer includes today's purchase,
  // and names the last day it does (one day before the expiry).
  const offerRunning = isZipOfferRunning(zipOfferLastDay, start) && orderTotal > ZIP_SMALL_ORDER_MAX && zipRepaymentMonths > 0;
  return (
    <Details>
      {PAY_IN_FOUR.includes(provider) ? <Strong>{texts.fourPayments(each)}</Strong> : null}
      {WITH_SCHEDULE.includes(provider) ? (
        <>
          <p id={scheduleId}>{texts.schedule}</p>
          <ol aria-labelledby={scheduleId}>
            {instalmentDueDates(start).map((due, index) => (
              <li key={due.toISOString()}>{texts.dueOn(index === 0 ? texts.dueToday : longDate(due), each)}</li>
            ))}
          </ol>
        </>
      ) : null}
      {provider === "zip" ? (
        <>
          <p>{zipMessage(orderTotal, { repaymentPeriodMonths: zipRepaymentMonths, interestFree: offerRunning })}</p>
          {offerRunning && zipOfferLastDay ? <p>{texts.zipOfferEnds(longDate(zipOfferLastDay))}</p> : null}
        </>
      ) : null}
      {provider === "paypal" && paypalDisclaimer ? <SmallPrint>{paypalDisclaimer}</SmallPrint> : null}
      {provider === "humm" ? <Strong>{texts.humm(hummMessage(orderTotal))}</Strong> : null}
      {provider === "klarna" ? <p>{texts.klarna}</p> : null}
      {isWallet ? (
        <>
          <Strong>{texts.walletInFull(formatPrice(orderTotal, money))}</Strong>
          <p>{texts.walletSheet(title)}</p>
        </>
      ) : (
        <p>{texts.leaveFor(title)}</p>
      )}
    </Details>
  );
}
