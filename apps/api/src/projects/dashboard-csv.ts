import {
  DASHBOARD_COLUMNS,
  DASHBOARD_EXPORT_PATHS,
  DASHBOARD_MESSAGES,
  type DashboardColumn,
  type DashboardRow,
} from "@storefront/api-contract/projects";
import { BadRequestError } from "../http/errors";

/**
 * The dashboard's CSV (issue 16 item 4): RFC 4180 (comma, CRLF, a cell with a quote, comma or line
 * break quoted and its quotes doubled), a UTF-8 byte order mark first so spreadsheets read the
 * accents, and text cells that a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) given a leading apostrophe.
 */
export const CSV_BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text guarded against formulas, then quoted when it must be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * The columns of an export: `columns` (paths separated by commas, in their order, each once) or
 * every column with data in the dashboard's order. 400 for a path that is no such column.
 */
export function exportColumns(columns: string | undefined): DashboardColumn[] {
  const byPath = new Map(DASHBOARD_COLUMNS.filter((column) => column.type !== "Actions").map((column) => [column.path, column]));
  if (!columns) return DASHBOARD_EXPORT_PATHS.map((path) => byPath.get(path) as DashboardColumn);
  const paths = [...new Set(columns.split(",").map((path) => path.trim()))];
  const chosen = paths.map((path) => byPath.get(path));
  if (chosen.some((column) => column === undefined)) throw new BadRequestError([DASHBOARD_MESSAGES.badColumns]);
  return chosen as DashboardColumn[];
}

/** A row's value at a column's dotted path (status.name). */
function valueAt(row: DashboardRow, path: string): string | number | boolean | null | undefined {
  let value: unknown = row;
  for (const part of path.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return value as string | number | boolean | null | undefined;
}

/** A row as a CSV line of the columns; a price with its two decimals. */
export function csvRow(row: DashboardRow, columns: readonly DashboardColumn[]): string {
  return csvLine(
    columns.map((column) => {
      const value = valueAt(row, column.path);
      return column.type === "Price" && typeof value === "number" ? value.toFixed(2) : value;
    }),
  );
}

export const csvHeader = (columns: readonly DashboardColumn[]) => csvLine(columns.map((column) => column.title));
