import { errorAnswers, Type } from "@storefront/api-contract/common";
import { AlertBannerAnswer, Navbar, RedirectAnswer, RedirectDestination, SettingsAnswer } from "@storefront/api-contract/content";
import { SitePath } from "@storefront/api-contract/patterns";
import { shellReads } from "../content/shell-reads";
import type { AppContext } from "../context";
import { documented, listAnswer, type TypedApp } from "../http/schemas";

const doc = documented("shell");

/** The shell's calls (spec 1 §7): settings, navigation, alert banner and the 404 redirect lookup. */
export function registerShellRoutes(api: TypedApp, context: AppContext): void {
  const shell = shellReads(context);

  api.get(
    "/api/settings",
    doc("Global settings and feature flags of the storefront", { response: { 200: SettingsAnswer } }),
    async ({ storefront }) => listAnswer(await shell.settings(storefront)),
  );

  api.get(
    "/api/navbar",
    doc("Navigation: mainNav.categories (subcategories and brands), topNav flags, utility and footer links", { response: { 200: Navbar } }),
    async ({ storefront }, reply) => {
      const navbar = await shell.navbar(storefront);
      // spec 1 §7: the storefront caches navigation for an hour; let shared caches do the same.
      reply.header("cache-control", "public, max-age=3600");
      return navbar;
    },
  );

  api.get(
    "/api/alertBanner",
    doc("The running alert banner, or null when there is none", { response: { 200: AlertBannerAnswer } }),
    ({ storefront }) => shell.alertBanner(storefront),
  );

  api.get(
    "/api/redirect",
    doc("Redirect lookup after a 404: doRedirect and destinationUri (absolute or relative)", {
      querystring: Type.Object({ fromUrl: SitePath }),
      response: { 200: RedirectAnswer, ...errorAnswers },
    }),
    async ({ query }) => {
      const destinationUri = await shell.redirectOf(query.fromUrl);
      return { doRedirect: destinationUri !== null, destinationUri };
    },
  );

  api.get(
    "/api/redirect/getdestination",
    doc("Redirect destination of a path, null when there is none", {
      querystring: Type.Object({ fromUri: SitePath }),
      response: { 200: RedirectDestination, ...errorAnswers },
    }),
    async ({ query }) => ({ destinationUri: await shell.redirectOf(query.fromUri) }),
  );
}
