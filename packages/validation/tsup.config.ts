import { defineConfig } from "tsup";

export default defineConfig({
  entry: [
    "src/newsletter.ts",
    "src/phone.ts",
    "src/email.ts",
    "src/search.ts",
    "src/compare.ts",
    "src/pagination.ts",
    "src/price.ts",
    "src/checkout.ts",
    "src/cards.ts",
    "src/deposit.ts",
    "src/coupon.ts",
    "src/dashboard.ts",
    "src/cart.ts",
    "src/login.ts",
  ],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: ["yup"],
});
