import { describe, expect, it } from "vitest";
import { CUSTOM_FORMS } from "../seed/forms";
import { setupTestApi } from "../test-helpers";
import { KITCHEN_CLUB_SOURCES } from "@storefront/api-contract/forms";

const api = setupTestApi();

describe("custom forms", () => {
  it("answers a form's definition with the fields it asks for and its kitchen-club source", async () => {
    const response = await api.request({ method: "GET", url: "/api/forms/product-enquiry" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: "product-enquiry",
      title: "Product enquiry",
      lead: "Ask us about stock, delivery, installation or anything else about a product.",
      source: "ProductEnquiry",
      phone: "optional",
      postcode: "required",
      messageLabel: "Your enquiry",
      submitLabel: "Send my enquiry",
      subjectParam: "sku",
      subjectLabel: "Product",
    });
  });

  it("leaves out the optional fields a form does not have", async () => {
    const project = (await api.request({ method: "GET", url: "/api/forms/project-enquiry" })).json();
    expect(project).not.toHaveProperty("subjectParam");
    expect(project).not.toHaveProperty("messageHint");
    expect(project).toMatchObject({ source: "Project", phone: "required" });
  });

  it("finds a form whatever the letter case of its url", async () => {
    expect((await api.request({ method: "GET", url: "/api/forms/Promotion-Redemption" })).json()).toMatchObject({
      url: "promotion-redemption",
    });
  });

  it("answers 404 for an unknown form and 400 for a malformed url", async () => {
    const unknown = await api.request({ method: "GET", url: "/api/forms/warranty-claim" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "No form 'warranty-claim'" });
    for (const url of ["%3Cscript%3E", "a'%20OR%20'1'='1", "-dash-", "x".repeat(81)]) {
      expect((await api.request({ method: "GET", url: `/api/forms/${url}` })).statusCode, url).toBe(400);
    }
  });

  it("lists every form's url, title and page for the sitemap", async () => {
    const list = (await api.request({ method: "GET", url: "/api/forms" })).json<{
      items: { url: string; title: string; uri: string }[];
      totalCount: number;
    }>();
    expect(list.totalCount).toBe(CUSTOM_FORMS.length);
    expect(list.items.map((f) => f.url)).toEqual(CUSTOM_FORMS.map((f) => f.url));
    expect(list.items[0]).toEqual({ url: "product-enquiry", title: "Product enquiry", uri: "/form/product-enquiry" });
  });

  it("sends every form with a source the kitchen-club call accepts", async () => {
    for (const { url } of CUSTOM_FORMS) {
      const form = (await api.request({ method: "GET", url: `/api/forms/${url}` })).json<{ source: string }>();
      expect(KITCHEN_CLUB_SOURCES, url).toContain(form.source);
      const posted = await api.request({
        method: "POST",
        url: "/api/Contact/kitchenclub",
        headers: { "content-type": "application/json" },
        payload: { source: form.source, name: "Ari", email: `ari+${url}@example.com`, postcode: "2000", message: "Hello" },
      });
      expect(posted.statusCode, url).toBe(201);
    }
  });
});
