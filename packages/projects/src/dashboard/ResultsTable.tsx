import type { ReactNode } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { useProjectFormat } from "../page/format";
import { TableScroll } from "../page/styles";
import { dashboardTexts } from "../project-texts";
import { projectPath } from "../route-list";
import { valueAt, type DashboardColumn } from "./columns";
import { ariaSort, type DashboardSort } from "./search-params";

const SortButton = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]}px;
  align-items: center;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }
`;

const arrows = { ascending: "▲", descending: "▼", none: "↕" } as const;

export interface ResultsTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DashboardColumn[];
  sort: DashboardSort;
  onSort: (path: string) => void;
  /** The table's caption: 'Projects' with the count. */
  caption: ReactNode;
}

/** One cell by its column's type (spec 3 §3): a link to the project, a mailto link, an amount, a date. */
function Cell({ row, column }: { row: unknown; column: DashboardColumn }) {
  const format = useProjectFormat();
  const id = valueAt(row, "projectId");
  const link = typeof id === "number" || typeof id === "string" ? projectPath(id) : null;
  // Actions has no data: the row's own link (spec 3 §3 column types).
  if (column.type === "Actions") {
    return link ? (
      <Link to={link}>
        {dashboardTexts.open}
        <VisuallyHidden> {String(valueAt(row, "projectName") ?? "")}</VisuallyHidden>
      </Link>
    ) : null;
  }
  const value = valueAt(row, column.path);
  if (value === undefined || value === null || value === "") return null;
  switch (column.type) {
    case "LinkToProject":
      return link ? <Link to={link}>{String(value)}</Link> : String(value);
    case "Email":
      return <a href={`mailto:${String(value)}`}>{String(value)}</a>;
    case "Price":
      return typeof value === "number" ? format.money(value) : String(value);
    case "Date":
      return format.date(String(value));
    case "ShowCulinaryBookings":
      return value ? dashboardTexts.yes : dashboardTexts.no;
    default:
      return String(value);
  }
}

/**
 * The dashboard's results: the shown columns in order; a sortable column's header is a button
 * (None → Ascending → Descending) with aria-sort on its th. Wide tables scroll sideways inside
 * their container on a phone.
 */
export function ResultsTable<Row extends { projectId: number | string }>({ rows, columns, sort, onSort, caption }: ResultsTableProps<Row>) {
  return (
    <TableScroll label={dashboardTexts.resultsLabel}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = ariaSort(sort, column.path);
              return (
                <th key={`${column.title}|${column.path}`} scope="col" aria-sort={column.sortable ? direction : undefined}>
                  {column.sortable ? (
                    <SortButton type="button" onClick={() => onSort(column.path)}>
                      {column.title}
                      <span aria-hidden="true">{arrows[direction]}</span>
                    </SortButton>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${String(row.projectId)}-${index}`}>
              {columns.map((column) => (
                <td key={`${column.title}|${column.path}`}>
                  <Cell row={row} column={column} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
