import { startStorefrontServer } from "@storefront/runtime/server";

await startStorefrontServer(import.meta.dirname);
