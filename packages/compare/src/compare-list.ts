import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { QueryObserver, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { addToCompare, compareKeys, compareQueries, getCompareList, type CompareList } from "@storefront/api-client/compare";
import type { ApiClient } from "@storefront/api-client/http";
import { useApiClient } from "@storefront/api-client/react";
import { useBrowserValue } from "@storefront/ui-kit/browser-value";
import { fromServerProduct, toServerProduct, type ComparedProduct } from "./compare-rules";
import { COMPARE_STORAGE_KEY, parseStoredCompareList, readStoredCompareList, writeStoredCompareList } from "./compare-storage";
import { useCompareTrayStore } from "./tray-store";

/**
 * The stored copy's text (null on the server and while the page hydrates, and where nothing is
 * stored): a text, not the parsed list, so a visitor with nothing stored is not rendered again
 * once the page has hydrated.
 */
function readStoredText(): string | null {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage the browser refuses to open (a privacy setting) holds nothing.
    return null;
  }
}

const toComparedProducts = (list: CompareList): ComparedProduct[] => list.products.map(fromServerProduct);

/**
 * The compared products: the server's list (GET /api/compare) in the query cache, which the adds
 * and removes update at once (`compare-actions.ts`). Until the server answers, the browser's
 * stored copy stands in (after hydration, so the server HTML never depends on it).
 */
export function useComparedProducts(): ComparedProduct[] {
  const api = useApiClient();
  const storedText = useBrowserValue(readStoredText, null);
  const stored = useMemo(
    () => (storedText === null ? undefined : { products: parseStoredCompareList(storedText).map(toServerProduct) }),
    [storedText],
  );
  const { data } = useQuery({ ...compareQueries.list(api), placeholderData: stored, select: toComparedProducts });
  return data ?? [];
}

/**
 * One observer of the compare list per query client, shared by every tick on the page: a grid of
 * 24 cards holds one subscription to the list, not 24 queries to hydrate. Made in the browser only,
 * on the first tick's first read after hydration, so the stored copy it starts from is read then.
 */
type ListObserver = QueryObserver<CompareList, Error, CompareList, CompareList, ReturnType<typeof compareKeys.list>>;

const sharedListObservers = new WeakMap<QueryClient, ListObserver>();

function sharedListObserver(queryClient: QueryClient, api: ApiClient): ListObserver {
  const known = sharedListObservers.get(queryClient);
  if (known) return known;
  const observer: ListObserver = new QueryObserver(queryClient, {
    ...compareQueries.list(api),
    placeholderData: () => ({ products: readStoredCompareList().map(toServerProduct) }),
  });
  sharedListObservers.set(queryClient, observer);
  return observer;
}

const isListed = (list: CompareList | undefined, sku: string) =>
  list?.products.some((product) => fromServerProduct(product).productSKU === sku) ?? false;

/**
 * Whether this product is in the compare list. On the server and while the page hydrates: the list
 * the server read for a shopper with a session (the composition's shopper state, in the query
 * cache), so a page without JavaScript shows its ticks; no list, nothing ticked.
 */
export function useIsCompared(sku: string): boolean {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = sharedListObserver(queryClient, api);
      // The list's query may have been dropped from the cache since the observer last watched it,
      // which can only have happened while nothing watched it: the first tick of a page's cards
      // sets it again, the other twenty-three do not (each reads the stored list again).
      if (!observer.hasListeners()) observer.setOptions(observer.options);
      return observer.subscribe(onChange);
    },
    [queryClient, api],
  );
  const isCompared = () => isListed(sharedListObserver(queryClient, api).getCurrentResult().data, sku);
  const isComparedOnServer = () => isListed(queryClient.getQueryData<CompareList>(compareKeys.list()), sku);
  return useSyncExternalStore(subscribe, isCompared, isComparedOnServer);
}

/** One add per stored product, in turn; a product that no longer exists drops out of the server's answer. */
async function putBackOnServer(api: ApiClient, skus: readonly string[]): Promise<CompareList | undefined> {
  for (const sku of skus) await addToCompare(api, sku).catch(() => undefined);
  return getCompareList(api).catch(() => undefined);
}

/**
 * Mount once (the compare tray does): keeps the browser's copy of the list (spec 1 §3) and, when
 * the server's first list is empty while the browser still holds products (an expired session),
 * puts them back on the server. The tray counts changes from the list this settles on.
 */
export function useCompareSync(): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(compareQueries.list(api));
  const restoring = useRef<"unchecked" | "restoring" | "done">("unchecked");

  useEffect(() => {
    if (isError) useCompareTrayStore.getState().markSettled();
  }, [isError]);

  useEffect(() => {
    if (!data || restoring.current === "restoring") return;
    if (restoring.current === "unchecked") {
      restoring.current = "done";
      const stored = readStoredCompareList();
      if (data.products.length === 0 && stored.length > 0) {
        restoring.current = "restoring";
        // Shown at once, as the shopper left it, while the server is told again.
        queryClient.setQueryData(compareKeys.list(), { products: stored.map(toServerProduct) });
        void putBackOnServer(
          api,
          stored.map((product) => product.productSKU),
        ).then((fresh) => {
          restoring.current = "done";
          if (fresh) queryClient.setQueryData(compareKeys.list(), fresh);
          else void queryClient.invalidateQueries({ queryKey: compareKeys.list() });
          useCompareTrayStore.getState().markSettled();
        });
        return;
      }
    }
    writeStoredCompareList(toComparedProducts(data));
    useCompareTrayStore.getState().markSettled();
  }, [data, queryClient, api]);
}
