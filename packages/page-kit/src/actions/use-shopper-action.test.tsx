import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import type { ActionOutcome } from "./action-fields";
import { ReturnToField, shopperClientAction, useShopperAction } from "./use-shopper-action";

/** A route action as the framework runs it: the route's clientAction around its server action (here, a stand-in). */
function routeAction(serverAction: (args: ActionFunctionArgs) => Promise<unknown>) {
  return (args: ActionFunctionArgs) => shopperClientAction({ serverAction: () => serverAction(args) as Promise<never> });
}

function Subscribe({ onOutcome }: { onOutcome: (outcome: ActionOutcome<string>) => void }) {
  const action = useShopperAction<string>("/act", { onOutcome });
  return (
    <action.Form method="post" action="/act" onSubmit={action.onSubmit} aria-label="Act">
      <ReturnToField />
      <input type="hidden" name="sku" value="OVN-1" />
      <button type="submit" name="intent" value="add">
        {action.pending ? "Adding…" : "Add"}
      </button>
      <button type="submit" name="intent" value="remove">
        Remove
      </button>
      {action.outcome ? <p role="status">{action.outcome.message}</p> : null}
    </action.Form>
  );
}

function renderAt(
  path: string,
  serverAction: (args: ActionFunctionArgs) => Promise<unknown>,
  onOutcome: (outcome: ActionOutcome<string>) => void = () => undefined,
) {
  const router = createMemoryRouter(
    [
      { path: "/p/oven", element: <Subscribe onOutcome={onOutcome} /> },
      { path: "/act", action: routeAction(serverAction) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("a shopper action's form on the hydrated page (issue 40)", () => {
  it("renders the plain form a browser posts without JavaScript, naming the page to come back to", () => {
    renderAt("/p/oven?colour=black", async () => ({ ok: true, message: "Done" }));
    const form = screen.getByRole("form", { name: "Act" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/act");
    expect(form.querySelector('input[name="returnTo"]')).toHaveValue("/p/oven?colour=black");
  });

  it("sends the same fields through the router, with the button that sent them, and stays on the page", async () => {
    const received: Record<string, FormDataEntryValue>[] = [];
    const outcomes: ActionOutcome<string>[] = [];
    const router = renderAt(
      "/p/oven",
      async ({ request }) => {
        received.push(Object.fromEntries(await request.formData()));
        return { ok: true, message: "Removed.", data: "list" };
      },
      (outcome) => outcomes.push(outcome),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Removed.");
    expect(received).toEqual([{ returnTo: "/p/oven", sku: "OVN-1", intent: "remove" }]);
    expect(outcomes).toEqual([{ ok: true, message: "Removed.", data: "list" }]);
    expect(router.state.location.pathname).toBe("/p/oven");
  });

  it("sends one submission at a time, in the order they were made, each outcome to its own call", async () => {
    const order: string[] = [];
    const releases: (() => void)[] = [];
    renderAt("/p/oven", async ({ request }) => {
      const intent = String((await request.formData()).get("intent"));
      order.push(`start ${intent}`);
      await new Promise<void>((resolve) => releases.push(resolve));
      order.push(`end ${intent}`);
      return { ok: true, message: intent };
    });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(order).toEqual(["start add"]));
    expect(screen.getByRole("button", { name: "Adding…" })).toBeInTheDocument();
    await act(async () => releases.shift()?.());
    await waitFor(() => expect(order).toEqual(["start add", "end add", "start remove"]));
    await act(async () => releases.shift()?.());
    expect(await screen.findByRole("status")).toHaveTextContent("remove");
    expect(screen.getByRole("button", { name: "Add" })).toBeInTheDocument();
  });

  it("tells the shopper to try again when the storefront did not answer, and the page stays", async () => {
    renderAt("/p/oven", async () => {
      throw new Response("Bad gateway", { status: 502 });
    });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("status")).toHaveTextContent("An unexpected error occurred. Please try again later.");
    expect(screen.getByRole("form", { name: "Act" })).toBeInTheDocument();
  });
});
