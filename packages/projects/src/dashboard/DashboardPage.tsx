import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import styled from "styled-components";
import { dashboardKeys } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, DASHBOARD_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { useSignedInAccount } from "@storefront/page-kit/use-session";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { Muted, Row } from "../page/styles";
import { CUSTOMER_EMAIL_PARAM } from "../route-list";
import { dashboardTexts } from "../project-texts";
import { ColumnsControl } from "./ColumnsControl";
import { loadColumns, saveColumns, shownColumns, type DashboardColumn } from "./columns";
import { useDashboardResults } from "./dashboard-data";
import { ExportButton } from "./ExportButton";
import { Paging } from "./Paging";
import { ResultsTable } from "./ResultsTable";
import { SearchForm } from "./SearchForm";
import {
  cleanSearchParams,
  EMPTY_FILTERS,
  INITIAL_SEARCH,
  isTooMany,
  nextSortDirection,
  type DashboardFilters,
  type DashboardSearch,
} from "./search-params";

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[5]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
`;

const Toolbar = styled(Row)`
  justify-content: space-between;
  align-items: flex-start;
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

/** What started the search now shown: a failed sort has its own message (spec 3 §8). */
type Trigger = "search" | "sort" | "page";

export interface DashboardPageProps {
  /** /performance-dashboard/project-search: the search form takes the focus on arrival. */
  focusSearch?: boolean;
}

/**
 * The staff's performance dashboard (spec 3 §2, §4 "Dashboard"; issue 16 item 4): the search form,
 * the results a page of 13 at a time with sortable headers, the columns control and the CSV export.
 * A search shows the loader and clears the table; its answer fills the list and the total; a
 * failure shows the spec's message.
 */
export function DashboardPage({ focusSearch = false }: DashboardPageProps) {
  const { account } = useSignedInAccount();
  const [search, setSearch] = useState<{ params: DashboardSearch; now: Date; trigger: Trigger }>(() => ({
    params: INITIAL_SEARCH,
    now: new Date(),
    trigger: "search",
  }));
  const [columns, setColumnsState] = useState<DashboardColumn[]>(() => loadColumns());
  const setColumns = (next: DashboardColumn[]) => {
    setColumnsState(next);
    saveColumns(next);
  };
  const [address, setAddress] = useSearchParams();
  const customerEmail = address.get(CUSTOMER_EMAIL_PARAM)?.trim() ?? "";
  const context = { salespersonCode: account.data?.salespersonCode, now: search.now, customerEmail };
  const query = cleanSearchParams(search.params, context);
  const results = useDashboardResults(query);
  const shown = shownColumns(columns);

  const queryClient = useQueryClient();
  // Every search asks the API afresh, a repeated one too, clearing the list meanwhile (spec 3 §4).
  const run = (params: DashboardSearch, trigger: Trigger) => {
    const now = new Date();
    void queryClient.resetQueries({ queryKey: dashboardKeys.search(cleanSearchParams(params, { ...context, now })), exact: true });
    setSearch({ params, now, trigger });
  };
  const onSearch = (filters: DashboardFilters) => run({ ...search.params, ...filters, page: 0 }, "search");
  const onSort = (path: string) => run({ ...search.params, ...nextSortDirection(search.params, path), page: 0 }, "sort");
  const onPage = (page: number) => run({ ...search.params, page }, "page");

  // The customer name is not sent (spec 3 §5): it narrows the page shown.
  const customerName = search.params.customerName.trim().toLowerCase();
  const rows = useMemo(
    () => (results.data?.projects ?? []).filter((row) => !customerName || row.customerName.toLowerCase().includes(customerName)),
    [results.data, customerName],
  );
  const total = results.data?.totalCount ?? 0;

  return (
    <Page>
      <Heading level={1}>{focusSearch ? dashboardTexts.searchTitle : dashboardTexts.title}</Heading>
      <SearchForm initialValues={{ ...EMPTY_FILTERS }} onSearch={onSearch} focusFirst={focusSearch} searching={results.isFetching} />
      {customerEmail ? (
        <Row>
          <p role="status">{dashboardTexts.customerProjects(customerEmail)}</p>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              const next = new URLSearchParams(address);
              next.delete(CUSTOMER_EMAIL_PARAM);
              setAddress(next);
            }}
          >
            {dashboardTexts.allCustomers}
          </Button>
        </Row>
      ) : null}
      <Toolbar>
        <ColumnsControl columns={columns} onChange={setColumns} />
        <ExportButton search={search.params} context={context} columns={shown} />
      </Toolbar>
      {results.isPending ? <Loader label={dashboardTexts.loading} showLabel /> : null}
      {results.isError ? (
        <Alert>{search.trigger === "sort" ? DASHBOARD_ERROR_MESSAGES.sortingProjects : PROJECT_ERROR_MESSAGES.projects}</Alert>
      ) : null}
      {results.data && (results.data.tooMany || isTooMany(total)) ? <Alert type="warning">{dashboardTexts.tooMany}</Alert> : null}
      {results.data && total === 0 ? <Muted role="status">{dashboardTexts.empty}</Muted> : null}
      {results.data && total > 0 ? (
        <>
          {rows.length === 0 ? <Muted role="status">{dashboardTexts.emptyOnPage}</Muted> : null}
          <ResultsTable
            rows={rows}
            columns={shown}
            sort={search.params}
            onSort={onSort}
            caption={`${dashboardTexts.resultsLabel}: ${dashboardTexts.resultsCount(total)}`}
          />
          <Paging page={search.params.page} totalCount={total} onPage={onPage} />
        </>
      ) : null}
    </Page>
  );
}
