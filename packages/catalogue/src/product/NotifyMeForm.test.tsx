import { act, screen, waitFor } from "@testing-library/react";
import { useActionData } from "react-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { notifyMeMessages } from "@storefront/validation/notify-me";
import { shopperActionRoute } from "@storefront/page-kit/testing";
import { fakeApi, mainBrand, productDetail, renderWithProviders, testQueryClient } from "../test-helpers";
import { runNotifyMeAction } from "./notify-me-action";
import NotifyMeForm, { notifyMeTexts } from "./NotifyMeForm";
import { ProductPage } from "./ProductPage";
import { productKeys } from "@storefront/api-client/product";

const SENT = { message: notifyMeMessages.sent };

/** The box on a page whose route action is the product page's (the same action, run against the fake API). */
function renderForm(settings: Record<string, string>, answer: unknown = SENT) {
  const api = fakeApi({ "POST /api/notify-me": answer });
  const page = {
    ...shopperActionRoute("*", runNotifyMeAction, { api: api.client, brand: mainBrand }),
    element: <NotifyMeForm sku="KOR-FR1115" />,
  };
  renderWithProviders([page], { path: "/p/kor-fr1115", api: api.client, settings });
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

describe("the notify-me box without JavaScript (issue 40)", () => {
  it("is a form posting to the product page's action, with the SKU and the page to come back to", () => {
    renderForm({ NotifyMeCallbackExtended: "true" });
    const form = screen.getByRole("form", { name: notifyMeTexts.heading }) as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/p/kor-fr1115");
    expect(Object.fromEntries(new FormData(form))).toEqual({ returnTo: "/p/kor-fr1115", sku: "KOR-FR1115", email: "" });
  });

  it("the action refuses a call-back without a name or phone, giving the fields back, and sends the rest to the API", async () => {
    const api = fakeApi({ "POST /api/notify-me": SENT });
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const refused = await runNotifyMeAction({
      form: form({ sku: "KOR-FR1115", email: "sam@example.com", callback: "on" }),
      api: api.client,
      brand: mainBrand,
    });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { name: notifyMeMessages.name, phone: notifyMeMessages.phone },
      values: { sku: "KOR-FR1115", email: "sam@example.com", callback: "on" },
    });
    expect(api.callsTo("/api/notify-me")).toEqual([]);
    const taken = await runNotifyMeAction({
      form: form({ sku: "KOR-FR1115", email: "sam@example.com", botCheckToken: "rc.widget-token" }),
      api: api.client,
      brand: mainBrand,
    });
    expect(taken).toEqual({ ok: true, message: notifyMeMessages.sent });
    expect(api.callsTo("/api/notify-me")[0]?.body).toEqual({
      sku: "KOR-FR1115",
      email: "sam@example.com",
      botCheckToken: "rc.widget-token",
    });
  });

  it("shows a refused post's messages with the box as it was sent, the call-back fields included", async () => {
    const refused = {
      ok: false,
      message: `${notifyMeMessages.name} ${notifyMeMessages.phone}`,
      fieldErrors: { name: notifyMeMessages.name, phone: notifyMeMessages.phone },
      values: { sku: "KOR-FR1115", email: "sam@example.com", callback: "on", name: "", phone: "" },
    };
    // The page as the server renders it after the post: the box mounts with the action's data.
    function Page() {
      const data = useActionData();
      return <NotifyMeForm key={data ? "after the post" : "before"} sku="KOR-FR1115" />;
    }
    const { router } = renderWithProviders([{ path: "*", element: <Page />, action: () => refused }], {
      path: "/p/kor-fr1115",
      api: fakeApi().client,
      settings: { NotifyMeCallbackExtended: "true" },
    });
    const formData = new FormData();
    formData.set("email", "sam@example.com");
    formData.set("callback", "on");
    await act(() => router.navigate("/p/kor-fr1115", { formMethod: "post", formData }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toContain(refused.message);
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("sam@example.com");
    expect(screen.getByRole("checkbox", { name: notifyMeTexts.callback })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(notifyMeMessages.phone)).toBeTruthy();
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
    renderWithProviders([{ path: "*", element: <ProductPage slug={product.slug} /> }], {
      path: product.uri,
      api: fakeApi().client,
      queryClient,
    });
    await screen.findByRole("heading", { level: 1 });
    if (shown) expect(await screen.findByRole("heading", { name: notifyMeTexts.heading })).toBeTruthy();
    else await waitFor(() => expect(screen.queryByRole("heading", { name: notifyMeTexts.heading })).toBeNull());
  });
});
