import { createContext, useContext, type ReactNode } from "react";
import { ThemeProvider } from "../ThemeProvider";
import type { BrandConfig } from "./BrandConfig";

const BrandContext = createContext<BrandConfig | null>(null);

/**
 * Makes the brand's config readable with useBrand() and injects its theme. `global={false}` leaves
 * out the document-wide styles, for a brand nested inside another (Storybook's brand overview).
 */
export function BrandProvider({ brand, global = true, children }: { brand: BrandConfig; global?: boolean; children?: ReactNode }) {
  return (
    <BrandContext.Provider value={brand}>
      <ThemeProvider theme={brand.theme} global={global}>
        {children}
      </ThemeProvider>
    </BrandContext.Provider>
  );
}

/** The current storefront's BrandConfig; throws outside a BrandProvider so a missing one is loud. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand() needs a <BrandProvider> above it");
  return brand;
}
