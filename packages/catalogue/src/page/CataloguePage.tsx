import { lazy, Suspense, type ReactNode } from "react";
import { useLoaderData, useLocation, useNavigation } from "react-router";
import { warmLater } from "@storefront/page-kit/lazy-part";
import { pageDataOf } from "@storefront/page-kit/loader-data";
import { PageDataBoundary } from "@storefront/page-kit/page-data";
import { InAppLinkArea } from "@storefront/ui-kit/link";
import { PageNotFound } from "./PageNotFound";

type SkeletonFor = (pathname: string) => ReactNode;

/*
 * The skeletons show only during a client navigation, so they are not in the page's first load
 * (issue 17 item 3): they load with the parts' code once the page has hydrated, and are there by
 * the first navigation.
 */
let loadedSkeletonFor: SkeletonFor | null = null;
const loadSkeletons = () => import("./Skeletons").then((module) => (loadedSkeletonFor = module.skeletonFor));
warmLater(loadSkeletons);
const LazySkeleton = lazy(() =>
  loadSkeletons().then((skeletonFor) => ({ default: ({ pathname }: { pathname: string }) => skeletonFor(pathname) })),
);

function NavigationSkeleton({ pathname }: { pathname: string }) {
  if (loadedSkeletonFor) return loadedSkeletonFor(pathname);
  return (
    <Suspense fallback={null}>
      <LazySkeleton pathname={pathname} />
    </Suspense>
  );
}

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
      <InAppLinkArea>
        {leaving ? <NavigationSkeleton pathname={navigation.location.pathname} /> : notFound ? <PageNotFound /> : children}
      </InAppLinkArea>
    </PageDataBoundary>
  );
}
