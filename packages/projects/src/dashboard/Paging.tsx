import { Button } from "@storefront/ui-kit/button";
import { Muted, Row } from "../page/styles";
import { dashboardTexts } from "../project-texts";
import { dashboardPaging } from "./search-params";

export interface PagingProps {
  /** The page index, from 0 (spec 3 §9). */
  page: number;
  totalCount: number;
  onPage: (page: number) => void;
}

/** 'Page 1 of N' with Previous and Next (spec 3 §9: pages of 13, index from 0 shown plus one). */
export function Paging({ page, totalCount, onPage }: PagingProps) {
  const paging = dashboardPaging(page, totalCount);
  if (paging.pages < 2) return null;
  return (
    <Row as="nav" aria-label={dashboardTexts.pages}>
      <Button variant="secondary" size="small" disabled={!paging.hasPrevious} onClick={() => onPage(paging.index - 1)}>
        {dashboardTexts.previous}
      </Button>
      <Muted aria-current="page">{dashboardTexts.page(paging.shown, paging.pages)}</Muted>
      <Button variant="secondary" size="small" disabled={!paging.hasNext} onClick={() => onPage(paging.index + 1)}>
        {dashboardTexts.next}
      </Button>
    </Row>
  );
}
