export { Pagination, type PaginationProps } from "./Pagination";
export { PaginationProvider, usePaginationPage } from "./PaginationProvider";
export { currentPage, DEFAULT_PAGINATION_ID, pageItems, withPage, type PageItem, type PaginationPages } from "./pagination-state";
