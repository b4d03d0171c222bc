import { screen, waitFor } from "@testing-library/react";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CompareTray } from "./CompareTray";
import { fakeCompareApi, renderCompare, resetCompare } from "./test-helpers";

const routes = [
  {
    path: "/",
    element: (
      <>
        <Outlet />
        <CompareTray />
      </>
    ),
    children: [{ path: "c/kitchen", element: <p>Kitchen</p> }],
  },
];

beforeEach(resetCompare);

describe("compare tray: ComparePageEnabled (issue 20 item 1)", () => {
  const open = (settings: Record<string, string>) =>
    renderCompare(routes, { path: "/c/kitchen", fetch: fakeCompareApi(["A", "B"]).fetch, settings });

  it("offers 'Compare Selected' while the compare page is on", async () => {
    open({ ComparePageEnabled: "true" });
    const tray = await screen.findByRole("region", { name: "Compare products" });
    await waitFor(() => expect(tray).toHaveTextContent("Product B"));
    expect(screen.getByRole("button", { name: "Compare Selected" })).toBeEnabled();
  });

  it("keeps the chosen products but has no way to the compare page while it is off", async () => {
    open({ ComparePageEnabled: "false" });
    const tray = await screen.findByRole("region", { name: "Compare products" });
    await waitFor(() => expect(tray).toHaveTextContent("Product B"));
    expect(screen.queryByRole("button", { name: "Compare Selected" })).not.toBeInTheDocument();
  });
});
