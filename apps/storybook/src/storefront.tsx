import { createContext, Suspense, useContext, useMemo, useState, type ComponentType } from "react";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createBrowserApiClient, type ApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { AddToCompare } from "@storefront/compare/add-to-compare";
import { routeTable } from "@storefront/composition/route-table";
import { registerAppRoutes } from "@storefront/page-kit/app-routes";
import { brandClientOptions } from "@storefront/page-kit/brand-context";
import { ProductWidgetsProvider, type ProductWidgets } from "@storefront/page-kit/product-widgets";
import { ROOT_ROUTE_ID, type RootData } from "@storefront/page-kit/root-data";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { outcomeOf } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { useSessionStore } from "@storefront/page-kit/session";
import { useBrand, type BrandConfig } from "@storefront/ui-kit/brand";
import { Loader } from "@storefront/ui-kit/loader";
import { ToastProvider } from "@storefront/ui-kit/toast";

/**
 * Where a story renders in the in-memory router, as `parameters.route`: the address (with its
 * query), the route pattern it matches (params and splats for useParams) and the route's handle
 * (a page type, for components that read useMatches).
 */
export interface RouteParameters {
  path?: string;
  pattern?: string;
  handle?: Record<string, unknown>;
  /** GET /api/settings as the storefront's root loader gives it (name → value); none: the settings' defaults. */
  settings?: Record<string, string>;
  /**
   * The route action a story's forms post to (issue 40: the pickers, the cart, the compare ticks):
   * the package's own action handler, run in the browser against the story's mocked API, as the
   * hydrated page's submission hands the server action's outcome to the form.
   */
  action?: (tools: { form: FormData; api: ApiClient; brand: BrandConfig }) => Promise<ActionOutcome<unknown> | Response>;
}

const CurrentStory = createContext<ComponentType | null>(null);

// Links in the stories follow the storefront's internal-link rule (spec 1 §2.2), as in the apps.
registerAppRoutes(routeTable);

/** The compare tick on product cards and pages, as the storefronts' composition puts it there. */
const productWidgets: ProductWidgets = { compare: AddToCompare };

/** The route's element: the story as it is now, so controls keep working after the router exists. */
function StoryRoute() {
  const Story = useContext(CurrentStory);
  return Story ? (
    <Suspense fallback={<Loader label="Loading" showLabel />}>
      <Story />
    </Suspense>
  ) : null;
}

/** A thrown render error shown in the canvas (and failing the story's test), not a blank page. */
function StoryError() {
  const error = useRouteError();
  return (
    <pre role="alert" style={{ whiteSpace: "pre-wrap", color: "#b00020" }}>
      {error instanceof Error ? `${error.name}: ${error.message}` : String(error)}
    </pre>
  );
}

/**
 * What a storefront gives the domain components (the composition's `DataProviders` and the route
 * tree): a QueryClient of their own (no retries, so error states show at once), the browser API
 * client with the toolbar's brand and the signed-in visitor's token, the other domains' product
 * widgets, the toast region, and a data router, since some components read useMatches or route loader data.
 * Mounted afresh for every story.
 */
export function StorefrontProviders({ story, route = {} }: { story: ComponentType; route?: RouteParameters }) {
  const brand = useBrand();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false }, mutations: { retry: false } },
      }),
  );
  const { brand: brandId, logoutOn401 } = brandClientOptions(brand);
  const api = useMemo(
    () => createBrowserApiClient({ brand: brandId, logoutOn401, getAccessToken: () => useSessionStore.getState().accessToken }),
    [brandId, logoutOn401],
  );
  const [router] = useState(() => {
    const handler = route.action;
    const page = {
      path: route.pattern ?? "*",
      handle: route.handle,
      element: <StoryRoute />,
      errorElement: <StoryError />,
      ...(handler
        ? {
            action: ({ request }: { request: Request }) =>
              shopperClientAction({
                serverAction: async () => outcomeOf(handler, { form: await request.formData(), api, brand }) as never,
              }),
          }
        : {}),
    };
    if (!route.settings) return createMemoryRouter([page], { initialEntries: [route.path ?? "/"] });
    // With settings, the page sits under a root route carrying them, as in a storefront.
    const root: RootData = { companyName: brand.displayName, settings: route.settings };
    return createMemoryRouter([{ id: ROOT_ROUTE_ID, loader: () => root, children: [page] }], {
      initialEntries: [route.path ?? "/"],
      hydrationData: { loaderData: { [ROOT_ROUTE_ID]: root } },
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <ProductWidgetsProvider widgets={productWidgets}>
          <ToastProvider>
            <CurrentStory.Provider value={story}>
              <RouterProvider router={router} />
            </CurrentStory.Provider>
          </ToastProvider>
        </ProductWidgetsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
