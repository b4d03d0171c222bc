import { createContext, useContext, type ReactNode } from "react";
import { ThemeProvider } from "../ThemeProvider";
import type { BrandConfig } from "./BrandConfig";

const BrandContext = createContext<BrandConfig | null>(null);

/** Makes the brand's config readable with useBrand() and injects its theme. */
export function BrandProvider({ brand, children }: { brand: BrandConfig; children?: ReactNode }) {
  return (
    <BrandContext.Provider value={brand}>
      <ThemeProvider theme={brand.theme}>{children}</ThemeProvider>
    </BrandContext.Provider>
  );
}

/** The current storefront's BrandConfig; throws outside a BrandProvider so a missing one is loud. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand() needs a <BrandProvider> above it");
  return brand;
}
