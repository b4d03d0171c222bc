import type { ButtonHTMLAttributes } from "react";
import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { up } from "@storefront/ui-kit/theme";

/** The kit's ghost button on the header's colours and in the header's case: a 44 px target. */
const HeaderButton = styled(Button)`
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-transform: none;
  letter-spacing: normal;

  &:hover:not(:disabled) {
    background: rgba(127, 127, 127, 0.18);
  }
`;

/** Every header tool that is a button (and the one the header's slot parts are given). */
export function ToolButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <HeaderButton variant="ghost" size="small" {...props} />;
}

/** The tools shown on small screens only: the menu and the search toggle. */
export const MobileToolButton = styled(ToolButton)`
  ${up("md")} {
    display: none;
  }
`;
