import jsdomPreset from "@storefront/vitest-config/jsdom";
import { defineConfig, mergeConfig } from "vitest/config";

// CheckoutPayment.test mocks ./form/leave-for and monitoring.test mocks the Sentry SDK (vi.mock):
// with the preset's shared modules a file run earlier in the same worker (any checkout page test)
// would have cached the real module, so the mock went unseen depending on the order (vitest-config README).
export default mergeConfig(jsdomPreset, defineConfig({ test: { isolate: true } }));
