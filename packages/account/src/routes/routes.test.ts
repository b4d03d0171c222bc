import { describe, expect, it } from "vitest";

const modules = {
  account: "Account",
  login: "Log in",
  logout: "Logging you out",
  "login-callback": "Signing you in",
} as const;

describe("route modules", () => {
  it.each(Object.entries(modules))("%s is an 'accounts' page titled with the company, kept out of search engines", async (name, title) => {
    const route = (await import(`./${name}.tsx`)) as {
      handle: { pageType: string };
      meta: (args: { matches: { id: string; loaderData?: unknown }[] }) => unknown[];
      default: unknown;
    };
    expect(route.handle.pageType).toBe("accounts");
    expect(typeof route.default).toBe("function");
    expect(route.meta({ matches: [{ id: "root", loaderData: { companyName: "Wattle & Ash" } }] })).toEqual([
      { title: `${title} | Wattle & Ash` },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
