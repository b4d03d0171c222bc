import { accountRoutes } from "@storefront/account/route-list";
import { cartRoutes } from "@storefront/cart/route-list";
import { catalogueRoutes } from "@storefront/catalogue/route-list";
import { checkoutRoutes } from "@storefront/checkout/route-list";
import { compareRoutes } from "@storefront/compare/route-list";
import type { AppRoute, PackageRoutes } from "@storefront/page-kit/app-routes";
import { projectRoutes } from "@storefront/projects/route-list";
import { shellRoutes } from "@storefront/shell/route-list";
import { staffPanelRoutes } from "@storefront/staff/route-list";

/**
 * The packages that serve routes, each with the list of routes it owns. The shell's not-found
 * route comes last: it answers any path no other route serves (spec 1 §2.1).
 */
export const routeOwners: readonly PackageRoutes[] = [
  catalogueRoutes,
  compareRoutes,
  cartRoutes,
  accountRoutes,
  checkoutRoutes,
  projectRoutes,
  staffPanelRoutes,
  shellRoutes,
];

/** A route of the table with the package that serves it. */
export interface TableRoute extends AppRoute {
  owner: string;
}

/** A route's id: the owning package's short name and the module, numbered when one module serves several paths. */
function withIds(owners: readonly PackageRoutes[]): TableRoute[] {
  const seen = new Map<string, number>();
  return owners.flatMap((owner) =>
    owner.routes.map((route) => {
      const base = `${owner.package.replace(/^@storefront\//, "")}/${route.module}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return { ...route, id: count === 1 ? base : `${base}-${count}`, owner: owner.package };
    }),
  );
}

/** The storefront's route table (spec 1 §2.1 and spec 3 §2), assembled from the packages' route lists. */
export const routeTable: readonly TableRoute[] = withIds(routeOwners);
