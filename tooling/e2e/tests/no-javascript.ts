import { SAMPLE_BRANDS } from "../brand-coverage";
import { servedStorefronts, type Storefront } from "../storefronts";
import { test } from "./fixtures";

/**
 * The journeys of a shopper whose browser runs no JavaScript (issue 40 item 6), in the `no-js`
 * project (scripts off): each runs in every sample brand the suite serves (wa and aol-nz, fewer
 * with E2E_BRANDS), one `describe` per brand, against that storefront's address.
 */
export function withoutJavaScriptInSampleBrands(journeys: (storefront: Storefront) => void): void {
  for (const storefront of servedStorefronts.filter((served) => SAMPLE_BRANDS.includes(served.id))) {
    test.describe(`${storefront.id} without JavaScript`, () => {
      test.use({ baseURL: `http://127.0.0.1:${storefront.port}`, storefront });
      journeys(storefront);
    });
  }
}
