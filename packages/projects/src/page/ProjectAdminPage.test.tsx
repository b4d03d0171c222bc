import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { projectAnswers, renderProjectRoute } from "../test-helpers";

beforeEach(() => resetSession());

describe("/project-admin", () => {
  it("lists the staff member's projects, each a link to its page", async () => {
    renderProjectRoute("/project-admin", {
      answers: projectAnswers({
        "GET /api/v2/project/minimal": {
          items: [
            {
              id: 7,
              name: "Harper kitchen",
              projectRef: "P000007",
              quoteStatus: "Quoted",
              customerName: "Riley Harper",
              productCount: 3,
              modified: "2026-11-20T01:00:00Z",
            },
          ],
          totalCount: 1,
          page: 0,
          pageSize: 20,
        },
      }),
    });
    expect(await screen.findByRole("link", { name: "Harper kitchen" })).toHaveAttribute("href", "/project/7");
    expect(screen.getByRole("heading", { level: 1, name: "Project administration" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Projects" })).toHaveTextContent("Riley Harper");
  });
});
