import type { ReactNode } from "react";
import { DropdownBox } from "./header-styles";

/** A dropdown under the header (spec 1 §2.9 views): a region named and headed by its title. */
export function HeaderDropdown({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DropdownBox role="region" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </DropdownBox>
  );
}
