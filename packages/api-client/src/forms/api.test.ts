import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { errorMessage, isApiError } from "../http/errors";
import { json, serveForTests } from "../test-helpers";
import { getCustomForm, getCustomForms, postNewsletterSignup } from "./api";
import { formKeys, formQueries } from "./queries";

const api = serveForTests({ currentPath: () => "/form/old-enquiry" });

const enquiry = {
  url: "product-enquiry",
  title: "Product enquiry",
  lead: "Ask us about a product.",
  source: "ProductEnquiry",
  phone: "optional",
  postcode: "required",
  messageLabel: "Your enquiry",
  submitLabel: "Send my enquiry",
  subjectParam: "sku",
  subjectLabel: "Product",
};

describe("custom form calls", () => {
  it("reads one form definition by its url", async () => {
    api.server.on("GET", "/api/forms/product-enquiry", (_request, response) => json(response, 200, enquiry));
    await expect(getCustomForm(api.client, "product-enquiry")).resolves.toEqual(enquiry);
  });

  it("encodes the url as one path segment", async () => {
    api.server.on("GET", "/api/forms/a%2Fb", (_request, response) => json(response, 200, enquiry));
    await getCustomForm(api.client, "a/b");
    expect(api.server.requests[0]?.url).toBe("/api/forms/a%2Fb");
  });

  it("answers an unknown form with a 404 that carries the redirect lookup of the page", async () => {
    api.server.on("GET", "/api/redirect", (_request, response) =>
      json(response, 200, { doRedirect: true, destinationUri: "/form/product-enquiry" }),
    );
    const error = await getCustomForm(api.client, "old-enquiry").catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.redirect).toEqual({ kind: "internal", path: "/form/product-enquiry", replace: true });
    expect(api.server.requests[1]?.url).toBe("/api/redirect?fromUrl=%2Fform%2Fold-enquiry");
  });

  it("lists every form for the site map", async () => {
    const list = { items: [{ url: "product-enquiry", title: "Product enquiry" }], totalCount: 1 };
    api.server.on("GET", "/api/forms", (_request, response) => json(response, 200, list));
    await expect(getCustomForms(api.client)).resolves.toEqual(list);
  });
});

describe("custom form queries", () => {
  it("key every form under one family, so one invalidation reaches the list and the definitions", async () => {
    expect(formKeys.detail("product-enquiry").slice(0, 1)).toEqual(formKeys.all);
    expect(formKeys.list().slice(0, 1)).toEqual(formKeys.all);
    api.server.on("GET", "/api/forms/product-enquiry", (_request, response) => json(response, 200, enquiry));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(formQueries.detail(api.client, "product-enquiry"));
    expect(queryClient.getQueryData(formKeys.detail("product-enquiry"))).toEqual(enquiry);
  });
});

describe("signup calls", () => {
  it("shows the errtext of a refused newsletter signup", async () => {
    const refusal = "This email address is already subscribed to the Kitchen Club.";
    api.server.on("POST", "/api/kitchenclub/newsletter", (_request, response) =>
      json(response, 409, { success: false, errtext: refusal, message: refusal }),
    );
    const error = await postNewsletterSignup(api.client, { name: "Jane", email: "jane@example.com", postcode: "2000" }).catch(
      (caught: unknown) => caught,
    );
    expect(errorMessage(error)).toBe(refusal);
  });
});
