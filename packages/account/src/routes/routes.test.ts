import { describe, expect, it } from "vitest";
import { accountRoutes } from "../route-list";

describe("route modules", () => {
  it.each(accountRoutes.routes.map((route) => [route.module, route] as const))(
    "%s is an accounts page titled with the company, kept out of search engines",
    async (name, route) => {
      const module = (await import(`./${name}.tsx`)) as {
        handle: { pageType: string };
        meta: (args: { matches: { id: string; loaderData?: unknown }[] }) => unknown[];
        default: unknown;
      };
      const titles: Record<string, string> = {
        account: "Account",
        login: "Log in",
        logout: "Logging you out",
        "login-callback": "Signing you in",
        register: "Create an account",
        "forgot-password": "Forgot your password?",
        "reset-password": "Choose a new password",
      };
      expect(module.handle.pageType).toBe(route.pageType);
      expect(typeof module.default).toBe("function");
      expect(module.meta({ matches: [{ id: "root", loaderData: { companyName: "Wattle & Ash" } }] })).toEqual([
        { title: `${titles[name]} | Wattle & Ash` },
        { name: "robots", content: "noindex, nofollow" },
      ]);
    },
  );

  it("serves /account, the sign-in pages and the login callback (spec 3 §2)", () => {
    expect(accountRoutes.routes.map((route) => route.path)).toEqual([
      "account",
      "account/login",
      "account/logout",
      "blank/account/login-callback",
      "account/internal/login",
      "account/register",
      "account/forgot-password",
      "account/reset-password",
    ]);
  });
});
