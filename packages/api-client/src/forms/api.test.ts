import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { createApiClient, type ApiClient } from "../http/client";
import { isApiError } from "../http/errors";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { getCustomForm, getCustomForms } from "./api";
import { formKeys, formQueries } from "./queries";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ brand: "wa", baseUrl: server.url, currentPath: () => "/form/old-enquiry" });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

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
    server.on("GET", "/api/forms/product-enquiry", (_request, response) => json(response, 200, enquiry));
    await expect(getCustomForm(client, "product-enquiry")).resolves.toEqual(enquiry);
  });

  it("encodes the url as one path segment", async () => {
    server.on("GET", "/api/forms/a%2Fb", (_request, response) => json(response, 200, enquiry));
    await getCustomForm(client, "a/b");
    expect(server.requests[0]?.url).toBe("/api/forms/a%2Fb");
  });

  it("answers an unknown form with a 404 that carries the redirect lookup of the page", async () => {
    server.on("GET", "/api/redirect", (_request, response) =>
      json(response, 200, { doRedirect: true, destinationUri: "/form/product-enquiry" }),
    );
    const error = await getCustomForm(client, "old-enquiry").catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.redirect).toEqual({ kind: "internal", path: "/form/product-enquiry", replace: true });
    expect(server.requests[1]?.url).toBe("/api/redirect?fromUrl=%2Fform%2Fold-enquiry");
  });

  it("lists every form for the site map", async () => {
    const list = { items: [{ url: "product-enquiry", title: "Product enquiry" }], totalCount: 1 };
    server.on("GET", "/api/forms", (_request, response) => json(response, 200, list));
    await expect(getCustomForms(client)).resolves.toEqual(list);
  });
});

describe("custom form queries", () => {
  it("key every form under one family, so one invalidation reaches the list and the definitions", async () => {
    expect(formKeys.detail("product-enquiry").slice(0, 1)).toEqual(formKeys.all);
    expect(formKeys.list().slice(0, 1)).toEqual(formKeys.all);
    server.on("GET", "/api/forms/product-enquiry", (_request, response) => json(response, 200, enquiry));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(formQueries.detail(client, "product-enquiry"));
    expect(queryClient.getQueryData(formKeys.detail("product-enquiry"))).toEqual(enquiry);
  });
});
