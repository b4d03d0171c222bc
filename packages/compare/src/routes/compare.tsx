import type { MetaDescriptor } from "react-router";
import { ComparePage, comparePageTexts } from "../ComparePage";

/** Page type of spec 3 §2 (the shell's PageHandle, written out: this package sits below the shell). */
export const handle = { pageType: "productComparison" as const };

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** 'Compare products | {company}' (spec 3 §9), the company from the root loader. */
export function meta({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { companyName?: string } | undefined;
  const company = root?.companyName;
  return [{ title: company ? `${comparePageTexts.title} | ${company}` : comparePageTexts.title }, { name: "robots", content: "noindex, follow" }];
}

export default function CompareRoute() {
  return <ComparePage />;
}
