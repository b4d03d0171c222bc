import { setupWorker, type SetupWorker } from "msw/browser";
import { shopHandlers } from "./shop";

/**
 * Starts the one Mock Service Worker of the preview, with the shop's handlers as its initial
 * handlers (they survive msw-storybook-addon's reset between stories). The worker script is
 * public/mockServiceWorker.js, served at the root by `staticDirs` in Storybook and in the
 * Vitest browser run alike. Requests outside /api (modules, fonts, Storybook's own) pass through.
 */
export async function startShopWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...shopHandlers);
  await worker.start({ quiet: true, onUnhandledRequest: "bypass" });
  return worker;
}
