import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { getRedirect } from "@storefront/api-client/browsing";
import { brandClientOptions, createServerApiClient } from "@storefront/api-client/http";
import { brandContext } from "@storefront/api-client/page-data";
import { pageMeta, type PageHandle } from "../page";
import { NotFound } from "../pages/NotFound";

export const handle: PageHandle = { pageType: "notFound" };

/**
 * Any path outside the route table answers HTTP 404 with the not-found page (spec 1 §2.1), after
 * the redirect lookup of spec 1 §8: an absolute destination is a full redirect, a relative one a
 * redirect inside the shop; none leaves the not-found page in place (the address is unchanged).
 */
export async function loader(args?: LoaderFunctionArgs) {
  const request = args?.request;
  const pathname = request ? new URL(request.url).pathname : "/404";
  if (request && args && pathname !== "/404") {
    try {
      const api = createServerApiClient({ request, ...brandClientOptions(args.context.get(brandContext)) });
      const answer = await getRedirect(api, pathname, { signal: AbortSignal.timeout(5000) });
      const destination = answer.doRedirect ? answer.destinationUri?.trim() : undefined;
      if (destination) return redirect(/^https?:\/\//i.test(destination) || destination.startsWith("/") ? destination : `/${destination}`, 301);
    } catch {
      // No lookup: the not-found page stands.
    }
  }
  return data(null, { status: 404 });
}

export const meta = pageMeta("Page not found");

export default function NotFoundRoute() {
  return <NotFound />;
}
