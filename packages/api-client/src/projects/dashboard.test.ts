import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { autocompleteBrands, exportDashboardProjects, searchDashboardProjects, searchProductSkus } from "./dashboard";

const api = serveForTests();

describe("dashboard calls (spec 3 §7)", () => {
  it("searches with the params it is given, a false culinary flag and page 0 kept", async () => {
    api.server.on("GET", "/api/v2/project/search", (_request, response) =>
      json(response, 200, { totalCount: 0, tooMany: false, page: 0, limit: 13, projects: [] }),
    );
    await searchDashboardProjects(api.client, {
      page: 0,
      limit: 13,
      showCulinaryBookings: false,
      sortProperty: "created",
      sortDirection: "Descending",
    });
    expect(api.server.requests[0]?.url).toBe(
      "/api/v2/project/search?page=0&limit=13&showCulinaryBookings=false&sortProperty=created&sortDirection=Descending",
    );
  });

  it("exports with limit -1 and the shown columns, as a CSV Blob with its BOM and the file name", async () => {
    api.server.on("GET", "/api/v2/project/export", (_request, response) => {
      response.writeHead(200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="projects-2026-11-26.csv"',
      });
      response.end("\uFEFFProject Name\r\nKitchen\r\n");
    });
    const file = await exportDashboardProjects(api.client, { status: "Open", columns: ["projectName", "status.name"] });
    expect(api.server.requests[0]?.url).toBe("/api/v2/project/export?limit=-1&status=Open&columns=projectName%2Cstatus.name");
    expect(file.fileName).toBe("projects-2026-11-26.csv");
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Project Name\r\nKitchen\r\n");
  });

  it("asks the autocompletes with the text as one path segment", async () => {
    api.server.on("GET", "/api/brand/autocomplete/Fisher%20%26%20Paykel", (_request, response) =>
      json(response, 200, { items: [], totalCount: 0 }),
    );
    api.server.on("GET", "/api/product/search/KOR%2F1", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await autocompleteBrands(api.client, "Fisher & Paykel");
    await searchProductSkus(api.client, "KOR/1");
    expect(api.server.requests.map((request) => request.url)).toEqual([
      "/api/brand/autocomplete/Fisher%20%26%20Paykel",
      "/api/product/search/KOR%2F1",
    ]);
  });
});
