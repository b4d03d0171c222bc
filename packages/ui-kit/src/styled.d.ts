import "styled-components";
// By the package's own name, so the declaration also resolves where only dist is published.
import type { Theme } from "@storefront/ui-kit/theme";

// The one DefaultTheme augmentation: every styled component sees the typed storefront theme.
declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merge is how styled-components types its theme
  export interface DefaultTheme extends Theme {}
}
