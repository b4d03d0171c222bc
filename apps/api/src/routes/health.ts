import { Type } from "@storefront/api-contract/common";
import type { Drain } from "../http/drain";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("shell");
const Readiness = Type.Object({ status: Type.Union([Type.Literal("ready"), Type.Literal("draining")]) });

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: it takes work; 503
 * while it drains after SIGTERM, so a load balancer's health check takes it out first: issue 43).
 */
export function registerHealthRoutes(api: TypedApp, drain: Drain): void {
  api.get("/api/health", doc("Liveness check", { response: { 200: Type.Object({ status: Type.Literal("ok") }) } }), async () => ({
    status: "ok" as const,
  }));

  api.get(
    "/api/ready",
    doc("Readiness check for a load balancer: 503 while the process drains", { response: { 200: Readiness, 503: Readiness } }),
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (drain.draining) return reply.code(503).send({ status: "draining" as const });
      return { status: "ready" as const };
    },
  );
}
