import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Root middleware hands the BrandConfig to every loader (@storefront/page-kit/brand-context).
  future: { v8_middleware: true },
} satisfies Config;
