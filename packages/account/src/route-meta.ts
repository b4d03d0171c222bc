import type { MetaDescriptor } from "react-router";

/** Page type of spec 3 §2 (the shell's PageHandle, written out: this package sits below the shell). */
export const accountsHandle = { pageType: "accounts" as const };

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** '{title} | {company}' (spec 3 §9), the company from the root loader; sign-in pages are not indexed. */
export function accountMeta(title: string) {
  return ({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] => {
    const root = matches.find((match) => match?.id === "root")?.loaderData as { companyName?: string } | undefined;
    const company = root?.companyName;
    return [{ title: company ? `${title} | ${company}` : title }, { name: "robots", content: "noindex, nofollow" }];
  };
}
