import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useBrowserValue } from "./browser-value";

let unmount: () => void = () => undefined;
afterEach(() => act(() => unmount()));

/** Renders on the "server", then hydrates that HTML as the browser does; answers the values each render saw. */
async function serveAndHydrate(probe: (seen: string[]) => ReactElement): Promise<string[]> {
  const seen: string[] = [];
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(probe(seen));
  await act(async () => {
    const root = hydrateRoot(container, probe(seen));
    unmount = () => {
      root.unmount();
      container.remove();
    };
  });
  return seen;
}

function Probe({ browser, seen }: { browser: string; seen: string[] }) {
  const value = useBrowserValue(() => browser, "server");
  seen.push(value);
  return <p>{value}</p>;
}

describe("useBrowserValue", () => {
  it("uses the server's value on the server and while hydrating, and the browser's after", async () => {
    expect(await serveAndHydrate((seen) => <Probe browser="browser" seen={seen} />)).toEqual(["server", "server", "browser"]);
  });

  it("does not render again after hydration when the browser answers what the server did", async () => {
    expect(await serveAndHydrate((seen) => <Probe browser="server" seen={seen} />)).toEqual(["server", "server"]);
  });
});
