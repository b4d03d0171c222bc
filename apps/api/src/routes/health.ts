import { Type } from "@storefront/api-contract/common";
import { documented, type TypedApp } from "../http/schemas";

export function registerHealthRoutes(api: TypedApp): void {
  api.get(
    "/api/health",
    documented("shell")("Liveness check", { response: { 200: Type.Object({ status: Type.Literal("ok") }) } }),
    async () => ({
      status: "ok" as const,
    }),
  );
}
