import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formKeys, type CustomForm } from "@storefront/api-client/forms";
import { fakeApi, renderWithProviders, testQueryClient } from "../test-helpers";
import CustomFormRoute from "./custom-form";
import SiteMapRoute from "./sitemap";

const promotionEnquiry: CustomForm = {
  url: "promotion-enquiry",
  title: "Promotion enquiry",
  lead: "Questions about a current promotion? We're here to help.",
  source: "Promotion",
  phone: "optional",
  postcode: "hidden",
  messageLabel: "Your question",
  submitLabel: "Send my question",
  subjectParam: "promotion",
  subjectLabel: "Promotion",
};

const loaded = () => ({ dehydratedState: { queries: [], mutations: [] }, page: { title: "page" } });

// The form itself is a lazily loaded module: give it time on a busy machine.
describe("custom forms under /form/{url}", { timeout: 30_000 }, () => {
  it("show the API's definition and send it to the form service with its source and subject", async () => {
    const api = fakeApi({ "POST /api/Contact/kitchenclub": { success: true, message: "Thanks, we'll be in touch." } });
    const queryClient = testQueryClient();
    // What the route's loader prefetched on the server.
    queryClient.setQueryData(formKeys.detail("promotion-enquiry"), promotionEnquiry);
    renderWithProviders([{ path: "/form/:url", loader: loaded, HydrateFallback: () => null, element: <CustomFormRoute /> }], {
      path: "/form/Promotion-Enquiry?promotion=SPRING-26",
      api: api.client,
      queryClient,
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Promotion enquiry" })).toBeInTheDocument();
    expect(screen.getByText("Questions about a current promotion? We're here to help.")).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "Promotion enquiry" }, { timeout: 15_000 });
    expect(within(form).getByText("SPRING-26")).toBeInTheDocument();
    // postcode: 'hidden' in the definition.
    expect(within(form).queryByLabelText(/Postcode/)).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Name/), "Ada Lovelace");
    await userEvent.type(within(form).getByLabelText(/Email/), "ada@example.com");
    await userEvent.type(within(form).getByLabelText(/Your question/), "Does it include the oven?");
    await userEvent.click(within(form).getByRole("button", { name: "Send my question" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Thanks, we'll be in touch.");
    expect(api.callsTo("/api/Contact/kitchenclub")[0]?.body).toMatchObject({
      source: "Promotion",
      type: "Contact",
      message: "Promotion: SPRING-26\n\nDoes it include the oven?",
    });
  });

  it("are listed on the site map from the API", async () => {
    const api = fakeApi({ "GET /api/forms": { items: [{ url: "promotion-enquiry", title: "Promotion enquiry" }], totalCount: 1 } });
    renderWithProviders([{ path: "/sitemap", loader: loaded, HydrateFallback: () => null, element: <SiteMapRoute /> }], {
      path: "/sitemap",
      api: api.client,
    });
    const help = await screen.findByRole("region", { name: "Help and information" });
    expect(await within(help).findByRole("link", { name: "Promotion enquiry" })).toHaveAttribute("href", "/form/promotion-enquiry");
  });
});
