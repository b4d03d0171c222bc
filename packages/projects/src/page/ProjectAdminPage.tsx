import { Link, useSearchParams } from "react-router";
import { useMinimalProjects } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { projectPath, PROJECT_ADMIN_PATH } from "../route-list";
import { pageTexts } from "../project-texts";
import { useProjectFormat } from "./format";
import styled from "styled-components";
import { Card, Muted, Row, TableScroll } from "./styles";

const Page = styled(Card)`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[5]}px auto;
`;

/**
 * /project-admin[?page=]: the staff member's projects, a page at a time (GET /api/v2/project/minimal,
 * pages from 0 as the dashboard's), each a link to its project page.
 */
export function ProjectAdminPage() {
  const [query] = useSearchParams();
  const page = Math.max(0, Number.parseInt(query.get("page") ?? "0", 10) || 0);
  const list = useMinimalProjects(page, PROJECT_LIMITS.minimalPageSize);
  const format = useProjectFormat();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.totalCount / list.data.pageSize)) : 1;
  return (
    <Page aria-labelledby="project-admin-heading">
      <Heading level={1} id="project-admin-heading">
        {pageTexts.adminTitle}
      </Heading>
      {list.isPending ? <Loader label={pageTexts.listLoading} showLabel /> : null}
      {list.isError ? <Alert>{PROJECT_ERROR_MESSAGES.projectList}</Alert> : null}
      {list.data && list.data.items.length === 0 ? <Muted>{pageTexts.listEmpty}</Muted> : null}
      {list.data && list.data.items.length > 0 ? (
        <TableScroll label={pageTexts.listLabel}>
          <table>
            <caption>{pageTexts.listLabel}</caption>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col">Customer</th>
                <th scope="col">Products</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={projectPath(item.id)}>{item.name}</Link>
                  </td>
                  <td>{item.projectRef}</td>
                  <td>{item.quoteStatus}</td>
                  <td>{item.customerName}</td>
                  <td>{item.productCount}</td>
                  <td>{format.date(item.modified)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {pages > 1 ? (
        <Row as="nav" aria-label="Pages">
          {page > 0 ? (
            <Button variant="secondary" size="small" href={`${PROJECT_ADMIN_PATH}?page=${page - 1}`}>
              {pageTexts.previous}
            </Button>
          ) : null}
          <Muted>
            Page {page + 1} of {pages}
          </Muted>
          {page + 1 < pages ? (
            <Button variant="secondary" size="small" href={`${PROJECT_ADMIN_PATH}?page=${page + 1}`}>
              {pageTexts.next}
            </Button>
          ) : null}
        </Row>
      ) : null}
    </Page>
  );
}
