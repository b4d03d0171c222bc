import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData, useSearchParams } from "react-router";
import styled from "styled-components";
import { locationQueries, useGeo, useStoreSelectView, type LocalitySearchAnswer } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import { Button } from "@storefront/ui-kit/button";
import { FormBlock, FormBlockField } from "@storefront/ui-kit/form-block";
import { locationLine, locationTexts } from "../location/location-rules";
import { PageHeading } from "../pages/PageHeading";
import { LocalityChoiceForm, NearbyStoreChoice } from "./picker-forms";
import { pickerActionTexts, pickerFields, PICKERS_PATH } from "./picker-action-texts";
import type { ShopperStoreData } from "./shopper-store-data";
import { useShopperStore } from "./StoreDropdown";
import { StoreBlurb } from "./StoreBlurb";
import { storeTexts } from "./store-rules";

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a:not([role]) {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

/**
 * What the page's loader read (page data): shown until the queries have it. The header reads the
 * same store and geo queries before the page does, so the page's data reaches the query cache only
 * after hydration (react-query hydrates a query that already exists in an effect, which a server
 * render never runs); a page without JavaScript shows these.
 */
export interface PickersPageData extends ShopperStoreData {
  localities?: LocalitySearchAnswer;
}

/** spec 1 §5: the location lookup starts at 2 characters. */
export const MIN_POSTCODE_QUERY = 2;

/** The postcode the page was asked to look up (`?postcode=`), trimmed and at most 60 characters. */
export function postcodeQueryOf(params: URLSearchParams): string {
  return (params.get(pickerFields.postcode) ?? "").trim().slice(0, 60);
}

/**
 * The store and delivery location page, `/your-store` (issue 40): the header's store dropdown as
 * a page, server-rendered, for a shopper without JavaScript or before the page has hydrated (the
 * header's store button leads here then). The store with its details, 'Change Store', the
 * nearest stores each with 'Choose'; the delivery location with a postcode search (a GET form:
 * the results come back in the page, each with 'Choose'; 'No Results Found' and spec 1 §2.7's
 * hint when none). Every choice posts to the pickers' action.
 */
export function StorePickerPage() {
  const server = useLoaderData<{ page?: PickersPageData } | undefined>()?.page;
  const store = useShopperStore() ?? server?.store;
  const view = useStoreSelectView().data ?? server?.view;
  const geo = useGeo().data ?? server?.geo;
  const [params] = useSearchParams();
  const query = postcodeQueryOf(params);
  const found = useQuery(locationQueries.search(useApiClient(), query)).data ?? server?.localities;
  const nearby = (view?.nearbyStores ?? []).filter((item) => item.storeUri !== store?.storeUri);
  const line = locationLine(geo);
  return (
    <Page>
      <PageHeading>{storeTexts.title}</PageHeading>
      <section aria-label={storeTexts.title}>
        {store ? <StoreBlurb store={store} /> : null}
        <p>
          {store ? (
            <>
              <Button size="small" href={`/stores/${store.storeUri}`}>
                {storeTexts.details}
              </Button>{" "}
            </>
          ) : null}
          <Link to="/stores">{storeTexts.change}</Link>
        </p>
      </section>
      {nearby.length > 0 ? (
        <section aria-labelledby="nearby-stores">
          <h2 id="nearby-stores">{storeTexts.nearby}</h2>
          <Choices>
            {nearby.map((item) => (
              <NearbyStoreChoice key={item.storeUri} store={item} />
            ))}
          </Choices>
        </section>
      ) : null}
      <section aria-labelledby="delivery-location">
        <h2 id="delivery-location">{locationTexts.title}</h2>
        <p>{line ? <strong data-testid="delivery-location">{line}</strong> : locationTexts.noPostcode}</p>
        <FormBlock layout="inline">
          <form method="get" action={PICKERS_PATH} role="search" aria-label={locationTexts.editTitle}>
            <FormBlockField
              name={pickerFields.postcode}
              label={locationTexts.label}
              defaultValue={query}
              placeholder={locationTexts.placeholder}
              minLength={MIN_POSTCODE_QUERY}
            />
            <Button type="submit" size="small" variant="secondary">
              {pickerActionTexts.find}
            </Button>
          </form>
        </FormBlock>
        {query.length >= MIN_POSTCODE_QUERY && found ? (
          found.items.length > 0 ? (
            <Choices aria-label={pickerActionTexts.results}>
              {found.items.map((locality) => (
                <li key={locality.id}>
                  <span>{locality.fullAddress}</span>
                  <LocalityChoiceForm locality={locality} />
                </li>
              ))}
            </Choices>
          ) : (
            <p role="status">
              {pickerActionTexts.noResults} <span>{locationTexts.noResultsHint}</span>
            </p>
          )
        ) : null}
      </section>
    </Page>
  );
}
