import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { accessTexts, pageTexts } from "../project-texts";
import { projectAnswers, renderProjectRoute, sharedFixture } from "../test-helpers";

beforeEach(() => resetSession());

describe("who reaches the project pages (issue 15 item 1)", () => {
  it("sends a signed-out visitor to the login route, to come back to the page", async () => {
    const { router } = renderProjectRoute("/project/7", { visitor: "signedOut" });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Fproject%2F7");
  });

  it("shows a signed-in customer the 403 page, without reading any project", async () => {
    const { calls } = renderProjectRoute("/project-admin", { visitor: "customer" });
    expect(await screen.findByRole("heading", { level: 1, name: accessTexts.forbiddenTitle })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("You do not have access to this page.");
    expect(calls.filter((call) => call.includes("project"))).toEqual([]);
  });

  it("lets a staff member in", async () => {
    renderProjectRoute("/project");
    expect(await screen.findByRole("heading", { level: 1, name: pageTexts.title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: pageTexts.createSubmit })).toBeInTheDocument();
  });

  it("shows the 403 page on a brand without staff tooling, even to staff", async () => {
    renderProjectRoute("/project", { staffTooling: false });
    expect(await screen.findByText(accessTexts.forbidden)).toBeInTheDocument();
  });

  it("renders a shared link read-only with no login", async () => {
    const { calls } = renderProjectRoute("/project?shareId=3f0c6a8e-8f5e-4a43-9d8c-2d1f0b6f9c11", {
      visitor: "signedOut",
      answers: projectAnswers({ "GET /api/v2/project/shared": sharedFixture() }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Harper kitchen" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(pageTexts.sharedNotice);
    expect(screen.getByRole("heading", { name: "Korra fridge" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(calls).toEqual(["GET /api/v2/project/shared"]);
  });
});
