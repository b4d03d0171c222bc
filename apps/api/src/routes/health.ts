import type { FastifyInstance } from "fastify";

export function registerHealthRoutes(app: FastifyInstance): void {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["shell"],
        summary: "Liveness check",
        response: { 200: { type: "object", properties: { status: { type: "string", const: "ok" } }, required: ["status"] } },
      },
    },
    async () => ({ status: "ok" as const }),
  );
}
