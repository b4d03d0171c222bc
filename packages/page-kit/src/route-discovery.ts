/** React Router's route discovery endpoint (its `routeDiscovery.manifestPath`, left at the default). */
export const MANIFEST_PATH = "/__manifest";

/** The longest the discovery waits: a part whose code never arrives must not stop navigation. */
export const HOLD_LIMIT_MS = 5000;

function requestUrl(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : String(input);
  return new URL(href, window.location.href);
}

/**
 * Holds React Router's route discovery requests until `ready` settles (at the latest `limitMs`),
 * then lets them go and puts the browser's `fetch` back.
 *
 * As soon as the page hydrates, React Router asks the server for the routes the page's links lead
 * to and patches them in with a router update that renders every route again. Arriving while the
 * page's lazy parts were still hydrating, it added about 150 ms of main-thread work to the load of
 * fk's category page (median of 8 loads, issue 17). The shell holds the requests until the parts
 * have hydrated. A navigation before then waits for its route's answer the same way, as it waits
 * for the parts' code.
 */
export function holdRouteDiscovery(ready: Promise<unknown>, limitMs: number = HOLD_LIMIT_MS): void {
  const original = window.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const timer = window.setTimeout(release, limitMs);
  void ready.then(release, release);
  // React Router forgets the paths it asked for only once they are answered: while the first
  // request is held, the links the parts render make it ask again for the same ones. Requests for
  // the same address without an abort signal (the discovery's own) share one answer, each reading
  // a copy of it.
  const shared = new Map<string, Promise<Response>>();
  const held: typeof fetch = (input, init) => {
    const url = requestUrl(input);
    if (url.pathname !== MANIFEST_PATH) return original(input, init);
    const send = () => released.then(() => original(input, init));
    if (init?.signal) return send();
    let answer = shared.get(url.href);
    if (!answer) shared.set(url.href, (answer = send()));
    return answer.then((response) => response.clone());
  };
  window.fetch = held;
  void released.then(() => {
    window.clearTimeout(timer);
    if (window.fetch === held) window.fetch = original;
  });
}
