import { storefrontRoutes } from "@storefront/shell/routes";

export default storefrontRoutes();
