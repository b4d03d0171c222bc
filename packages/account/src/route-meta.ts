import type { MetaDescriptor } from "react-router";
import { companyNameOf, pageTitle, type MetaMatch } from "@storefront/api-client/page-data";

/** Page type of spec 3 §2 (the shell's PageHandle, written out: this package sits below the shell). */
export const accountsHandle = { pageType: "accounts" as const };

/** '{title} | {company}' (spec 3 §9), the company from the root loader; sign-in pages are not indexed. */
export function accountMeta(title: string) {
  return ({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] => {
    return [{ title: pageTitle(title, companyNameOf(matches)) }, { name: "robots", content: "noindex, nofollow" }];
  };
}
