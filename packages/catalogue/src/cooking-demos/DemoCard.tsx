import styled from "styled-components";
import type { CookingDemo } from "@storefront/api-client/cooking-demos";
import { useBrand } from "@storefront/ui-kit/brand";
import { formatPrice } from "@storefront/validation/price";
import { formatDateTime, formatTime } from "@storefront/validation/dates";
import { Card, CardLink, Muted } from "../page/layout";
import { DEMO_ACTION_LABELS, DEMO_TYPE_OPTIONS, demoActionOf } from "./demo-filter";

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
`;

const Availability = styled.p<{ $tone: "success" | "warning" | "muted" }>`
  margin-top: auto !important;
  color: ${({ theme, $tone }) => ($tone === "muted" ? theme.color.text.muted : theme.color.feedback[$tone])};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function demoTypeLabel(type: CookingDemo["cookingDemoType"]): string {
  return DEMO_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? "";
}

/** A cooking demo in the list: title, when and where, type, price and what can be done. */
export function DemoCard({ demo }: { demo: CookingDemo }) {
  const brand = useBrand();
  const action = demoActionOf(demo);
  const tone = action === "rsvp" || action === "booking" ? "success" : action === "waitList" ? "warning" : "muted";
  const places =
    action === "rsvp" || action === "booking" ? ` · ${demo.placesLeft} ${demo.placesLeft === 1 ? "place" : "places"} left` : "";
  return (
    <Card>
      <Muted>{demo.cookingDemoSubEventType}</Muted>
      <h2>
        <CardLink href={`/cooking-demos/${demo.id}`}>{demo.title}</CardLink>
      </h2>
      <Meta>
        <dt>When</dt>
        <dd>
          {formatDateTime(demo.startDate, brand)} to {formatTime(demo.endDate, brand)}
        </dd>
        <dt>Where</dt>
        <dd>{demo.store.name}</dd>
        <dt>For</dt>
        <dd>{demoTypeLabel(demo.cookingDemoType)}</dd>
        <dt>Price</dt>
        <dd>{demo.price > 0 ? formatPrice(demo.price, { currency: brand.currency }) : "Free"}</dd>
      </Meta>
      <Availability $tone={tone}>
        {DEMO_ACTION_LABELS[action]}
        {places}
      </Availability>
    </Card>
  );
}
