import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { cancelProjectPriceLock, getProject, uploadAttachment } from "./api";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ brand: "wa", baseUrl: server.url, getAccessToken: () => "staff-token" });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

describe("project calls", () => {
  it("reads a 204 answer as an empty project", async () => {
    server.on("GET", "/api/v2/project/12", (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(getProject(client, 12)).resolves.toBeUndefined();
  });

  it("cancels a price lock with the project id in the query", async () => {
    server.on("DELETE", "/api/v2/project/lock-price", (_request, response) => json(response, 200, {}));
    await cancelProjectPriceLock(client, 12);
    expect(server.requests[0]?.url).toBe("/api/v2/project/lock-price?projectId=12");
  });

  it("uploads an attachment as multipart with the file and fields", async () => {
    server.on("POST", "/api/v2/project/attachment", (_request, response) => json(response, 200, {}));
    await uploadAttachment(client, new Blob(["plan"], { type: "text/plain" }), "plan.txt", { projectId: 12, productCode: "P1" });
    const request = server.requests[0];
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe("Bearer staff-token");
    expect(request?.body).toContain('filename="plan.txt"');
    expect(request?.body).toContain('name="projectId"\r\n\r\n12');
  });
});
