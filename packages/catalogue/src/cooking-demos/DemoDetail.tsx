import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { cookingDemoQueries, type CookingDemoBookingAnswer } from "@storefront/api-client/cooking-demos";
import { storeQueries } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { up } from "@storefront/ui-kit/theme";
import { formatPrice } from "@storefront/validation/price";
import { formatDateTime, formatTime } from "@storefront/validation/dates";
import { Lead, PageHeader, TextLink } from "../page/layout";
import { telHref } from "@storefront/validation/links";
import { demoTypeLabel } from "./DemoCard";
import { DEMO_ACTION_LABELS, demoActionOf } from "./demo-filter";

const loadAttendeeForm = () => import("./AttendeeForm");
const AttendeeForm = lazy(loadAttendeeForm);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${up("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
  }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
  }
`;

const Done = styled(Alert)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const PANEL_TEXT = {
  rsvp: "This demo is free. Tell us you're coming and how many guests you'll bring.",
  booking: "Places are limited. Book yours now and pay at the store on the day.",
  waitList: "This demo is full. Join the wait list and we'll email you if a place opens up.",
} as const;

/** A cooking demo with the RSVP, booking or wait-list form of its availability kind (issue 7 item 6). */
export function DemoDetail({ id }: { id: number }) {
  const api = useApiClient();
  const brand = useBrand();
  const { data: demo } = useSuspenseQuery(cookingDemoQueries.detail(api, id));
  const store = useQuery(storeQueries.detail(api, demo.store.storeUri)).data;
  const [formOpen, setFormOpen] = useState(false);
  const [answer, setAnswer] = useState<CookingDemoBookingAnswer | null>(null);
  const action = demoActionOf(demo);
  const started = new Date(demo.startDate).getTime() <= Date.now();

  return (
    <>
      <PageHeader>
        <h1>{demo.title}</h1>
        {demo.description ? <Lead>{demo.description}</Lead> : null}
      </PageHeader>
      <Layout>
        <Facts>
          <dt>When</dt>
          <dd>
            {formatDateTime(demo.startDate, brand)} to {formatTime(demo.endDate, brand)}
          </dd>
          <dt>Where</dt>
          <dd>
            <TextLink href={`/stores/${demo.store.storeUri}`}>{demo.store.name}</TextLink>
          </dd>
          <dt>Event</dt>
          <dd>{demo.cookingDemoSubEventType}</dd>
          <dt>For</dt>
          <dd>{demoTypeLabel(demo.cookingDemoType)}</dd>
          <dt>Price</dt>
          <dd>{demo.price > 0 ? formatPrice(demo.price, { currency: brand.currency }) : "Free"}</dd>
          <dt>Places</dt>
          <dd>
            {demo.placesLeft} of {demo.capacity} left
          </dd>
        </Facts>
        <Panel aria-labelledby="demo-action-title">
          <h2 id="demo-action-title">{DEMO_ACTION_LABELS[action]}</h2>
          {answer ? (
            <Done type="success">{answer.message}</Done>
          ) : started ? (
            <p>This demo has already started. Have a look at our other cooking demos.</p>
          ) : action === "contactStore" ? (
            <>
              <p>Bookings for this demo are taken by the store. Call the {demo.store.name} team to reserve your place.</p>
              {store ? (
                <Button href={telHref(store.phone)}>Call {store.phone}</Button>
              ) : (
                <TextLink href={`/stores/${demo.store.storeUri}`}>See the store&apos;s details</TextLink>
              )}
            </>
          ) : (
            <>
              <p>{PANEL_TEXT[action]}</p>
              {formOpen ? (
                <Suspense fallback={<Loader label="Loading the form" showLabel />}>
                  <AttendeeForm demo={demo} action={action} onDone={setAnswer} />
                </Suspense>
              ) : (
                // The form (formik, yup) loads when asked for; pointing at the button starts loading it.
                <Button
                  onClick={() => setFormOpen(true)}
                  onPointerEnter={() => void loadAttendeeForm()}
                  onFocus={() => void loadAttendeeForm()}
                >
                  {DEMO_ACTION_LABELS[action]}
                </Button>
              )}
            </>
          )}
        </Panel>
      </Layout>
    </>
  );
}
