import { useMinimalProjects, type ProjectListItem } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, PROJECT_LIMITS, QUOTE_STATUSES } from "@storefront/api-contract/projects";
import { Loader } from "@storefront/ui-kit/loader";
import { panelTexts } from "../console/console-texts";
import { PanelPage } from "./PanelPage";
import { Facts, Muted } from "./panel-styles";

/** How many of these projects are in each quote status (spec 3 §3), every status listed. */
export function countByQuoteStatus(
  projects: readonly Pick<ProjectListItem, "quoteStatus">[],
): Record<(typeof QUOTE_STATUSES)[number], number> {
  const counts = Object.fromEntries(QUOTE_STATUSES.map((status) => [status, 0])) as Record<(typeof QUOTE_STATUSES)[number], number>;
  for (const project of projects) counts[project.quoteStatus] += 1;
  return counts;
}

/**
 * The stats panel (spec 3 §2 "a stats dashboard"; its figures are ours): the staff member's
 * projects (GET /api/v2/project/minimal, the largest page: the latest 100) counted by quote status.
 */
function ProjectStats() {
  const list = useMinimalProjects(0, PROJECT_LIMITS.minimalMaxPageSize);
  return (
    <>
      {list.isPending ? <Loader label={panelTexts.statsLoading} showLabel size="small" /> : null}
      {list.isError ? <p role="alert">{PROJECT_ERROR_MESSAGES.projectList}</p> : null}
      {list.data ? (
        <>
          <Facts>
            <dt>{panelTexts.statsTotal}</dt>
            <dd>{list.data.totalCount}</dd>
          </Facts>
          {list.data.totalCount > list.data.items.length ? <Muted>{panelTexts.statsLatest(list.data.items.length)}</Muted> : null}
          <table>
            <caption>{panelTexts.statsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{panelTexts.statsStatus}</th>
                <th scope="col">{panelTexts.statsCount}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(countByQuoteStatus(list.data.items)).map(([status, count]) => (
                <tr key={status}>
                  <th scope="row">{status}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}

export function StatsPanel() {
  return (
    <PanelPage title={panelTexts.statsTitle}>
      <ProjectStats />
    </PanelPage>
  );
}
