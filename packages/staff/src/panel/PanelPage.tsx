import { useEffect, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useSessionStore } from "@storefront/page-kit/session";
import { sessionFromTokens } from "@storefront/page-kit/session-rules";
import { useSignedInAccount, useSessionHydrated } from "@storefront/page-kit/use-session";
import { useBrand } from "@storefront/ui-kit/brand";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { adminBarState } from "../admin-bar";
import { panelTexts } from "../console/console-texts";
import { tokensFromQuery } from "../console/panel-rules";

/** A compact page for the 320 px frame. */
const Compact = styled.section`
  max-width: 350px;
  padding: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px;
    text-align: left;
  }
`;

/**
 * The panel page's session (spec 3 §2: its address carries the access and id tokens). In the
 * storefront's own frame the session is already there (same origin, same storage) and is kept;
 * where there is none (a frame on another origin), the address's tokens become this frame's session.
 */
export function usePanelSession(): { ready: boolean; staff: boolean } {
  const [query] = useSearchParams();
  const { features } = useBrand();
  const { loggedIn, account } = useSignedInAccount();
  const hydrated = useSessionHydrated();
  const [adopted, setAdopted] = useState(false);
  const tokens = tokensFromQuery(query);

  useEffect(() => {
    if (!hydrated || adopted) return;
    setAdopted(true);
    if (loggedIn || !tokens) return;
    const session = sessionFromTokens(tokens);
    if (session.isLoggedIn) useSessionStore.getState().signIn(session);
  }, [hydrated, adopted, loggedIn, tokens]);

  const staff = adminBarState({ features, pageType: undefined, loggedIn, account: account.data }).panel;
  const ready = hydrated && adopted && (!loggedIn || !account.isPending);
  return { ready, staff };
}

/** A panel page: its heading, then its content once a staff session is there. */
export function PanelPage({ title, children }: { title: string; children: ReactNode }) {
  const { ready, staff } = usePanelSession();
  return (
    <Compact aria-labelledby="staff-panel-heading">
      <Heading level={1} id="staff-panel-heading">
        {title}
      </Heading>
      {!ready ? <Loader label={panelTexts.checking} showLabel size="small" /> : null}
      {ready && !staff ? <p role="alert">{panelTexts.staffOnly}</p> : null}
      {ready && staff ? children : null}
    </Compact>
  );
}
