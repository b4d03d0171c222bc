import { lazy, Suspense } from "react";
import styled, { css } from "styled-components";
import { useQuery } from "@tanstack/react-query";
import { storeQueries, useGeo, useStoreSelectView, type Store } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import { ToolButton } from "../layout/ToolButton";
import { useNavStore } from "../navigation/nav-store";
import { PICKERS_PATH } from "./picker-action-texts";
import { shopperStoreUri, storeTexts } from "./store-rules";

const StoreDropdownPanel = lazy(() => import("./StoreDropdownPanel"));

const Wrap = styled.div<{ $placement: StorePickerPlacement }>`
  position: relative;

  /* In the menu the tool is a row of the menu's list. */
  ${({ $placement, theme }) =>
    $placement === "menu"
      ? css`
          > form > button {
            width: 100%;
            min-height: calc(${theme.targets.comfortable}px + ${theme.space[3]}px);
            padding: 0 ${theme.space[4]}px;
            border-bottom: 1px solid ${theme.color.border.default};
            border-radius: 0;
          }
        `
      : ""}
`;

/** The button's form: the header's row lays out the button itself. */
const ToPickersPage = styled.form`
  display: contents;
`;

/** The header's tool button, two lines high. */
const Trigger = styled(ToolButton)`
  flex-direction: column;
  align-items: flex-start;
  gap: 0;
  line-height: 1.2;
  text-align: left;

  small {
    opacity: 0.85;
  }
`;

/**
 * The store's name in a box of one width: a first visit's server render says 'Find a store' and
 * the geo data's store arrives after hydration (a shopper with a session has theirs in the server
 * HTML: composition's root loader reads it), and a label that grew would move (or wrap) the
 * header row and everything under it. A long name is cut with an ellipsis; its accessible name stays whole.
 */
const StoreName = styled.span`
  display: block;
  width: 9.5rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The store the shopper has: the select view's, or the geo data's on a first visit. The store's
 * own record is asked for only when it is not the view's: a query the header made (even switched
 * off) for the view's store would stand in the cache without data before a store page renders,
 * and react-query then leaves that page's server data to an effect, which a server render never
 * runs, so the page's suspense read would ask the API from the server with the browser's client.
 */
export function useShopperStore(): Store | undefined {
  const { data: view } = useStoreSelectView();
  const { data: geo } = useGeo();
  const uri = shopperStoreUri(view, geo);
  const sameAsView = view && uri === view.store.storeUri;
  const other = !sameAsView && uri ? uri : undefined;
  const { data: detail } = useQuery({ ...storeQueries.detail(useApiClient(), other ?? ""), enabled: other !== undefined });
  return sameAsView ? view.store : other ? (detail ?? undefined) : view?.store;
}

/** Where the picker sits: in the header's row, or in the phone's menu, where its panel opens in place. */
export type StorePickerPlacement = "header" | "menu";

/**
 * The store dropdown (spec 1 §2.10): 'Your Store', 'Change Store' (/stores), 'View Store Details'
 * (/stores/{storeUri}) and the location editor; our addition: the nearest stores to choose from.
 * The panel loads when first opened, so its editor stays out of every page's first load. The
 * button sends a form to the pickers' page (`/your-store`): before the page has hydrated, or
 * without JavaScript, a click opens that page; once hydrated it opens the dropdown (issue 40).
 * Below the md breakpoint it is in the menu (issue 46), its panel part of the menu's page.
 */
export function StoreDropdown({ placement = "header" }: { placement?: StorePickerPlacement }) {
  const open = useNavStore((state) => state.view === "store");
  const toggle = () => useNavStore.getState().toggleView("store");
  const store = useShopperStore();
  return (
    <Wrap $placement={placement}>
      <ToPickersPage method="get" action={PICKERS_PATH}>
        <Trigger
          type="submit"
          aria-expanded={open}
          aria-controls="store-dropdown"
          onClick={(event) => {
            event.preventDefault();
            toggle();
          }}
        >
          <small>{storeTexts.title}</small>
          <StoreName data-testid="header-store-name">{store?.name ?? "Find a store"}</StoreName>
        </Trigger>
      </ToPickersPage>
      {open ? (
        <Suspense fallback={null}>
          <StoreDropdownPanel store={store} placement={placement} />
        </Suspense>
      ) : null}
    </Wrap>
  );
}
