import { formatMoney, type CurrencyCode } from "@storefront/validation/price";
import { useBrand } from "@storefront/ui-kit/brand";

/** Dates and amounts of the project page in the brand's locale; amounts in the project's currency. */
export function useProjectFormat(currency?: string) {
  const { locale, currency: brandCurrency } = useBrand();
  return {
    money: (amount: number) =>
      formatMoney(amount, { locale, currency: currency === "AUD" || currency === "NZD" ? (currency as CurrencyCode) : brandCurrency }),
    date: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
    },
    dateTime: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime())
        ? iso
        : date.toLocaleString(locale, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
    },
  };
}
