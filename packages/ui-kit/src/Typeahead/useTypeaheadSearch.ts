import { useEffect, useRef, useState } from "react";

export type TypeaheadSearchStatus = "idle" | "loading" | "done";

export interface UseTypeaheadSearchOptions<T> {
  /** Finds options for a trimmed query; a failed lookup reads as no results. */
  onSearch: (query: string) => Promise<readonly T[]> | readonly T[];
  minChars: number;
  debounceMs: number;
  maxOptions: number;
}

/**
 * The search behind a typeahead: `search(text)` waits for `minChars` characters and a
 * `debounceMs` pause, drops answers to older queries and keeps at most `maxOptions`.
 */
export function useTypeaheadSearch<T>({ onSearch, minChars, debounceMs, maxOptions }: UseTypeaheadSearchOptions<T>) {
  const [options, setOptions] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<TypeaheadSearchStatus>("idle");
  const latestRequest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = () => {
    clearTimeout(timer.current);
    latestRequest.current += 1;
    setOptions([]);
    setStatus("idle");
  };

  const search = (text: string) => {
    const term = text.trim();
    if (term.length < minChars) {
      reset();
      return;
    }
    clearTimeout(timer.current);
    const request = ++latestRequest.current;
    setStatus("loading");
    timer.current = setTimeout(async () => {
      let found: readonly T[] = [];
      try {
        found = (await onSearchRef.current(term)).slice(0, maxOptions);
      } catch {
        // A failed lookup reads as no results; the caller reports the error.
      }
      if (request !== latestRequest.current) return;
      setOptions(found);
      setStatus("done");
    }, debounceMs);
  };

  return { options, status, search, reset };
}
