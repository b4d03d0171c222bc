import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import styled from "styled-components";
import type { Store } from "@storefront/api-client/stores";
import { directionsUrl, telHref } from "@storefront/validation/links";
import { openingStatusOf, storeTexts } from "./store-rules";

const Blurb = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Status = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** spec 1 §2.10: address, directions link, phone link and opening status. */
export function StoreBlurb({ store }: { store: Store }) {
  return (
    <Blurb>
      <p>
        <strong>{store.name}</strong>
      </p>
      <p>{store.fullAddress}</p>
      <p>
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          {storeTexts.directions}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        {" · "}
        <a href={telHref(store.phone)}>{store.phone}</a>
      </p>
      <Status>{openingStatusOf(store, new Date())}</Status>
    </Blurb>
  );
}
