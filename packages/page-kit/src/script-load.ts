/** spec 3 §8: the message of a script that fails to load (a lazy part of the page, a provider's widget). */
export const FAILED_TO_LOAD_SCRIPT = "Failed to load script";

/** A script or a part's code that did not arrive: the page shows FAILED_TO_LOAD_SCRIPT in its place. */
export class ScriptLoadError extends Error {
  constructor(
    readonly source: string,
    options?: { cause?: unknown },
  ) {
    super(FAILED_TO_LOAD_SCRIPT, options);
    this.name = "ScriptLoadError";
  }
}

export const isScriptLoadError = (error: unknown): error is ScriptLoadError => error instanceof ScriptLoadError;

const loading = new Map<string, Promise<void>>();

/**
 * Loads a third-party script once per address (a provider's widget), resolving when it has run and
 * rejecting with ScriptLoadError when it fails; a failed load is tried again by the next call.
 */
export function loadScript(src: string): Promise<void> {
  const kept = loading.get(src);
  if (kept) return kept;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loading.delete(src);
      script.remove();
      reject(new ScriptLoadError(src));
    });
    document.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}
