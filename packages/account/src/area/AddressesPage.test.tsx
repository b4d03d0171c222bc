import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { checkoutMessages } from "@storefront/validation/checkout";
import { type AreaCall, renderArea, savedAddress } from "./area-test-helpers";

beforeEach(() => resetSession());

const locality = { items: [{ id: "2037_GLEBE", suburb: "GLEBE", state: "NSW", postcode: "2037" }], totalCount: 1 };

describe("AddressesPage (/account/addresses)", () => {
  it("sends a signed-out visitor to the login page, to come back here", async () => {
    const { router } = renderArea("/account/addresses", {}, { signedOut: true });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Faccount%2Faddresses");
  });

  it("says there are none yet, and offers the form with the checkout's labels", async () => {
    renderArea("/account/addresses", { "GET /api/account/order/addresses": { items: [], totalCount: 0 } });
    expect(await screen.findByText("You have no saved addresses yet. Add one below to pick it at checkout.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Add an address" });
    for (const label of [/^First name/, /^Last name/, /^Company name \(optional\)/, /^Address/, /^State/, /^Postcode/]) {
      expect(within(form).getByRole("textbox", { name: label })).toBeInTheDocument();
    }
    expect(within(form).getByRole("combobox", { name: "Suburb" })).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: /^Delivery instructions \(optional\)/ })).toBeInTheDocument();
  });

  it("checks the address with the checkout's rules and messages", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/addresses", { "GET /api/account/order/addresses": { items: [], totalCount: 0 } });
    const form = await screen.findByRole("form", { name: "Add an address" });
    await user.type(within(form).getByRole("textbox", { name: /^Address/ }), "PO Box 12");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(await within(form).findByText(checkoutMessages.poBox)).toBeInTheDocument();
    expect(within(form).getByText(checkoutMessages.firstName(20))).toBeInTheDocument();
    expect(within(form).getByText(checkoutMessages.suburb).closest("[role=alert]")).not.toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  // issue 40: a suburb clicked in the list went empty once the pointer moved on, and nothing was saved.
  it.each(["pointer", "keyboard"] as const)("saves an address with the suburb chosen from the lookup by %s, then lists it", async (way) => {
    const user = userEvent.setup();
    let items: unknown[] = [];
    const { calls } = renderArea("/account/addresses", {
      "GET /api/account/order/addresses": () => ({ items, totalCount: items.length }),
      "GET /api/locality/Gleb": locality,
      "POST /api/account/order/addresses/save": (call: AreaCall) => {
        items = [{ ...savedAddress, ...(call.body as object) }];
        return items[0];
      },
    });
    const form = await screen.findByRole("form", { name: "Add an address" });
    await user.type(within(form).getByRole("textbox", { name: /^First name/ }), "Riley");
    await user.type(within(form).getByRole("textbox", { name: /^Last name/ }), "Harper");
    await user.type(within(form).getByRole("textbox", { name: /^Address/ }), "12 Wattle St");
    await user.type(within(form).getByRole("combobox", { name: "Suburb" }), "Gleb");
    const option = await screen.findByRole("option", { name: "GLEBE NSW 2037" });
    if (way === "pointer") {
      await user.click(option);
      // The pointer leaves the closed list on its way to the button.
      await user.pointer({ target: within(form).getByRole("listbox", { hidden: true }) });
      await user.click(within(form).getByRole("button", { name: "Save address" }));
    } else {
      // Enter chooses the active suburb; Enter again, with the list closed, submits the form.
      await user.keyboard("{ArrowDown}{Enter}{Enter}");
    }

    expect((await screen.findByText("Address saved.")).closest("[role=status]")).not.toBeNull();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      firstName: "Riley",
      lastName: "Harper",
      companyName: null,
      address: "12 Wattle St",
      suburb: "GLEBE",
      state: "NSW",
      postcode: "2037",
      country: "AU",
      deliveryInstructions: null,
    });
    const list = await screen.findByRole("list", { name: "Your saved addresses" });
    expect(list).toHaveTextContent("Riley Harper, 12 Wattle St, GLEBE NSW 2037");
    // The form starts again, empty.
    expect(within(screen.getByRole("form", { name: "Add an address" })).getByRole("textbox", { name: /^First name/ })).toHaveValue("");
  });

  it("shows the API's refusal in an alert", async () => {
    const user = userEvent.setup();
    renderArea("/account/addresses", {
      "GET /api/account/order/addresses": { items: [], totalCount: 0 },
      "GET /api/locality/Gleb": locality,
      "POST /api/account/order/addresses/save": Response.json(
        { message: "You can save up to 20 addresses. Please delete one first." },
        { status: 409 },
      ),
    });
    const form = await screen.findByRole("form", { name: "Add an address" });
    await user.type(within(form).getByRole("textbox", { name: /^First name/ }), "Riley");
    await user.type(within(form).getByRole("textbox", { name: /^Last name/ }), "Harper");
    await user.type(within(form).getByRole("textbox", { name: /^Address/ }), "12 Wattle St");
    await user.type(within(form).getByRole("combobox", { name: "Suburb" }), "Gleb");
    await user.click(await screen.findByRole("option", { name: "GLEBE NSW 2037" }));
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("You can save up to 20 addresses. Please delete one first.")).toBeInTheDocument();
  });

  it("deletes an address only after the confirmation", async () => {
    const user = userEvent.setup();
    let items: unknown[] = [savedAddress];
    const { calls } = renderArea("/account/addresses", {
      "GET /api/account/order/addresses": () => ({ items, totalCount: items.length }),
      "DELETE /api/account/order/addresses/7": () => {
        items = [];
        return true;
      },
    });
    const remove = await screen.findByRole("button", { name: "Delete the address Riley Harper, 12 Wattle St, GLEBE NSW 2037" });
    await user.click(remove);
    let dialog = await screen.findByRole("dialog", { name: "Delete this address?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(remove);
    dialog = await screen.findByRole("dialog", { name: "Delete this address?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete address" }));
    expect((await screen.findByText("Address deleted.")).closest("[role=status]")).not.toBeNull();
    expect(await screen.findByText("You have no saved addresses yet. Add one below to pick it at checkout.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/account/order/addresses/7"]);
  });
});
