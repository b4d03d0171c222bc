import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Root middleware hands the BrandConfig to every loader (packages/shell/src/data.tsx).
  future: { v8_middleware: true },
} satisfies Config;
