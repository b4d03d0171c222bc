import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { exportDashboardProjects, searchDashboardProjects } from "./api";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ brand: "wa", baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

function sentQuery(): Record<string, string> {
  return Object.fromEntries(new URL(server.requests[0]?.url ?? "", server.url).searchParams);
}

describe("dashboard calls", () => {
  it("sends the cleaned search parameters", async () => {
    server.on("GET", "/api/v2/project/search", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await searchDashboardProjects(
      client,
      { page: 0, limit: 13, customerName: "Jane", onlyMyProjects: true, showCulinaryBookings: false, sortProperty: "" },
      { salespersonCode: "SP1" },
    );
    expect(sentQuery()).toEqual({ page: "0", limit: "13", onlyMyProjects: "true", salespersonCode: "SP1", showCulinaryBookings: "false" });
  });

  it("exports with limit=-1 and reads CSV text", async () => {
    server.on("GET", "/api/v2/project/export", (_request, response) => {
      response.writeHead(200, { "content-type": "text/csv" });
      response.end("Project Name\nKitchen");
    });
    await expect(exportDashboardProjects(client, { page: 2, limit: 13 })).resolves.toBe("Project Name\nKitchen");
    expect(sentQuery()).toEqual({ page: "2", limit: "-1" });
  });
});
