import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { getCookingDemos } from "./api";

const api = serveForTests();

describe("cooking demo calls", () => {
  it("asks for cooking demos with the defaults of page 1, 12 per page, sort 0 and a lowercased brand", async () => {
    api.server.on("GET", "/api/v2/cookingdemo", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await getCookingDemos(api.client, { brand: "Miele" });
    const url = new URL(api.server.requests[0]?.url ?? "", api.server.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ sortDirection: "0", pageNo: "1", recordsPerPage: "12", brand: "miele" });
  });
});
