import { DASHBOARD_COLUMNS, DASHBOARD_EXPORT_PATHS, type DashboardColumn } from "@storefront/api-contract/projects";
import { readWithExpiry, removeStored } from "@storefront/page-kit/expiring-storage";

/**
 * The performance dashboard's columns (spec 3 §3 "Column definition", §5 "Dashboard columns";
 * issue 16 item 4): one default column for every dashboard project row field, shown, hidden and
 * reordered by the staff member and kept in local storage.
 */

export type { DashboardColumn };

/** The local storage key of the saved columns (ours; named in the README). */
export const COLUMNS_STORAGE_KEY = "performanceDashboardColumns";
/** spec 3 §5: saved columns are version 2. */
export const COLUMNS_VERSION = 2;

/**
 * The default columns in their default order: the contract's, one for every dashboard project row
 * field (spec 3 §3) plus Actions; Project Name required (spec 3 §5).
 */
export const DEFAULT_COLUMNS: readonly DashboardColumn[] = DASHBOARD_COLUMNS;

/** Same column: same title and path (spec 3 §5). */
export function sameColumn(a: Pick<DashboardColumn, "title" | "path">, b: Pick<DashboardColumn, "title" | "path">): boolean {
  return a.title === b.title && a.path === b.path;
}

/** spec 3 §5: duplicate columns (same title and path) are removed; the first one stays. */
export function dedupeColumns(columns: readonly DashboardColumn[]): DashboardColumn[] {
  return columns.filter((candidate, index) => columns.findIndex((other) => sameColumn(other, candidate)) === index);
}

/** A required column (Project Name) is always shown (spec 3 §5). */
function withRequiredShown(columns: readonly DashboardColumn[]): DashboardColumn[] {
  return columns.map((item) => (item.required ? { ...item, show: true } : item));
}

/** Shows or hides a column; a required one stays shown. */
export function toggleColumn(columns: readonly DashboardColumn[], target: DashboardColumn, show: boolean): DashboardColumn[] {
  return columns.map((item) => (sameColumn(item, target) && !item.required ? { ...item, show } : item));
}

/** Moves a column one place up (-1) or down (+1); at either end nothing changes. */
export function moveColumn(columns: readonly DashboardColumn[], target: DashboardColumn, step: -1 | 1): DashboardColumn[] {
  const from = columns.findIndex((item) => sameColumn(item, target));
  const to = from + step;
  if (from < 0 || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  [next[from], next[to]] = [next[to] as DashboardColumn, next[from] as DashboardColumn];
  return next;
}

/** The columns shown, in order. */
export function shownColumns(columns: readonly DashboardColumn[]): DashboardColumn[] {
  return columns.filter((item) => item.show);
}

/** The export's columns: the shown ones in order, without Actions (no data, never exported). */
export function exportColumnPaths(columns: readonly DashboardColumn[]): string[] {
  return shownColumns(columns)
    .map((item) => item.path)
    .filter((path) => DASHBOARD_EXPORT_PATHS.includes(path));
}

/** What is saved: the staff member's order and choices, with the version (spec 3 §5: version 2). */
export interface SavedColumns {
  version: typeof COLUMNS_VERSION;
  columns: Pick<DashboardColumn, "title" | "path" | "show">[];
}

type SavedColumn = Partial<DashboardColumn> & { title?: unknown; path?: unknown };

function savedList(value: unknown): { version: number; list: SavedColumn[] } | null {
  if (Array.isArray(value)) return { version: 1, list: value as SavedColumn[] };
  if (value && typeof value === "object" && Array.isArray((value as { columns?: unknown }).columns)) {
    const { version, columns } = value as { version?: unknown; columns: SavedColumn[] };
    return { version: typeof version === "number" ? version : 1, list: columns };
  }
  return null;
}

/**
 * The columns from what was saved (spec 3 §5): the saved order and show flags of the columns we
 * still know (taking definitions from the defaults), duplicates removed, Project Name shown.
 * Version 2 is taken as it is; version 1 or unversioned data (a bare list) is migrated by adding
 * the columns it does not have after the saved ones, with their default show flag. Anything
 * unreadable gives the defaults.
 */
export function columnsFromSaved(saved: unknown, defaults: readonly DashboardColumn[] = DEFAULT_COLUMNS): DashboardColumn[] {
  const found = savedList(saved);
  if (!found) return withRequiredShown(dedupeColumns(defaults));
  const known = found.list.flatMap((entry) => {
    if (typeof entry?.title !== "string" || typeof entry.path !== "string") return [];
    const definition = defaults.find((item) => sameColumn(item, { title: entry.title as string, path: entry.path as string }));
    return definition ? [{ ...definition, show: typeof entry.show === "boolean" ? entry.show : definition.show }] : [];
  });
  const columns = dedupeColumns(known);
  // Any version: a column the saved list lacks is added (for version 1 and unversioned data these
  // are the columns added since, spec 3 §5 "migrated by adding the new columns").
  const added = defaults.filter((item) => !columns.some((kept) => sameColumn(kept, item)));
  return withRequiredShown(dedupeColumns([...columns, ...added]));
}

/** The saved form of the columns: version 2. */
export function savedColumns(columns: readonly DashboardColumn[]): SavedColumns {
  return { version: COLUMNS_VERSION, columns: columns.map(({ title, path, show }) => ({ title, path, show })) };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The saved value under the key: entries written with an expiry (page-kit's expiring storage,
 * `{ value, expiresAt }`) are dropped when expired (spec 3 §5); plain entries are read as they are.
 */
export function readSaved(key: string = COLUMNS_STORAGE_KEY, now: number = Date.now()): unknown {
  const text = storage()?.getItem(key);
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    removeStored(key);
    return null;
  }
  if (parsed && typeof parsed === "object" && "expiresAt" in parsed) return readWithExpiry(key, now);
  return parsed;
}

/** The staff member's columns, from local storage (the defaults when nothing is saved). */
export function loadColumns(now: number = Date.now()): DashboardColumn[] {
  return columnsFromSaved(readSaved(COLUMNS_STORAGE_KEY, now));
}

/** Keeps the columns, version 2, with no expiry. A full or blocked storage only loses the convenience. */
export function saveColumns(columns: readonly DashboardColumn[]): void {
  try {
    storage()?.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(savedColumns(columns)));
  } catch {
    // Not remembered: the page keeps working with the columns in memory.
  }
}

/** A row's value at a column's path (`status.name` reads row.status.name). */
export function valueAt(row: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), row);
}
