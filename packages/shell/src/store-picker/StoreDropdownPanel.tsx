import { useEffect, useRef } from "react";
import { Link } from "react-router";
import styled, { css } from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { useGeo, useStoreSelectView, type Store } from "@storefront/api-client/stores";
import { LocationPicker } from "../location/LocationPicker";
import { locationLine } from "../location/location-rules";
import { NearbyStoreChoice } from "./picker-forms";
import type { StorePickerPlacement } from "./StoreDropdown";
import { StoreBlurb } from "./StoreBlurb";
import { storeTexts } from "./store-rules";

/** Under the header's store tool: a dropdown of its own. */
const headerPlacement = css`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  width: 360px;
  max-height: 80vh;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** In the phone's menu (issue 46) the panel is part of the menu, scrolled with it. */
const Panel = styled.div<{ $placement: StorePickerPlacement }>`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  ${({ $placement }) => ($placement === "header" ? headerPlacement : "")}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
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

/** The kit's small primary button as a link; the panel's link colour must not reach its text. */
const DetailsLink = styled(Button)`
  color: ${({ theme }) => theme.color.action.primaryText} !important;
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

/** The open store dropdown: the store, its links, the nearest stores and the location editor. */
export default function StoreDropdownPanel({ store, placement }: { store: Store | undefined; placement: StorePickerPlacement }) {
  const { data: view } = useStoreSelectView();
  const { data: geo } = useGeo();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const nearby = (view?.nearbyStores ?? []).filter((item) => item.storeUri !== store?.storeUri).slice(0, 4);
  return (
    <Panel id="store-dropdown" $placement={placement} ref={panel} tabIndex={-1} role="region" aria-label={storeTexts.title}>
      <h2>{storeTexts.title}</h2>
      {store ? <StoreBlurb store={store} /> : null}
      <Row>
        {store ? (
          <DetailsLink size="small" href={`/stores/${store.storeUri}`}>
            {storeTexts.details}
          </DetailsLink>
        ) : null}
        <Link to="/stores">{storeTexts.change}</Link>
      </Row>
      {nearby.length > 0 ? (
        <section aria-label={storeTexts.nearby}>
          <h3>{storeTexts.nearby}</h3>
          <Nearby>
            {nearby.map((item) => (
              <NearbyStoreChoice key={item.storeUri} store={item} />
            ))}
          </Nearby>
        </section>
      ) : null}
      <LocationPicker key={locationLine(geo) ?? "none"} />
    </Panel>
  );
}
