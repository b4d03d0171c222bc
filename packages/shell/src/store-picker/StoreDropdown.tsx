import { useEffect, useRef } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { useQuery } from "@tanstack/react-query";
import { storeQueries, useGeo, useSetStore, useStoreSelectView, type Store } from "@storefront/api-client/browsing";
import { useApiClient } from "@storefront/api-client/react";
import { Button } from "@storefront/ui-kit/button";
import { below } from "@storefront/ui-kit/theme";
import { LocationPicker } from "../location/LocationPicker";
import { showGlobalMessage } from "../messages/global-message";
import { locationLine } from "../location/location-rules";
import { useNavStore } from "../navigation/nav-store";
import { StoreBlurb } from "./StoreBlurb";
import { shopperStoreUri, storeTexts } from "./store-rules";

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.2;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.18);
  }

  small {
    opacity: 0.85;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  width: 360px;
  max-height: 80vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  /* On mobile the dropdown is a panel across the screen. */
  ${below("md")} {
    position: fixed;
    left: 0;
    right: 0;
    top: auto;
    width: auto;
    border-radius: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;

  a:not([role]) {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.action.primary};
  color: ${({ theme }) => theme.color.action.primaryText} !important;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Nearby = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

/** The store the shopper has: the select view's, or the geo data's on a first visit. */
export function useShopperStore(): Store | undefined {
  const { data: view } = useStoreSelectView();
  const { data: geo } = useGeo();
  const uri = shopperStoreUri(view, geo);
  const sameAsView = view && uri === view.store.storeUri;
  const { data: detail } = useQuery({ ...storeQueries.detail(useApiClient(), uri ?? ""), enabled: !sameAsView && !!uri });
  return sameAsView ? view.store : uri ? (detail ?? undefined) : view?.store;
}

/**
 * The store dropdown (spec 1 §2.10): 'Your Store', 'Change Store' (/stores), 'View Store Details'
 * (/stores/{storeUri}) and the location editor; our addition: the nearest stores to choose from.
 */
export function StoreDropdown() {
  const open = useNavStore((state) => state.view === "store");
  const toggle = () => useNavStore.getState().toggleView("store");
  const store = useShopperStore();
  const { data: view } = useStoreSelectView();
  const { data: geo } = useGeo();
  const setStore = useSetStore({
    onSuccess: ({ store: chosen }) => showGlobalMessage({ type: "success", text: `${chosen.name} is now your store` }),
    onError: () => showGlobalMessage({ type: "error", text: "We could not change your store. Please try again." }),
  });
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const nearby = (view?.nearbyStores ?? []).filter((item) => item.storeUri !== store?.storeUri).slice(0, 4);
  return (
    <Wrap>
      <Trigger type="button" aria-expanded={open} aria-controls="store-dropdown" onClick={toggle}>
        <small>{storeTexts.title}</small>
        <span data-testid="header-store-name">{store?.name ?? "Find a store"}</span>
      </Trigger>
      {open ? (
        <Panel id="store-dropdown" ref={panel} tabIndex={-1} role="region" aria-label={storeTexts.title}>
          <h2>{storeTexts.title}</h2>
          {store ? <StoreBlurb store={store} /> : null}
          <Row>
            {store ? (
              <DetailsLink to={`/stores/${store.storeUri}`}>{storeTexts.details}</DetailsLink>
            ) : null}
            <Link to="/stores">{storeTexts.change}</Link>
          </Row>
          {nearby.length > 0 ? (
            <section aria-label={storeTexts.nearby}>
              <h3>{storeTexts.nearby}</h3>
              <Nearby>
                {nearby.map((item) => (
                  <li key={item.storeUri}>
                    <span>
                      {item.name}
                      {typeof item.distanceKm === "number" ? ` (${Math.round(item.distanceKm)} km)` : ""}
                    </span>
                    <Button
                      variant="secondary"
                      size="xs"
                      aria-label={`${storeTexts.choose} ${item.name}`}
                      disabled={setStore.isPending}
                      onClick={() => setStore.mutate(item.id)}
                    >
                      {storeTexts.choose}
                    </Button>
                  </li>
                ))}
              </Nearby>
            </section>
          ) : null}
          <LocationPicker key={locationLine(geo) ?? "none"} />
        </Panel>
      ) : null}
    </Wrap>
  );
}
