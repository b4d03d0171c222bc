import styled from "styled-components";
import type { Store } from "@storefront/api-client/stores";
import { Card, CardLink } from "../page/layout";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { directionsUrl, telHref } from "@storefront/validation/links";

const Address = styled.address`
  font-style: normal;
  color: ${({ theme }) => theme.color.text.default};
`;

const Status = styled.p<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme, $open }) => ($open ? theme.color.feedback.success : theme.color.text.muted)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Links = styled.p`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin-top: auto !important;
  padding-top: ${({ theme }) => theme.space[2]}px;

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function isOpenStatus(status: string): boolean {
  return /^open/i.test(status);
}

/** spec 1 §2.10 store blurb: address, directions link, phone link and opening status. */
export function StoreCard({ store, showVirtualTour }: { store: Store; showVirtualTour: boolean }) {
  return (
    <Card>
      <h2>
        <CardLink href={store.uri}>{store.name}</CardLink>
      </h2>
      <Address>{store.fullAddress}</Address>
      <Status $open={isOpenStatus(store.openingStatus)}>{store.openingStatus}</Status>
      {store.isAppointmentOnly || (showVirtualTour && store.virtualTourId) ? (
        <Tags>
          {store.isAppointmentOnly ? <li>Appointment only</li> : null}
          {showVirtualTour && store.virtualTourId ? <li>Virtual tour</li> : null}
        </Tags>
      ) : null}
      <Links>
        <a href={telHref(store.phone)}>
          <span aria-hidden="true">☎ </span>
          {store.phone}
        </a>
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          Directions<VisuallyHidden> to {store.name} (opens in a new tab)</VisuallyHidden>
        </a>
      </Links>
    </Card>
  );
}
