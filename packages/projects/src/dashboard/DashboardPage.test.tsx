import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { DASHBOARD_ERROR_MESSAGES, PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { resetSession } from "@storefront/page-kit/testing";
import { accessTexts } from "../project-texts";
import { dashboardAnswer, dashboardAnswers, dashboardRow, renderDashboardRoute } from "../test-helpers";

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

const table = () => screen.findByRole("table", { name: /Projects/ });

describe("who reaches the performance dashboard (issue 16 item 4)", () => {
  it("sends a signed-out visitor to the login route, to come back to the dashboard", async () => {
    const { router } = renderDashboardRoute("/performance-dashboard", { visitor: "signedOut" });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Fperformance-dashboard");
  });

  it("shows a customer the 403 page without searching", async () => {
    const { calls } = renderDashboardRoute("/performance-dashboard", { visitor: "customer" });
    expect(await screen.findByRole("heading", { level: 1, name: accessTexts.forbiddenTitle })).toBeInTheDocument();
    expect(calls.filter((call) => call.includes("/api/v2/project"))).toEqual([]);
  });
});

describe("the results (spec 3 §3, §9)", () => {
  it("searches page 0 of 13 on arrival, with the culinary flag false kept and nothing blank", async () => {
    const { searches } = renderDashboardRoute();
    await table();
    expect(searches[0]?.toString()).toBe("page=0&limit=13&sortDirection=None&showCulinaryBookings=false");
  });

  it("lists one customer's projects from the address (the staff panel's link), until 'Show every customer'", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute("/performance-dashboard?customerEmail=alex%40example.com");
    expect(await screen.findByText("Projects of the customer alex@example.com.")).toHaveAttribute("role", "status");
    await waitFor(() => expect(searches.at(-1)?.get("customerEmail")).toBe("alex@example.com"));
    await user.click(screen.getByRole("button", { name: "Show every customer" }));
    await waitFor(() => expect(searches.at(-1)?.has("customerEmail")).toBe(false));
    expect(screen.queryByText("Projects of the customer alex@example.com.")).toBeNull();
  });

  it("links the project name to its page, the e-mail to a mail, and formats the price and the date", async () => {
    renderDashboardRoute();
    const results = await table();
    expect(within(results).getByRole("link", { name: "Harper kitchen" })).toHaveAttribute("href", "/project/7");
    expect(within(results).getByRole("link", { name: "riley@example.com" })).toHaveAttribute("href", "mailto:riley@example.com");
    expect(results).toHaveTextContent("$3,897");
    expect(results).toHaveTextContent("2 Nov 2026");
    expect(within(results).getByRole("link", { name: "Open Harper kitchen" })).toHaveAttribute("href", "/project/7");
  });

  it("shows 'Page 1 of N' and asks for page index 1 on Next", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/v2/project/search": dashboardAnswer([dashboardRow()], 30) }),
    });
    const pages = await screen.findByRole("navigation", { name: "Pages" });
    expect(pages).toHaveTextContent("Page 1 of 3");
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(searches.at(-1)?.get("page")).toBe("1");
  });

  it("says so when nothing matches", async () => {
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/v2/project/search": dashboardAnswer([], 0) }),
    });
    expect(await screen.findByText("No projects match this search.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("asks to narrow a search of more than 2000 results", async () => {
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/v2/project/search": dashboardAnswer([dashboardRow()], 2001) }),
    });
    expect(await screen.findByText(/More than 2000 projects match this search/)).toBeInTheDocument();
  });

  it("clears the table and shows the loader while a search runs, a repeated one too", async () => {
    const user = userEvent.setup();
    let release: (answer: unknown) => void = () => undefined;
    let calls = 0;
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({
        "GET /api/v2/project/search": () => (++calls === 1 ? dashboardAnswer() : new Promise((resolve) => (release = resolve))),
      }),
    });
    await table();
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Searching projects")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    release(dashboardAnswer());
    expect(await table()).toBeInTheDocument();
  });

  it("shows the spec's message when the search fails", async () => {
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/v2/project/search": Response.json({ message: "boom" }, { status: 500 }) }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(PROJECT_ERROR_MESSAGES.projects);
  });
});

describe("sorting (spec 3 §3 sortDirection)", () => {
  it("sorts by Date Created ascending, then descending, then not at all", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute();
    const header = () => screen.getByRole("columnheader", { name: /Date Created/ });
    await table();
    expect(header()).toHaveAttribute("aria-sort", "none");
    await user.click(within(header()).getByRole("button", { name: /Date Created/ }));
    await waitFor(() => expect(header()).toHaveAttribute("aria-sort", "ascending"));
    expect(searches.at(-1)?.get("sortProperty")).toBe("created");
    expect(searches.at(-1)?.get("sortDirection")).toBe("Ascending");
    await user.click(within(await waitFor(header)).getByRole("button", { name: /Date Created/ }));
    await waitFor(() => expect(header()).toHaveAttribute("aria-sort", "descending"));
    expect(searches.at(-1)?.get("sortDirection")).toBe("Descending");
    await user.click(within(await waitFor(header)).getByRole("button", { name: /Date Created/ }));
    await waitFor(() => expect(searches.at(-1)?.get("sortDirection")).toBe("None"));
    expect(searches.at(-1)?.has("sortProperty")).toBe(false);
  });

  it("gives a column the API cannot sort on a plain header", async () => {
    renderDashboardRoute();
    await table();
    const price = screen.getByRole("columnheader", { name: "Quote Price" });
    expect(within(price).queryByRole("button")).not.toBeInTheDocument();
    expect(price).not.toHaveAttribute("aria-sort");
  });

  it("shows 'An error occurred sorting projects.' when a sort fails", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({
        "GET /api/v2/project/search": () => (++calls === 1 ? dashboardAnswer() : Response.json({ message: "boom" }, { status: 500 })),
      }),
    });
    await table();
    await user.click(screen.getByRole("button", { name: /Project Name/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DASHBOARD_ERROR_MESSAGES.sortingProjects);
  });
});

describe("/performance-dashboard/project-search", () => {
  it("is the same page, titled 'Project search', with the focus in the search form", async () => {
    renderDashboardRoute("/performance-dashboard/project-search");
    expect(await screen.findByRole("heading", { level: 1, name: "Project search" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("From date")).toHaveFocus());
  });
});
