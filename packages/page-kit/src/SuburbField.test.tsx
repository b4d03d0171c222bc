import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { describe, expect, it, vi } from "vitest";
import { AddressFields } from "./AddressFields";
import { brandWith, fakeFetch, renderWithProviders } from "./testing";

const melbourne = {
  id: "3000_MELBOURNE",
  suburb: "MELBOURNE",
  postcode: "3000",
  state: "VIC",
  country: "AU",
  fullAddress: "MELBOURNE VIC 3000",
};
const ponsonby = {
  id: "1011_PONSONBY",
  suburb: "PONSONBY",
  postcode: "1011",
  state: "Auckland",
  country: "NZ",
  fullAddress: "PONSONBY Auckland 1011",
};

const emptyAddress = { firstName: "", lastName: "", companyName: "", address: "", suburb: "", state: "", postcode: "" };

/** The address fields in a form, as the checkout and the account area place them, with a button to submit. */
function setup({ oneField = false } = {}) {
  const onSubmit = vi.fn();
  const onChoose = vi.fn();
  const { fetch } = fakeFetch({
    "GET /api/locality/Melb": { items: [melbourne], totalCount: 1 },
    "GET /api/locality/Pons": { items: [ponsonby], totalCount: 1 },
  });
  const brand = brandWith(oneField ? { checkout: { suburbAndPostcodeAsOneField: true, validateState: false } } : {});
  renderWithProviders(
    [
      {
        path: "/",
        element: (
          <Formik initialValues={{ deliveryAddress: emptyAddress }} onSubmit={(values) => onSubmit(values.deliveryAddress)}>
            <Form>
              <AddressFields address="deliveryAddress" onChooseSuburb={onChoose} />
              <button type="submit">Continue</button>
            </Form>
          </Formik>
        ),
      },
    ],
    { brand, fetch },
  );
  return { onSubmit, onChoose };
}

async function typeSuburb(user: UserEvent, name: string, text: string) {
  const field = await screen.findByRole("combobox", { name });
  await user.type(field, text);
  await screen.findByRole("listbox");
  return field;
}

/** A person's pointer after a click on an option: it moves off the closed list to the next control. */
async function pointerLeavesTheList(user: UserEvent) {
  await user.pointer([
    { target: screen.getByRole("listbox", { hidden: true }) },
    { target: screen.getByRole("button", { name: "Continue" }) },
  ]);
}

describe("SuburbField", () => {
  it("keeps a clicked suburb and fills the state and postcode, also after the pointer moves on (issue 40)", async () => {
    const user = userEvent.setup();
    const { onSubmit, onChoose } = setup();
    const field = await typeSuburb(user, "Suburb", "Melb");
    await user.click(await screen.findByRole("option", { name: "MELBOURNE VIC 3000" }));
    await pointerLeavesTheList(user);
    await user.click(field);
    expect(field).toHaveValue("MELBOURNE VIC 3000");
    expect(screen.getByRole("textbox", { name: /^State/ })).toHaveValue("VIC");
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
    expect(onChoose).toHaveBeenCalledWith({ suburb: "MELBOURNE", state: "VIC", postcode: "3000" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ suburb: "MELBOURNE", state: "VIC", postcode: "3000" });
  });

  it("keeps a tapped suburb when the field is tapped again", async () => {
    const user = userEvent.setup();
    setup();
    const field = await typeSuburb(user, "Suburb", "Melb");
    await user.pointer({ keys: "[TouchA]", target: await screen.findByRole("option", { name: "MELBOURNE VIC 3000" }) });
    await user.pointer({ keys: "[TouchA]", target: field });
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("textbox", { name: /^Address/ }) });
    expect(field).toHaveValue("MELBOURNE VIC 3000");
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
  });

  it("keeps a suburb chosen with the arrow keys and Enter, also when a key is pressed after", async () => {
    const user = userEvent.setup();
    setup();
    const field = await typeSuburb(user, "Suburb", "Melb");
    await user.keyboard("{ArrowDown}{Enter}{ArrowDown}");
    await user.tab();
    expect(field).toHaveValue("MELBOURNE VIC 3000");
    expect(screen.getByRole("textbox", { name: /^State/ })).toHaveValue("VIC");
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
  });

  it("undoes a choice when the shopper types again", async () => {
    const user = userEvent.setup();
    setup();
    const field = await typeSuburb(user, "Suburb", "Melb");
    await user.click(await screen.findByRole("option", { name: "MELBOURNE VIC 3000" }));
    await user.type(field, "x");
    expect(field).toHaveValue("MELBOURNE VIC 3000x");
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("");
  });

  it("keeps a clicked suburb and postcode in the one field of the NZ brand", async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ oneField: true });
    const field = await typeSuburb(user, "Suburb and postcode", "Pons");
    await user.click(await screen.findByRole("option", { name: "PONSONBY Auckland 1011" }));
    await pointerLeavesTheList(user);
    expect(field).toHaveValue("PONSONBY Auckland 1011");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ suburb: "PONSONBY", state: "Auckland", postcode: "1011" });
  });
});
