import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { registerAccountRoutes } from "./account";
import { registerCartRoutes } from "./cart";
import { registerCatalogueRoutes } from "./catalogue";
import { registerCompareRoutes } from "./compare";
import { registerContentRoutes } from "./content";
import { registerCookingDemoRoutes } from "./cooking-demos";
import { registerCustomFormRoutes } from "./custom-forms";
import { registerHealthRoutes } from "./health";
import { registerImageRoutes } from "./images";
import { registerKitchenClubRoutes } from "./kitchen-club";
import { registerListingRoutes } from "./listing";
import { registerProductRoutes } from "./products";
import { registerSearchRoutes } from "./search";
import { registerSettingsRoutes } from "./settings";
import { registerStoreRoutes } from "./stores";
import { registerTrackingRoutes } from "./tracking";

/** Every route module. */
export async function registerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerHealthRoutes(app);
  registerSettingsRoutes(app, context);
  registerContentRoutes(app, context);
  registerProductRoutes(app, context);
  registerSearchRoutes(app, context);
  registerListingRoutes(app, context);
  registerCatalogueRoutes(app, context);
  registerImageRoutes(app, context);
  registerCompareRoutes(app, context);
  registerStoreRoutes(app, context);
  registerCookingDemoRoutes(app, context);
  registerKitchenClubRoutes(app, context);
  registerCustomFormRoutes(app, context);
  registerCartRoutes(app, context);
  await registerAccountRoutes(app, context);
  registerTrackingRoutes(app, context);
}
