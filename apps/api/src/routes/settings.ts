import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { settings } from "../db/schema";

const settingsAnswer = {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: { type: "object", properties: { name: { type: "string" }, value: { type: "string" } }, required: ["name", "value"] },
    },
    totalCount: { type: "integer" },
  },
  required: ["items", "totalCount"],
} as const;

/** spec 1 §7 GET /api/settings: items (name, value) and totalCount for the request's storefront. */
export function registerSettingsRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(
    "/api/settings",
    { schema: { tags: ["shell"], summary: "Global settings and feature flags of the storefront", response: { 200: settingsAnswer } } },
    async (request) => {
      const items = await db
        .select({ name: settings.name, value: settings.value })
        .from(settings)
        .where(eq(settings.storefrontId, request.storefront.id))
        .orderBy(asc(settings.sortOrder));
      return { items, totalCount: items.length };
    },
  );
}
