import { storefrontRoutes } from "@storefront/composition/routes";

export default storefrontRoutes();
