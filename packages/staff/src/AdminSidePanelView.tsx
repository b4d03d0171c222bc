import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useMatches } from "react-router";
import styled, { createGlobalStyle } from "styled-components";
import { cartKeys } from "@storefront/api-client/cart";
import { productQueries } from "@storefront/api-client/product";
import { useApiClient } from "@storefront/api-client/react";
import { reminderKeys } from "@storefront/api-client/reminders";
import { loaderDataOf, pageDataOf } from "@storefront/page-kit/loader-data";
import { pageTypeOf } from "@storefront/page-kit/page-types";
import { selectAccessToken, useSessionStore } from "@storefront/page-kit/session";
import { up } from "@storefront/ui-kit/theme";
import { ADMIN_NAVBAR_HEIGHT, ADMIN_SIDE_PANEL_OPEN_CLASS, ADMIN_SIDE_PANEL_WIDTH_PROPERTY } from "./admin-bar";
import { useConsoleState } from "./console/console-store";
import { consoleTexts, panelTexts } from "./console/console-texts";
import {
  PANEL_BESIDE_PAGE_FROM,
  PANEL_WIDE_FROM,
  PANEL_WIDTH,
  PANEL_WIDTH_WIDE,
  REFRESH_CART_ACTION,
  REMINDERS_CHANGED_ACTION,
  panelMessageAction,
  panelSrc,
} from "./console/panel-rules";

/** spec 3 §9: 320 px, 350 px from 768 px; from 975 px the page moves aside by the panel's width. */
const PanelOffset = createGlobalStyle`
  body.${ADMIN_SIDE_PANEL_OPEN_CLASS} {
    ${ADMIN_SIDE_PANEL_WIDTH_PROPERTY}: ${PANEL_WIDTH}px;
  }

  @media (min-width: ${PANEL_WIDE_FROM}px) {
    body.${ADMIN_SIDE_PANEL_OPEN_CLASS} {
      ${ADMIN_SIDE_PANEL_WIDTH_PROPERTY}: ${PANEL_WIDTH_WIDE}px;
    }
  }

  @media (min-width: ${PANEL_BESIDE_PAGE_FROM}px) {
    body.${ADMIN_SIDE_PANEL_OPEN_CLASS} {
      padding-right: var(${ADMIN_SIDE_PANEL_WIDTH_PROPERTY});
    }
  }

  @media print {
    body.${ADMIN_SIDE_PANEL_OPEN_CLASS} {
      padding-right: 0;
    }
  }
`;

/** Fixed at the right under the 50 px bar; below 975 px it lies over the page. */
const Panel = styled.aside`
  position: fixed;
  top: ${ADMIN_NAVBAR_HEIGHT}px;
  right: 0;
  bottom: 0;
  /* Under the admin bar, whose Reminders dropdown hangs over the panel; over the header and trays. */
  z-index: ${({ theme }) => theme.zIndices.adminBar - 1};
  width: ${PANEL_WIDTH}px;
  max-width: 100vw;
  background: ${({ theme }) => theme.color.surface.page};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${up("md")} {
    width: ${PANEL_WIDTH_WIDE}px;
  }

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }

  @media print {
    display: none;
  }
`;

/**
 * The product on screen (its page's loader gives the slug; the page has its record cached), and
 * whether it is still being read (the frame waits for it rather than loading twice).
 */
function useProductOnScreen(enabled: boolean): { sku: string | undefined; reading: boolean } {
  const matches = useMatches();
  const match = pageTypeOf(matches) === "product" ? matches.at(-1) : undefined;
  // A page loader answers { dehydratedState, page }: the product route's page carries its slug.
  const slug = pageDataOf(loaderDataOf(match))?.slug;
  const onProduct = enabled && typeof slug === "string";
  const product = useQuery({ ...productQueries.bySlug(useApiClient(), onProduct ? slug : ""), enabled: onProduct });
  return { sku: product.data?.sku, reading: onProduct && product.isPending };
}

/** The project on screen: `/project/{id}`. */
export function projectOnScreen(pathname: string): string | undefined {
  return /^\/project\/(\d+)(?:\/|$)/.exec(pathname)?.[1];
}

/**
 * spec 3 §2: the storefront listens for a panel's messages; only one from the panel's own origin
 * (ours: we serve the panels) with action refreshCart reloads the cart (its query family, as the
 * cart's changes do); remindersChanged reloads the toolbar's reminders. Any other origin or data
 * changes nothing.
 */
export function usePanelMessages(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      const action = panelMessageAction(event, window.location.origin);
      if (action === REFRESH_CART_ACTION) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      if (action === REMINDERS_CHANGED_ACTION) void queryClient.invalidateQueries({ queryKey: reminderKeys.lists() });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [enabled, queryClient]);
}

/** The frame's name by its panel page (the address's segment after /blank/staff-panel/). */
const PANEL_NAMES: Record<string, string> = {
  product: panelTexts.productTitle,
  project: panelTexts.projectTitle,
  reminders: panelTexts.remindersTitle,
  reminder: panelTexts.reminderTitle,
  stats: panelTexts.statsTitle,
};

/** The side panel for signed-in staff (the gate in AdminSidePanel.tsx loads this only for them). */
export default function AdminSidePanelView() {
  const { pathname } = useLocation();
  const { view } = useConsoleState();
  const accessToken = useSessionStore(selectAccessToken);
  const idToken = useSessionStore((state) => state.idToken);
  const open = view !== null && Boolean(accessToken && idToken);
  const { sku, reading } = useProductOnScreen(open);
  usePanelMessages(true);

  useEffect(() => {
    document.body.classList.toggle(ADMIN_SIDE_PANEL_OPEN_CLASS, open);
    return () => document.body.classList.remove(ADMIN_SIDE_PANEL_OPEN_CLASS);
  }, [open]);

  if (!open || !view || !accessToken || !idToken) return null;
  const page = view.path.split("/").filter(Boolean).at(2) ?? "";
  const title = consoleTexts.panelTitle(PANEL_NAMES[page] ?? page);
  return (
    <>
      <PanelOffset />
      <Panel aria-label={title} data-testid="admin-side-panel">
        {reading ? null : (
          <iframe title={title} src={panelSrc(view.path, { accessToken, idToken }, { sku, projectId: projectOnScreen(pathname) })} />
        )}
      </Panel>
    </>
  );
}
