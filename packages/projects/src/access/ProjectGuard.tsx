import type { ReactNode } from "react";
import styled from "styled-components";
import { Heading } from "@storefront/ui-kit/heading";
import { KitLink } from "@storefront/ui-kit/link";
import { Loader } from "@storefront/ui-kit/loader";
import { accessTexts } from "../project-texts";
import { useProjectAccess } from "./useProjectAccess";

export const PageSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[5]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
`;

/** The 403 page: signed in without staff rights, or a brand without staff tooling. */
export function ForbiddenPage() {
  return (
    <PageSection aria-labelledby="project-forbidden-heading">
      <Heading level={1} id="project-forbidden-heading">
        {accessTexts.forbiddenTitle}
      </Heading>
      <p role="alert">{accessTexts.forbidden}</p>
      <KitLink href="/">{accessTexts.homeLink}</KitLink>
    </PageSection>
  );
}

export interface ProjectGuardProps {
  /** The page for staff. */
  children: ReactNode;
  /** The page for a shared link's reader; without it, `?shareId=` is not special (/project-admin). */
  shared?: (shareId: string) => ReactNode;
}

/**
 * Lets only staff through (issue 15 item 1): a visitor without a session goes to the login route
 * (useProjectAccess), a signed-in customer sees the 403 page, a `?shareId=` link renders `shared`.
 * The session lives in the browser, so the server renders the checking state.
 */
export function ProjectGuard({ children, shared }: ProjectGuardProps) {
  const { access, shareId } = useProjectAccess({ sharing: Boolean(shared) });
  switch (access) {
    case "shared":
      return shared && shareId ? shared(shareId) : null;
    case "staff":
      return children;
    case "forbidden":
      return <ForbiddenPage />;
    case "login":
      return (
        <PageSection>
          <Loader label={accessTexts.toLogin} showLabel />
        </PageSection>
      );
    default:
      return (
        <PageSection>
          <Loader label={accessTexts.checking} showLabel />
        </PageSection>
      );
  }
}
