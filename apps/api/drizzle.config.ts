import { defineConfig } from "drizzle-kit";

// `pnpm --filter @storefront/api db:generate` writes a new migration into drizzle/ after a schema change.
// Migrations are committed and applied at start by drizzle's migrator; never `push`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
