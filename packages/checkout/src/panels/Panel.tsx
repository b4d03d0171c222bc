import type { ReactNode } from "react";
import styled from "styled-components";
import { Heading } from "@storefront/ui-kit/heading";

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

/** Two fields side by side from the small breakpoint (the address fields' row). */
export { FieldRow } from "@storefront/page-kit/address-fields";

/** A checkout section (spec 2 §2 "Checkout sections"): a region named by its heading. */
export function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <Heading level={2} id={`${id}-heading`}>
        {heading}
      </Heading>
      {children}
    </Section>
  );
}
