import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetSession, signIn } from "../testing";
import { useSession, useSessionHydrated } from "./use-session";

let container: HTMLElement;
let unmount: () => void = () => undefined;

/** Renders on the "server" (the signed-out snapshot), then hydrates that HTML as the browser does. */
async function serveAndHydrate(element: ReactElement): Promise<void> {
  container.innerHTML = renderToString(element);
  await act(async () => {
    const root = hydrateRoot(container, element);
    unmount = () => root.unmount();
  });
}

beforeEach(() => {
  resetSession();
  container = document.body.appendChild(document.createElement("div"));
});

afterEach(() => {
  act(() => unmount());
  container.remove();
});

/** A component that reads the session, and what each of its renders saw. */
function sessionProbe() {
  const seen: boolean[] = [];
  function Probe() {
    const { loggedIn } = useSession();
    seen.push(loggedIn);
    return <p>{loggedIn ? "signed in" : "signed out"}</p>;
  }
  return { seen, Probe };
}

describe("the session as a component sees it", () => {
  it("does not render a signed-out visitor's component again once the page has hydrated", async () => {
    const { seen, Probe } = sessionProbe();
    await serveAndHydrate(<Probe />);
    // One render on the server, one hydrating render: none after it.
    expect(seen).toEqual([false, false]);
    expect(container).toHaveTextContent("signed out");
  });

  it("renders a signed-in visitor's component again with the stored session", async () => {
    signIn("user-1");
    const { seen, Probe } = sessionProbe();
    await serveAndHydrate(<Probe />);
    expect(seen).toEqual([false, false, true]);
    expect(container).toHaveTextContent("signed in");
  });

  it("tells 'not read yet' from 'read': false on the server and while hydrating, true after", async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useSessionHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? "read" : "not read yet"}</p>;
    }
    await serveAndHydrate(<Probe />);
    expect(seen).toEqual([false, false, true]);
    expect(container).toHaveTextContent("read");
  });
});
