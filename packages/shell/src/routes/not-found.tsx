import { data, type LoaderFunctionArgs } from "react-router";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { lookupPageRedirect } from "@storefront/page-kit/redirects";
import { pageMeta } from "@storefront/page-kit/seo";
import { NotFound } from "../pages/NotFound";

export const handle: PageHandle = { pageType: "notFound" };

/**
 * Any path outside the route table answers HTTP 404 with the not-found page (spec 1 §2.1), after
 * the redirect lookup of spec 1 §8: an absolute destination is a full redirect, a relative one a
 * redirect inside the shop; none leaves the not-found page in place (the address is unchanged).
 */
export async function loader(args?: LoaderFunctionArgs) {
  if (args && new URL(args.request.url).pathname !== "/404") {
    const redirect = await lookupPageRedirect(args);
    if (redirect) return redirect;
  }
  return data(null, { status: 404 });
}

export const meta = pageMeta("Page not found");

export default function NotFoundRoute() {
  return <NotFound />;
}
