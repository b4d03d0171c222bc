import { useFormikContext } from "formik";
import { useEffect, useRef } from "react";
import type { CheckoutView } from "@storefront/api-client/checkout";
import { SelectField } from "@storefront/ui-kit/select-field";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutValues } from "../form/checkout-values";
import { Panel } from "./Panel";

const texts = checkoutTexts.staff;

type StaffLists = Pick<CheckoutView, "stores" | "salesPeople">;

/** spec 2 §4: the salesperson selection shows when the view lists stores and salespeople. */
export function offersSalesperson(view: StaffLists): boolean {
  return view.stores.length > 0 && view.salesPeople.length > 0;
}

/** The salespeople of a store (by subdivision, the store's storeUri). */
export function salesPeopleOf(view: StaffLists, subdivision: string): CheckoutView["salesPeople"] {
  return view.salesPeople.filter((person) => person.subdivision === subdivision);
}

/**
 * The first selection (spec 2 §3 `selected` flags): the selected store (else the selected
 * salesperson's store, else the first store), and in it the selected salesperson (else its first).
 */
export function initialSalesperson(view: StaffLists): { subdivision: string; salespersonCode: string } {
  if (!offersSalesperson(view)) return { subdivision: "", salespersonCode: "" };
  const subdivision =
    view.stores.find((store) => store.selected)?.subdivision ??
    view.salesPeople.find((person) => person.selected)?.subdivision ??
    view.stores[0]?.subdivision ??
    "";
  const people = salesPeopleOf(view, subdivision);
  return { subdivision, salespersonCode: (people.find((person) => person.selected) ?? people[0])?.code ?? "" };
}

/**
 * The salesperson panel (spec 2 §2 section 8, §4): 'Store' and 'Salesperson' selects. Picking a
 * store lists that store's people and chooses the first of them.
 */
export function SalespersonPanel({ view }: { view: StaffLists }) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const people = salesPeopleOf(view, values.subdivision);
  const shownStore = useRef(values.subdivision);
  useEffect(() => {
    if (shownStore.current === values.subdivision) return;
    shownStore.current = values.subdivision;
    void setFieldValue("salespersonCode", salesPeopleOf(view, values.subdivision)[0]?.code ?? "", false);
  }, [values.subdivision, view, setFieldValue]);
  return (
    <Panel id="checkout-salesperson" heading={texts.salespersonHeading}>
      <SelectField
        name="subdivision"
        label={texts.store}
        options={view.stores.map((store) => ({ value: store.subdivision, label: store.name }))}
      />
      <SelectField
        name="salespersonCode"
        label={texts.salesperson}
        options={people.map((person) => ({ value: person.code, label: person.name }))}
      />
    </Panel>
  );
}
