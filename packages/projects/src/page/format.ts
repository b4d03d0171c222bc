import { formatDate, formatDateAndTime } from "@storefront/validation/dates";
import { formatMoney, type CurrencyCode } from "@storefront/validation/price";
import { useBrand } from "@storefront/ui-kit/brand";

/**
 * Dates and amounts of the project page in the brand's locale; dates in the shop's time zone
 * (validation's `./dates`), amounts in the project's currency.
 */
export function useProjectFormat(currency?: string) {
  const brand = useBrand();
  const { locale, currency: brandCurrency } = brand;
  return {
    money: (amount: number) =>
      formatMoney(amount, { locale, currency: currency === "AUD" || currency === "NZD" ? (currency as CurrencyCode) : brandCurrency }),
    date: (iso: string) => formatDate(iso, brand),
    dateTime: (iso: string) => formatDateAndTime(iso, brand),
  };
}
