import { Component, lazy, memo, Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { FAILED_TO_LOAD_SCRIPT, isScriptLoadError, ScriptLoadError } from "./script-load";
import { whenIdle } from "./when-idle";

/** A part on the page: settled once its content has rendered (hydrated, or rendered fresh). */
interface PartState {
  settled: boolean;
}

// Parts on the page whose content has not rendered yet. A part joins when it is committed, never
// from a render React may throw away, and a part inside another joins before the outer one settles.
const waiting = new Set<PartState>();
const listeners = new Set<() => void>();

function settle(part: PartState): void {
  part.settled = true;
  if (!waiting.delete(part) || waiting.size > 0) return;
  for (const listener of [...listeners]) listener();
}

/**
 * Resolves once every lazy part on the page has hydrated: the shell marks the document
 * interactive (`data-hydrated`) only then, so nothing is clicked while its code is on the way.
 */
export function partsHydrated(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === Array.prototype;
}

/** Equal props, plain objects and arrays compared by their contents (`scope={{ type, uri }}` made afresh each render). */
export function sameProps(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true;
  if (!isPlain(before) || !isPlain(after) || Array.isArray(before) !== Array.isArray(after)) return false;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => key in after && sameProps(before[key], after[key]));
}

// The parts' loaders not started yet; once the page has hydrated, every part loads as it is defined.
const unstarted = new Set<() => unknown>();
let warm = false;

/**
 * Loads the code of every part defined so far, one a task while the browser is idle, and from now
 * on of each part as its module is evaluated (a route's, as a navigation loads it, beside the
 * route's data): a later page renders its parts at once instead of showing nothing while their
 * code arrives. The shell calls it once the first page has hydrated, when the browser is idle.
 */
export function warmParts(): void {
  warm = true;
  const queue = [...unstarted];
  unstarted.clear();
  // One part's code a task: each import starts its chunks' fetches, and all of them in one idle
  // callback made a task of 15 to 20 ms on a fast machine (issue 17).
  const next = () => {
    queue.shift()?.();
    if (queue.length > 0) whenIdle(next);
  };
  next();
}

/**
 * Code the page does not use but the next one may (a navigation's skeletons): it loads with the
 * parts' code, once the first page has hydrated and the browser is idle (warmParts), or at once
 * when that has happened. Loaded from an effect instead, it was fetched and evaluated in the
 * first hydration's effects, one of the page's long tasks (issue 17).
 */
export function warmLater(load: () => Promise<unknown>): void {
  const start = () => load().catch(() => undefined);
  if (warm) void start();
  else unstarted.add(start);
}

function Settled({ part }: { part: PartState }) {
  useEffect(() => settle(part), [part]);
  return null;
}

/**
 * Its children hydrate after the rest of the page, in a render and commit of their own: React
 * leaves a Suspense boundary's server HTML as it is on the first hydration and hydrates it next.
 * The page's first hydration then runs as several shorter tasks instead of one long one: the
 * effects of everything outside ran in one task of 20 to 30 ms on a fast machine, four times that
 * on Lighthouse's phone (issue 17). The document is marked interactive (`partsHydrated`) only once
 * the children have hydrated too.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [part] = useState<PartState>(() => ({ settled: false }));
  // Effects run children first: content that hydrated in this commit has settled already. Content
  // that leaves before it hydrated is not waited for.
  useEffect(() => {
    if (!part.settled) waiting.add(part);
    return () => settle(part);
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <Settled part={part} />
    </Suspense>
  );
}

/**
 * A part of the page whose code is not in the first load (issue 17 item 3): the server renders it
 * in full, in place (the runtime renders the whole document before it sends it, so a part never
 * streams out of order); in the browser its server HTML stays as it is, inert, until its module
 * arrives, which the first hydration asks for, and React then hydrates it in a task of its own.
 * Once its code has loaded it renders at once, on later pages too (see warmParts). A render with
 * props equal by content does not reach it: an update that reaches a part still waiting for its
 * code would replace its server HTML with nothing until the code arrives.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const makeLazy = () => lazy(() => start().then((loaded) => ({ default: loaded })));
  // React keeps a lazy component's failure: after one, the next try needs a new one.
  let Lazy = makeLazy();
  const start = () =>
    (loading ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        // A failed load is tried again by the next render (the part's "Try again").
        loading = undefined;
        Lazy = makeLazy();
        throw new ScriptLoadError("lazy part", { cause: error });
      },
    ));
  warmLater(start);

  function Part(props: Props) {
    // Chosen once for this place: switching from the lazy wrapper to the component would remount it.
    const [Loaded] = useState(() => component);
    const [, setTries] = useState(0);
    return (
      <PartLoadBoundary onRetry={() => setTries((tries) => tries + 1)}>
        <HydrateApart>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</HydrateApart>
      </PartLoadBoundary>
    );
  }
  return memo(Part, sameProps) as unknown as ComponentType<Props>;
}

/**
 * spec 3 §8: a part whose code fails to load (a dropped connection, a deploy that removed the old
 * chunks) says 'Failed to load script' in its place, as an alert with a button that loads it
 * again, and the rest of the page goes on working. Any other error goes on to the route's boundary.
 */
export class PartLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isScriptLoadError(error)) console.error(FAILED_TO_LOAD_SCRIPT, error.cause ?? error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Not a load failure: the route's error boundary answers for it.
    if (!isScriptLoadError(error)) throw error;
    return (
      <Alert type="error">
        <p>
          {FAILED_TO_LOAD_SCRIPT}{" "}
          <Button
            variant="link"
            onClick={() => {
              this.setState({ error: undefined });
              this.props.onRetry();
            }}
          >
            Try again
          </Button>
        </p>
      </Alert>
    );
  }
}
