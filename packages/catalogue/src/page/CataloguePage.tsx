import type { ReactNode } from "react";
import { useLoaderData, useLocation, useNavigation } from "react-router";
import { pageDataOf } from "@storefront/page-kit/loader-data";
import { PageDataBoundary } from "@storefront/page-kit/page-data";
import { InAppLinkArea } from "@storefront/ui-kit/link";
import { PageNotFound } from "./PageNotFound";
import { skeletonFor } from "./Skeletons";

/**
 * The frame of every catalogue page: the loader's prefetched queries, in-app navigation for plain
 * links inside, and, while a client navigation to another page loads, that page's skeleton
 * instead of a stale page (issue 7 item 7). A loader that answered 404 shows the not-found page.
 */
export function CataloguePage({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const notFound = pageDataOf(useLoaderData())?.notFound === true;
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <PageDataBoundary>
      <InAppLinkArea>{leaving ? skeletonFor(navigation.location.pathname) : notFound ? <PageNotFound /> : children}</InAppLinkArea>
    </PageDataBoundary>
  );
}
