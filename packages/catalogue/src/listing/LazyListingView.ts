import { lazyPart } from "@storefront/page-kit/lazy-part";
import type { ListingViewProps } from "./ListingView";

/** The listing (facets, toolbar, grid, pagination) hydrates after the page, with its own code (page-kit's lazyPart). */
export const ListingView = lazyPart<ListingViewProps>(() => import("./ListingView").then((module) => module.ListingView));
