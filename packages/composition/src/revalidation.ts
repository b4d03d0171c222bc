import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The root loader (settings, navigation, alert banner) runs again only after a form submission or
 * an explicit revalidation (the outage page's 'Try again'), as in Hydrogen's skeleton root: a
 * listing's filter, sort or page change, or a move to another page, keeps what it read. The alert
 * banner re-checks on its own timer in the browser (spec 1 §4), the navigation after an hour. A
 * shopper action submitted by the hydrated page asks for no reload (`defaultShouldRevalidate`
 * false, page-kit's useShopperAction: its answer updates the query cache), and gets none.
 */
export function shouldRevalidateRoot({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate = true,
}: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "currentUrl" | "nextUrl"> &
  Partial<Pick<ShouldRevalidateFunctionArgs, "defaultShouldRevalidate">>): boolean {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.toString() === nextUrl.toString();
}
