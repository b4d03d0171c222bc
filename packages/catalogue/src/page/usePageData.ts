import { useLoaderData } from "react-router";
import { pageDataOf } from "@storefront/page-kit/loader-data";

/** The current page loader's `page` answer, as the route's loader made it. */
export function usePageData<T>(): T {
  return pageDataOf(useLoaderData()) as T;
}
