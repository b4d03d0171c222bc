import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { notifyMeMessages } from "@storefront/validation/notify-me";
import { fakeApi, productDetail, renderWithProviders, testQueryClient } from "../test-helpers";
import NotifyMeForm, { notifyMeTexts } from "./NotifyMeForm";
import { ProductPage } from "./ProductPage";
import { productKeys } from "@storefront/api-client/product";

const SENT = { message: notifyMeMessages.sent };

function renderForm(settings: Record<string, string>, answer: unknown = SENT) {
  const api = fakeApi({ "POST /api/notify-me": answer });
  renderWithProviders(<NotifyMeForm sku="KOR-FR1115" />, "/", { api: api.client, settings });
  return api;
}

describe("NotifyMeForm (issue 45 item 1)", () => {
  it("with the extended callback off asks for an email only and sends it", async () => {
    const api = renderForm({ NotifyMeCallbackExtended: "false" });
    expect(screen.queryByRole("checkbox", { name: notifyMeTexts.callback })).toBeNull();
    await userEvent.type(screen.getByRole("textbox", { name: /Email/ }), "jane@example.com");
    await userEvent.click(screen.getByRole("button", { name: notifyMeTexts.submit }));
    expect((await screen.findByRole("status")).textContent).toBe(notifyMeMessages.sent);
    expect(api.callsTo("/api/notify-me")[0]?.body).toEqual({ sku: "KOR-FR1115", email: "jane@example.com" });
  });

  it("with the extended callback on offers a call, which needs a name and a phone number", async () => {
    const api = renderForm({ NotifyMeCallbackExtended: "true" });
    await userEvent.type(screen.getByRole("textbox", { name: /Email/ }), "sam@example.com");
    await userEvent.click(screen.getByRole("checkbox", { name: notifyMeTexts.callback }));
    await userEvent.click(screen.getByRole("button", { name: notifyMeTexts.submit }));
    expect(await screen.findByText(notifyMeMessages.name)).toBeTruthy();
    expect(screen.getByText(notifyMeMessages.phone)).toBeTruthy();
    expect(api.callsTo("/api/notify-me")).toEqual([]);
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Sam Caller");
    await userEvent.type(screen.getByRole("textbox", { name: /Phone/ }), "0412 345 678");
    await userEvent.click(screen.getByRole("button", { name: notifyMeTexts.submit }));
    await screen.findByRole("status");
    expect(api.callsTo("/api/notify-me")[0]?.body).toEqual({
      sku: "KOR-FR1115",
      email: "sam@example.com",
      callback: true,
      name: "Sam Caller",
      phone: "0412 345 678",
    });
  });

  it("checks the email before sending, and shows the API's refusal as an alert", async () => {
    const api = renderForm({}, Response.json({ message: notifyMeMessages.notOutOfStock }, { status: 409 }));
    await userEvent.type(screen.getByRole("textbox", { name: /Email/ }), "jane@example");
    await userEvent.click(screen.getByRole("button", { name: notifyMeTexts.submit }));
    expect(await screen.findByText(notifyMeMessages.email)).toBeTruthy();
    expect(api.callsTo("/api/notify-me")).toEqual([]);
    await userEvent.type(screen.getByRole("textbox", { name: /Email/ }), ".com");
    await userEvent.click(screen.getByRole("button", { name: notifyMeTexts.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(notifyMeMessages.notOutOfStock);
  });
});

describe("the product page's notify-me box", () => {
  it.each([
    ["noStock", true],
    ["backOrder", true],
    ["inStock", false],
    ["supersededAndNoStock", false],
  ] as const)("for a product of stock status %s: shown %s", async (stockStatus, shown) => {
    const product = productDetail({ stockStatus });
    const queryClient = testQueryClient();
    queryClient.setQueryData(productKeys.bySlug(product.slug), product);
    renderWithProviders(<ProductPage slug={product.slug} />, product.uri, { api: fakeApi().client, queryClient });
    await screen.findByRole("heading", { level: 1 });
    if (shown) expect(await screen.findByRole("heading", { name: notifyMeTexts.heading })).toBeTruthy();
    else await waitFor(() => expect(screen.queryByRole("heading", { name: notifyMeTexts.heading })).toBeNull());
  });
});
