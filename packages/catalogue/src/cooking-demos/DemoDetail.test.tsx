import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { cookingDemoKeys, type CookingDemo } from "@storefront/api-client/cooking-demos";
import { cookingDemo, fakeApi, renderWithProviders, storeFixture, testQueryClient } from "../test-helpers";
import { DemoDetail } from "./DemoDetail";

function renderDemo(demo: CookingDemo, answers: Record<string, unknown> = {}) {
  const api = fakeApi({ [`GET /api/store/${demo.store.storeUri}`]: storeFixture, ...answers });
  const queryClient = testQueryClient();
  queryClient.setQueryData(cookingDemoKeys.detail(demo.id), demo);
  const view = renderWithProviders([{ path: "*", element: <DemoDetail id={demo.id} /> }], {
    path: `/cooking-demos/${demo.id}`,
    api: api.client,
    queryClient,
  });
  return { ...view, api };
}

async function fillIn() {
  // The form is a lazily loaded module (formik and yup stay out of the page's first load); the
  // first test to open it waits for that import, which takes seconds on a busy machine.
  await userEvent.type(await screen.findByLabelText(/First name/, {}, { timeout: 15_000 }), "Ada");
  await userEvent.type(screen.getByLabelText(/Last name/), "Lovelace");
  await userEvent.type(screen.getByLabelText(/Email/), "ada@example.com");
}

const booked = (kind: string, message: string) => ({ bookingId: 1, kind, cookingDemoId: 10, guests: 1, placesLeft: 19, message });

describe("DemoDetail", { timeout: 30_000 }, () => {
  it("takes an RSVP for a free demo with places", async () => {
    const { api } = renderDemo(cookingDemo(), { "POST /api/cookingdemo/rsvp": booked("rsvp", "Thanks, your RSVP is confirmed.") });
    await userEvent.click(screen.getByRole("button", { name: "RSVP" }));
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    expect(await screen.findByText("Thanks, your RSVP is confirmed.")).toBeInTheDocument();
    expect(api.callsTo("/api/cookingdemo/rsvp")[0]?.body).toEqual({
      cookingDemoId: 10,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      guests: 1,
    });
  });

  it("books a place at a paid demo", async () => {
    const { api } = renderDemo(cookingDemo({ price: 49 }), {
      "POST /api/v2/cookingdemo/booking": booked("booking", "Your booking is confirmed. See you there!"),
      "POST /api/analytics/widget": true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Book a place" }));
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Book my places" }));
    expect(await screen.findByText("Your booking is confirmed. See you there!")).toBeInTheDocument();
    expect(api.callsTo("/api/v2/cookingdemo/booking")).toHaveLength(1);
    // spec 3 §9: the booking is the scheduling widget used.
    expect(api.callsTo("/api/analytics/widget").map((call) => call.body)).toEqual([
      expect.objectContaining({ widget: "scheduling", action: "used" }),
    ]);
  });

  it("offers the wait list when the demo is full, and shows the server's refusal", async () => {
    renderDemo(cookingDemo({ availability: 1 }), {
      "POST /api/v2/cookingdemo/wait-list": Response.json({ message: "This cooking demo has already started" }, { status: 409 }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Join the wait list" }));
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Join the wait list" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This cooking demo has already started");
  });

  it("checks the details before sending", async () => {
    const { api } = renderDemo(cookingDemo());
    await userEvent.click(screen.getByRole("button", { name: "RSVP" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send my RSVP" }));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid Email")).toBeInTheDocument();
    expect(api.callsTo("/api/cookingdemo/rsvp")).toHaveLength(0);
  });

  it("sends shoppers to the store when bookings are taken there", async () => {
    renderDemo(cookingDemo({ availability: 2 }));
    expect(await screen.findByRole("link", { name: "Call (03) 9375 7495" })).toHaveAttribute("href", "tel:0393757495");
    expect(screen.queryByRole("button", { name: "RSVP" })).not.toBeInTheDocument();
  });
});
