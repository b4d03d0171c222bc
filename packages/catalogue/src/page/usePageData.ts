import { useLoaderData } from "react-router";
import { pageDataOf } from "./page-data";

/** The current page loader's `page` answer. */
export function usePageData<T>(): T {
  return pageDataOf<T>(useLoaderData()) as T;
}
