import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { currentPage, DEFAULT_PAGINATION_ID, withPage, type PaginationPages } from "./pagination-state";

interface PaginationContextValue {
  pages: PaginationPages;
  setPage: (id: string, page: number, totalItems: number, itemsPerPage: number) => void;
}

const PaginationContext = createContext<PaginationContextValue | null>(null);

/** Holds the page of every pagination instance below it, so a list and its pager share one page. */
export function PaginationProvider({ initialPages = {}, children }: { initialPages?: PaginationPages; children?: ReactNode }) {
  const [pages, setPages] = useState<PaginationPages>(initialPages);
  const setPage = useCallback((id: string, page: number, totalItems: number, itemsPerPage: number) => {
    setPages((current) => withPage(current, id, page, totalItems, itemsPerPage));
  }, []);
  const value = useMemo(() => ({ pages, setPage }), [pages, setPage]);
  return <PaginationContext.Provider value={value}>{children}</PaginationContext.Provider>;
}

/** The page of one instance (1 when unknown) and a setter that ignores pages out of range. */
export function usePaginationPage(id: string = DEFAULT_PAGINATION_ID) {
  const context = useContext(PaginationContext);
  if (!context) throw new Error("usePaginationPage() needs a <PaginationProvider> above it");
  const { pages, setPage } = context;
  return [
    currentPage(pages, id),
    (page: number, totalItems: number, itemsPerPage: number) => setPage(id, page, totalItems, itemsPerPage),
  ] as const;
}

/** The provider's value, or null outside one (Pagination then keeps its own page). */
export function usePaginationContext() {
  return useContext(PaginationContext);
}
