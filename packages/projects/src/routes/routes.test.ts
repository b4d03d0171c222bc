import { describe, expect, it } from "vitest";
import { projectRoutes } from "../route-list";

describe("route modules", () => {
  it.each(projectRoutes.routes.map((route) => [route.module, route] as const))(
    "%s is a staff page of its page type, titled with the company, kept out of search engines",
    async (name, route) => {
      const module = (await import(`./${name}.tsx`)) as {
        handle: { pageType: string };
        meta: (args: { matches: { id: string; loaderData?: unknown }[] }) => unknown[];
        default: unknown;
      };
      const titles: Record<string, string> = {
        project: "Projects",
        "project-admin": "Project administration",
        "performance-dashboard": "Performance dashboard",
      };
      expect(module.handle.pageType).toBe(route.pageType);
      expect(typeof module.default).toBe("function");
      expect(module.meta({ matches: [{ id: "root", loaderData: { companyName: "Wattle & Ash" } }] })).toEqual([
        { title: `${titles[name]} | Wattle & Ash` },
        { name: "robots", content: "noindex, nofollow" },
      ]);
    },
  );

  it("serves /project, /project-admin and the performance dashboard (spec 1 §2.1, spec 3 §2)", () => {
    expect(projectRoutes.routes.map((route) => route.path)).toEqual(["project-admin/*", "project/*", "performance-dashboard/*"]);
  });
});
