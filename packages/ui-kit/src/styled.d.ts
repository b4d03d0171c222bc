import "styled-components";
import type { Theme } from "./theme/types";

// The one DefaultTheme augmentation: every styled component sees the typed storefront theme.
declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merge is how styled-components types its theme
  export interface DefaultTheme extends Theme {}
}
