import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import styled from "styled-components";
import { contentQueries, type ContentEntry, type ContentListKind } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import { Button } from "@storefront/ui-kit/button";
import { Pagination } from "@storefront/ui-kit/pagination";
import { EmptyState } from "../page/EmptyState";
import { CardGrid } from "../page/layout";
import { ContentCard } from "./ContentCard";

/** Entries per page of a content list. */
export const CONTENT_PAGE_SIZE = 12;

/** The list page from ?page=n (1 when missing or malformed). */
export function contentPageOf(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

const Pager = styled.div`
  margin-top: ${({ theme }) => theme.space[6]}px;
`;

export interface ContentListProps {
  kind: ContentListKind;
  /** Keeps the entries to show (e.g. the inspirations of a theme); all by default. */
  select?: (entries: ContentEntry[]) => ContentEntry[];
  facts?: (entry: ContentEntry) => ReactNode;
  emptyTitle: string;
  label: string;
}

/** A paged list of recipes, blog posts, catalogues or inspirations. */
export function ContentList({ kind, select, facts, emptyTitle, label }: ContentListProps) {
  const api = useApiClient();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = contentPageOf(searchParams);
  const { data } = useSuspenseQuery(contentQueries.list(api, kind, page, CONTENT_PAGE_SIZE));
  const entries = select ? select(data.items) : data.items;
  if (entries.length === 0) {
    return <EmptyState title={emptyTitle} action={<Button href="/">Back to the home page</Button>} />;
  }
  return (
    <>
      <CardGrid $min={280} aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <ContentCard entry={entry} facts={facts?.(entry)} />
          </li>
        ))}
      </CardGrid>
      <Pager>
        <Pagination
          id={`content-${kind}`}
          label={`${label} pages`}
          totalItems={data.totalCount}
          itemsPerPage={CONTENT_PAGE_SIZE}
          page={page}
          // Links (issue 40): they page before hydration and without JavaScript; the router scrolls to the top.
          hrefOf={(next) => (next > 1 ? `${pathname}?page=${next}` : pathname)}
        />
      </Pager>
    </>
  );
}
