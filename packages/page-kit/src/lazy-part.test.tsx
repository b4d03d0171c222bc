import { PassThrough } from "node:stream";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HydrateApart, lazyPart, partsHydrated, sameProps, warmLater, warmParts } from "./lazy-part";
import { FAILED_TO_LOAD_SCRIPT } from "./script-load";
import { renderWithProviders } from "./testing";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The document as the storefront's server entry renders it: whole, once all is ready (packages/runtime). */
function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

/** A part whose code arrives when the test says so. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then((): ComponentType<{ label: string }> => Counter));
  return { Part: lazyPart(load), load, arrive };
}

describe("a lazy part", () => {
  it("is rendered in full by the server, in place, not streamed after the page", async () => {
    const { Part, arrive } = deferredPart();
    arrive();
    const html = await serverHtml(
      <main>
        <Part label="Added" />
      </main>,
    );
    expect(html).toContain('<main><!--$--><button type="button">Added<!-- --> <!-- -->0</button><!--/$--></main>');
    expect(html).not.toContain("<template");
  });

  it("keeps its server HTML, inert, until its code arrives, then hydrates it without replacing it", async () => {
    const server = deferredPart();
    server.arrive();
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(<server.Part label="Added" />);
    document.body.append(container);
    const button = screen.getByRole("button", { name: "Added 0" });

    const browser = deferredPart();
    let hydrated = false;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <browser.Part label="Added" />);
    });
    void partsHydrated().then(() => (hydrated = true));
    expect(browser.load).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(button).toHaveTextContent("Added 0");
    expect(hydrated).toBe(false);

    await act(async () => browser.arrive());
    await waitFor(() => expect(hydrated).toBe(true));
    expect(screen.getByRole("button", { name: "Added 0" })).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent("Added 1");

    // Rendered again, with its code here: nothing more to wait for.
    await act(async () => root?.render(<browser.Part label="Changed" />));
    let settledAgain = false;
    await act(async () => void partsHydrated().then(() => (settledAgain = true)));
    expect(settledAgain).toBe(true);
    expect(button).toHaveTextContent("Changed 1");
    act(() => root?.unmount());
    container.remove();
  });

  it("renders at once once its code has loaded", async () => {
    const { Part, arrive } = deferredPart();
    arrive();
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(container);
    await act(async () => root.render(<Part label="First" />));
    expect(await screen.findByRole("button", { name: "First 0" })).toBeInTheDocument();
    await act(async () => root.render(<Part label="Again" />));
    expect(screen.getByRole("button", { name: "Again 0" })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  // Last: warming lasts for the rest of the module's life.
  it("once warmed, loads as it is defined, and its first render shows it, with no empty moment", async () => {
    const waiting = deferredPart();
    const skeletons = vi.fn(() => Promise.reject(new Error("offline")));
    warmLater(skeletons);
    expect(waiting.load).not.toHaveBeenCalled();
    expect(skeletons).not.toHaveBeenCalled();
    warmParts();
    // One a task, not all in the warming task; code asked for with warmLater loads with the parts
    // (a failed load is let go).
    expect(waiting.load.mock.calls.length + skeletons.mock.calls.length).toBeLessThanOrEqual(1);
    await vi.waitFor(
      () => {
        expect(waiting.load).toHaveBeenCalledTimes(1);
        expect(skeletons).toHaveBeenCalledTimes(1);
      },
      { timeout: 10_000 },
    );
    const afterwards = vi.fn(() => Promise.resolve());
    warmLater(afterwards);
    expect(afterwards).toHaveBeenCalledTimes(1);

    const later = deferredPart();
    expect(later.load).toHaveBeenCalledTimes(1);
    await act(async () => later.arrive());
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(container);
    act(() => root.render(<later.Part label="Shown" />));
    expect(screen.getByRole("button", { name: "Shown 0" })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

describe("HydrateApart", () => {
  it("hydrates its children after the page around it, and the page is marked interactive only then", async () => {
    const log: string[] = [];
    function Frame({ children }: { children: ReactNode }) {
      useEffect(() => {
        log.push("frame");
        void partsHydrated().then(() => log.push("interactive"));
      }, []);
      return <div>{children}</div>;
    }
    function Page() {
      useEffect(() => void log.push("page"), []);
      return <Counter label="Added" />;
    }
    const page = (
      <Frame>
        <HydrateApart>
          <Page />
        </HydrateApart>
      </Frame>
    );
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(page);
    document.body.append(container);
    const button = screen.getByRole("button", { name: "Added 0" });

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await waitFor(() => expect(log).toContain("interactive"));
    // Without the boundary the page's effects would run first, in the frame's commit.
    expect(log).toEqual(["frame", "page", "interactive"]);
    expect(screen.getByRole("button", { name: "Added 0" })).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent("Added 1");
    act(() => root?.unmount());
    container.remove();
  });
});

describe("sameProps", () => {
  it("compares plain objects and arrays by their contents", () => {
    expect(
      sameProps(
        { scope: { type: "category", uri: "kitchen" }, names: ["a"] },
        { scope: { type: "category", uri: "kitchen" }, names: ["a"] },
      ),
    ).toBe(true);
    expect(sameProps({ scope: { type: "category", uri: "kitchen" } }, { scope: { type: "category", uri: "laundry" } })).toBe(false);
    expect(sameProps({ names: ["a"] }, { names: ["a", "b"] })).toBe(false);
  });

  it("compares functions and class instances by identity", () => {
    const onClose = () => undefined;
    expect(sameProps({ onClose }, { onClose })).toBe(true);
    expect(sameProps({ onClose }, { onClose: () => undefined })).toBe(false);
    expect(sameProps({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });
});

describe("a lazy part whose code fails to load (spec 3 §8, issue 45 item 13)", () => {
  it("says 'Failed to load script' in its place as an alert, keeps the page, and loads again on 'Try again'", async () => {
    let fail = true;
    const load = vi.fn(async (): Promise<ComponentType<{ label: string }>> => {
      if (fail) throw new TypeError("Failed to fetch dynamically imported module");
      return Counter;
    });
    const Part = lazyPart(load);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithProviders([
      {
        path: "/",
        element: (
          <main>
            <h1>Page</h1>
            <Part label="Added" />
          </main>
        ),
      },
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(FAILED_TO_LOAD_SCRIPT);
    expect(screen.getByRole("heading", { name: "Page" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Added 0" })).toBeTruthy();
    quiet.mockRestore();
  });
});
