import { useDashboardExport } from "@storefront/api-client/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { saveFile } from "../page/attachment-download";
import { Muted, Row } from "../page/styles";
import { dashboardTexts } from "../project-texts";
import { exportColumnPaths, type DashboardColumn } from "./columns";
import { exportQuery, type CleaningContext, type DashboardSearch } from "./search-params";

export interface ExportButtonProps {
  /** The search shown: the export has its filters and order. */
  search: DashboardSearch;
  context: CleaningContext;
  /** The columns, in order: the CSV has the shown ones. */
  columns: readonly DashboardColumn[];
}

/**
 * 'Export CSV': every row of the current search (GET /api/v2/project/export, limit -1, spec 3 §9)
 * with the shown columns in order. The call needs the bearer token, which a plain link cannot
 * send, so the file is fetched and handed to the browser as a download. The export has its own
 * status (spec 3 §4 "Dashboard"), shown beside the button.
 */
export function ExportButton({ search, context, columns }: ExportButtonProps) {
  const exporting = useDashboardExport();
  const run = () =>
    exporting.mutate(exportQuery(search, { ...context, now: new Date() }, exportColumnPaths(columns)), { onSuccess: saveFile });
  return (
    <div>
      <Row>
        <Button variant="secondary" size="small" disabled={exporting.isPending} onClick={run}>
          {dashboardTexts.exportCsv}
        </Button>
        {exporting.isPending ? <Loader label={dashboardTexts.exporting} showLabel size="small" /> : null}
        {exporting.isSuccess ? <Muted role="status">{dashboardTexts.exported}</Muted> : null}
      </Row>
      {exporting.isError ? <Alert>{dashboardTexts.exportFailed}</Alert> : null}
    </div>
  );
}
