import { describe, expect, it } from "vitest";
import { accountRoutes } from "../route-list";

describe("route modules", () => {
  it.each(accountRoutes.routes.map((route) => [route.module, route] as const))(
    "%s is an account page of its page type, titled with the company, kept out of search engines",
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
        orders: "Your orders",
        order: "Order details",
        addresses: "Saved addresses",
        profile: "Your profile",
        register: "Create an account",
        "forgot-password": "Forgot your password?",
        "reset-password": "Choose a new password",
        "revert-email": "Restore your email address",
        "connect-sign-in": "Connect a social sign-in",
        "deals-club": "Deals club",
        "refer-a-friend": "Refer a friend",
        "referral-link": "Refer a friend",
        "reschedule-delivery": "Reschedule delivery",
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
    expect(accountRoutes.routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["account", "account/login", "account/logout", "blank/account/login-callback"]),
    );
  });

  it("serves the account area: orders (one order is an OrderSummary page), saved addresses, profile", () => {
    const types = Object.fromEntries(accountRoutes.routes.map((route) => [route.path, route.pageType]));
    expect(types).toMatchObject({
      "account/orders": "accounts",
      "account/orders/:orderId": "OrderSummary",
      "account/addresses": "accounts",
      "account/profile": "accounts",
    });
  });

  it("serves the identity pages: the login route setting's path, registration, password reset, and the mailed links' pages", () => {
    const types = Object.fromEntries(accountRoutes.routes.map((route) => [route.path, route.pageType]));
    expect(types).toMatchObject({
      "account/internal/login": "accounts",
      "account/register": "accounts",
      "account/forgot-password": "accounts",
      "account/reset-password": "resetPassword",
      "account/revert-email": "accounts",
      "account/connect-sign-in": "accounts",
    });
  });

  it("serves the page types of issue 45: rescheduleDelivery under an order, referAFriend and the share link's landing address", () => {
    const types = Object.fromEntries(accountRoutes.routes.map((route) => [route.path, route.pageType]));
    expect(types).toMatchObject({
      "account/orders/:orderId/reschedule-delivery": "rescheduleDelivery",
      "refer-a-friend": "referAFriend",
      "r/:code": "referAFriend",
    });
  });
});
