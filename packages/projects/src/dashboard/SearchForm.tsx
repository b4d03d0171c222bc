import { useEffect } from "react";
import { Form, Formik, useFormikContext } from "formik";
import { useApiClient } from "@storefront/api-client/react";
import { useStoreSelectView } from "@storefront/api-client/stores";
import { DASHBOARD_ERROR_MESSAGES, PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { Heading } from "@storefront/ui-kit/heading";
import { SelectField } from "@storefront/ui-kit/select-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { salespersonChoices, storeChoices } from "../page/store-choices";
import { Card, FieldGrid, Row } from "../page/styles";
import { dashboardTexts } from "../project-texts";
import { AutocompleteField } from "./AutocompleteField";
import { findBrands, findCategories, findSkus } from "./lookups";
import type { DashboardFilters } from "./search-params";

/** The store and salesperson choices from the store view (spec 3 §3); salespeople of the chosen store's subdivision. */
function StoreAndSalesperson() {
  const view = useStoreSelectView();
  const { values } = useFormikContext<DashboardFilters>();
  if (view.isError) return <Alert>{PROJECT_ERROR_MESSAGES.storeView}</Alert>;
  const stores = storeChoices(view.data);
  const store = stores.find((item) => item.storeUri === values.store);
  const people = salespersonChoices(view.data, store?.subdivision);
  return (
    <>
      <SelectField
        name="store"
        label={dashboardTexts.store}
        options={[{ value: "", label: dashboardTexts.anyStore }, ...stores.map((item) => ({ value: item.storeUri, label: item.name }))]}
      />
      <SelectField
        name="salespersonCode"
        label={dashboardTexts.salesperson}
        disabled={values.onlyMyProjects}
        options={[
          { value: "", label: dashboardTexts.anySalesperson },
          ...people.map((person) => ({ value: person.code ?? "", label: person.name ?? person.code ?? "" })),
        ]}
      />
    </>
  );
}

/** 'All time' replaces the dates (spec 3 §5), so they are disabled while it is ticked. */
function DateFields({ focusFirst }: { focusFirst: boolean }) {
  const { values } = useFormikContext<DashboardFilters>();
  useEffect(() => {
    if (focusFirst) document.getElementById("dashboard-from-date")?.focus();
  }, [focusFirst]);
  return (
    <>
      <TextField id="dashboard-from-date" name="fromDate" type="date" label={dashboardTexts.fromDate} disabled={values.allTime} />
      <TextField name="toDate" type="date" label={dashboardTexts.toDate} disabled={values.allTime} />
    </>
  );
}

export interface SearchFormProps {
  initialValues: DashboardFilters;
  onSearch: (filters: DashboardFilters) => void;
  /** /performance-dashboard/project-search: the form takes the focus on arrival. */
  focusFirst?: boolean;
  searching?: boolean;
}

/** The dashboard's search form (spec 3 §3 search params, §5 cleaning happens on the way out). */
export function SearchForm({ initialValues, onSearch, focusFirst = false, searching = false }: SearchFormProps) {
  const client = useApiClient();
  return (
    <Card aria-labelledby="dashboard-search-heading">
      <Heading level={2} id="dashboard-search-heading">
        {dashboardTexts.searchHeading}
      </Heading>
      <Formik initialValues={initialValues} onSubmit={(values) => onSearch(values)}>
        <Form noValidate role="search" aria-labelledby="dashboard-search-heading">
          <FieldGrid>
            <DateFields focusFirst={focusFirst} />
            <CheckboxField name="allTime" label={dashboardTexts.allTime} />
            <CheckboxField name="onlyMyProjects" label={dashboardTexts.onlyMyProjects} />
            <StoreAndSalesperson />
            <TextField name="customerName" label={dashboardTexts.customerName} hint={dashboardTexts.customerNameHint} />
            <AutocompleteField
              name="brand"
              label={dashboardTexts.brand}
              find={(text) => findBrands(client, text)}
              optionLabel={(option) => option.label}
              optionValue={(option) => option.value}
              errorMessage={DASHBOARD_ERROR_MESSAGES.brand}
            />
            <AutocompleteField
              name="category"
              label={dashboardTexts.category}
              find={(text) => findCategories(client, text)}
              optionLabel={(option) => option.label}
              optionValue={(option) => option.value}
              errorMessage={DASHBOARD_ERROR_MESSAGES.category}
            />
            <AutocompleteField
              name="sku"
              label={dashboardTexts.sku}
              find={(text) => findSkus(client, text)}
              optionLabel={(option) => option.label}
              optionValue={(option) => option.value}
              errorMessage={DASHBOARD_ERROR_MESSAGES.sku}
            />
            <CheckboxField name="showCulinaryBookings" label={dashboardTexts.showCulinaryBookings} />
          </FieldGrid>
          <Row>
            <Button type="submit" disabled={searching}>
              {dashboardTexts.search}
            </Button>
          </Row>
        </Form>
      </Formik>
    </Card>
  );
}
