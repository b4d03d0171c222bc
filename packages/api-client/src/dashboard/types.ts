/** Performance dashboard (spec 3 §3 and §7). */
export type { CleanDashboardParams, DashboardColumn, DashboardSearchParams, SortDirection } from "@storefront/validation/dashboard";

/** A dashboard row (spec 3 §3). */
export interface DashboardProjectRow {
  projectName: string;
  projectId: number;
  folderName: string | null;
  folderId: number | null;
  quoteId: string | null;
  status: { name: string };
  salesperson: { name: string } | null;
  store: { name: string } | null;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  secondaryCustomerPhone: string | null;
  secondaryCustomerEmail: string | null;
  fullAddress: string | null;
  quotePrice: number | null;
  projectGoal: string | null;
  projectStart: string | null;
  created: string;
  dateModified: string;
  referrer: string | null;
}

/** GET /api/v2/project/search (ours: rows and total). */
export interface DashboardSearchAnswer {
  items: DashboardProjectRow[];
  totalCount: number;
}
