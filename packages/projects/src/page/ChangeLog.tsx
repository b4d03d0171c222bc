import { useProjectChangeLog } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { changeLogTexts } from "../project-texts";
import { useProjectFormat } from "./format";
import { Card, Muted, PlainList } from "./styles";

/**
 * The project's change log, newest first (GET /api/v2/project/changelogs), for staff. Every change
 * the page makes invalidates it, so it is read again after each (spec 3 §4).
 */
export function ChangeLog({ projectId }: { projectId: number }) {
  const log = useProjectChangeLog(projectId);
  const format = useProjectFormat();
  return (
    <Card aria-labelledby="change-log-heading" aria-busy={log.isFetching || undefined}>
      <Heading level={2} looksLike={3} id="change-log-heading">
        {changeLogTexts.heading}
      </Heading>
      {log.isPending ? <Loader label={changeLogTexts.loading} size="small" /> : null}
      {log.isError ? <Alert>{PROJECT_ERROR_MESSAGES.logs}</Alert> : null}
      {log.data && log.data.items.length === 0 ? <Muted>{changeLogTexts.empty}</Muted> : null}
      {log.data && log.data.items.length > 0 ? (
        <PlainList aria-label={changeLogTexts.heading}>
          {log.data.items.map((entry) => (
            <li key={entry.id}>
              {entry.detail}
              <Muted>
                {entry.user} · {format.dateTime(entry.created)}
              </Muted>
            </li>
          ))}
        </PlainList>
      ) : null}
    </Card>
  );
}
