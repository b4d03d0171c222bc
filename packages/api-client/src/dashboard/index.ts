export {
  type CleanDashboardParams,
  type DashboardColumn,
  type DashboardProjectRow,
  type DashboardSearchAnswer,
  type DashboardSearchParams,
  type SortDirection,
} from "./types";
export {
  exportDashboardProjects,
  searchDashboardProjects,
} from "./api";
export {
  dashboardKeys,
  dashboardQueries,
} from "./queries";
export {
  useDashboardExport,
  useDashboardSearch,
} from "./hooks";
