import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { tipMessages } from "@storefront/validation/tip";
import { CheckoutPage } from "./CheckoutPage";
import {
  checkoutAnswers,
  checkoutApi,
  chooseFirstDate,
  fillCard,
  fillContactAndAddress,
  fillField,
  useGlobalRealmTextEncoder,
} from "./test-helpers";

// Issue 45 item 4: the delivery tip, where TipEnabled is on (hc's seed), with the brand's texts.
const TIP_ON = {
  TipEnabled: "true",
  TipMessaging: "Add a tip for your delivery team",
  LeaveATipMessage: "Thank your delivery team with a tip.",
};

beforeAll(useGlobalRealmTextEncoder);
afterEach(() => {
  resetSession();
  localStorage.clear();
});

/** The API's answer to a card payment it approved: the order is completed. */
const completed = {
  orderCompleted: true,
  success: true,
  paymentReference: "PSP-TIP",
  redirectUrl: null,
  secure3DResponse: null,
  refusalReason: null,
  orderNumber: "WA-100078",
};

function renderCheckout(settings: Record<string, string> = TIP_ON) {
  const api = checkoutApi(checkoutAnswers({ "POST /api/checkout": completed }));
  const view = renderWithProviders(
    [
      { path: "/customer/checkout", element: <CheckoutPage /> },
      { path: "/customer/confirmation", element: <p>Confirmation page</p> },
    ],
    { fetch: api.fetch, path: "/customer/checkout", brand: brandWith(), settings },
  );
  return { ...view, api };
}

type User = ReturnType<typeof userEvent.setup>;

const tipGroup = () => screen.findByRole("radiogroup", { name: "Add a tip for your delivery team" });
const summary = () => screen.getByRole("complementary", { name: "Order Summary" });
const submits = (api: ReturnType<typeof checkoutApi>) => api.requests.filter((request) => request.key === "POST /api/checkout");

/** The form ready to place: contact, address, the first day ($49 on the fixture's $1,000 cart) and the card. */
async function fillOrder(user: User) {
  await fillContactAndAddress(user);
  await chooseFirstDate(user);
  await fillCard(user);
}

describe("the delivery tip (issue 45 item 4)", () => {
  it("offers no tip, $5, $10, $20 and another amount under the brand's messaging, no tip chosen", async () => {
    renderCheckout();
    const group = await tipGroup();
    expect(within(screen.getByRole("region", { name: "Delivery tip" })).getByRole("radiogroup")).toBe(group);
    expect(group).toHaveAccessibleDescription("Thank your delivery team with a tip.");
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["No tip", "$5", "$10", "$20", "Another amount"]);
    expect(within(group).getByRole("radio", { name: "No tip" })).toBeChecked();
    expect(screen.queryByRole("textbox", { name: /^Tip amount/ })).not.toBeInTheDocument();
  });

  it("adds a tip chosen with the mouse to the summary and the Order Total, and sends it with the order", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout();
    await fillOrder(user);
    expect(within(summary()).getByText("Order Total").nextElementSibling).toHaveTextContent("$1,049");
    await user.click(within(await tipGroup()).getByRole("radio", { name: "$10" }));
    expect(within(summary()).getByText("Delivery tip").nextElementSibling).toHaveTextContent("$10");
    expect(within(summary()).getByText("Order Total").nextElementSibling).toHaveTextContent("$1,059");

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(submits(api)[0]?.body).toMatchObject({ tip: 10, orderTotal: 1059 });
  });

  it("chooses from the keyboard: arrows move through the amounts, back to no tip", async () => {
    const user = userEvent.setup();
    renderCheckout();
    const group = await tipGroup();
    within(group).getByRole("radio", { name: "No tip" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(group).getByRole("radio", { name: "$5" })).toBeChecked();
    expect(within(summary()).getByText("Delivery tip").nextElementSibling).toHaveTextContent("$5");
    await user.keyboard("{ArrowLeft}");
    expect(within(group).getByRole("radio", { name: "No tip" })).toBeChecked();
    expect(within(summary()).queryByText("Delivery tip")).not.toBeInTheDocument();
  });

  it("asks another amount in whole dollars from $1 to $100, and sends nothing until it is one", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout();
    await fillOrder(user);
    await user.click(within(await tipGroup()).getByRole("radio", { name: "Another amount" }));
    const amount = screen.getByRole("textbox", { name: /^Tip amount/ });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining("Whole dollars, $1 to $100."));
    await fillField(user, amount, "2.50");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(tipMessages.amount)).toHaveAttribute("role", "alert");
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes(checkoutSubmitMessages.invalidForm))).toBe(true);
    expect(submits(api)).toHaveLength(0);
    expect(within(summary()).queryByText("Delivery tip")).not.toBeInTheDocument();

    await user.clear(amount);
    await fillField(user, amount, "35");
    expect(within(summary()).getByText("Delivery tip").nextElementSibling).toHaveTextContent("$35");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(submits(api)[0]?.body).toMatchObject({ tip: 35, orderTotal: 1084 });
  });

  it("places an order without a tip sending none", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout();
    await fillOrder(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(submits(api)[0]?.body).not.toHaveProperty("tip");
    expect(submits(api)[0]?.body).toMatchObject({ orderTotal: 1049 });
  });

  it("offers no tip where TipEnabled is off, or missing", async () => {
    for (const settings of [{ ...TIP_ON, TipEnabled: "false" }, {}]) {
      const user = userEvent.setup();
      const { api, unmount } = renderCheckout(settings);
      await fillOrder(user);
      expect(screen.queryByRole("region", { name: "Delivery tip" })).not.toBeInTheDocument();
      expect(screen.queryByRole("radio", { name: "$10" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Place Order" }));
      expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
      expect(submits(api)[0]?.body).not.toHaveProperty("tip");
      unmount();
      resetSession();
      localStorage.clear();
    }
  });
});
