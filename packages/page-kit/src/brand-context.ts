import { createContext, type MiddlewareFunction } from "react-router";
import type { ApiClientOptions } from "@storefront/api-client/http";
import type { BrandConfig } from "@storefront/ui-kit/brand";

/** The storefront's brand, set by the root route's middleware for every loader and action. */
export const brandContext = createContext<BrandConfig>();

/** Root middleware: makes the app's BrandConfig readable by every route's loader. */
export function brandMiddleware(brand: BrandConfig): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    context.set(brandContext, brand);
    return next();
  };
}

/** The API client's plain options from a brand: its id as the brand header and its logoutOn401 flag (spec 3 §8). */
export function brandClientOptions(brand: BrandConfig): Pick<ApiClientOptions, "brand" | "logoutOn401"> {
  return { brand: brand.id, logoutOn401: brand.features.logoutOn401 };
}
