import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { typed } from "../http/schemas";
import { registerAccountRoutes } from "./account";
import { registerCartRoutes } from "./cart";
import { registerCatalogueRoutes } from "./catalogue";
import { registerCheckoutRoutes } from "./checkout";
import { registerCompareRoutes } from "./compare";
import { registerContentRoutes } from "./content";
import { registerCookingDemoRoutes } from "./cooking-demos";
import { registerCustomFormRoutes } from "./custom-forms";
import { registerGeoRoutes } from "./geo";
import { registerHealthRoutes } from "./health";
import { registerImageRoutes } from "./images";
import { registerKitchenClubRoutes } from "./kitchen-club";
import { registerListingRoutes } from "./listing";
import { registerProductRoutes } from "./products";
import { registerPromotionRoutes } from "./promotions";
import { registerSearchRoutes } from "./search";
import { registerShellRoutes } from "./shell";
import { registerSitemapRoutes } from "./sitemap";
import { registerStoreRoutes } from "./stores";
import { registerTrackingRoutes } from "./tracking";

/** Every route module. */
export async function registerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = typed(app);
  registerHealthRoutes(api);
  registerShellRoutes(api, context);
  registerContentRoutes(api, context);
  registerPromotionRoutes(api, context);
  registerProductRoutes(api, context);
  registerSearchRoutes(api, context);
  registerListingRoutes(api, context);
  registerCatalogueRoutes(api, context);
  registerImageRoutes(api, context);
  registerCompareRoutes(api, context);
  registerStoreRoutes(api, context);
  registerGeoRoutes(api, context);
  registerCookingDemoRoutes(api, context);
  registerKitchenClubRoutes(api, context);
  registerCustomFormRoutes(api, context);
  registerCartRoutes(api, context);
  await registerCheckoutRoutes(app, context);
  await registerAccountRoutes(app, context);
  registerTrackingRoutes(api, context);
  registerSitemapRoutes(api, context);
}
