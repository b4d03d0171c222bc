import type { ButtonHTMLAttributes } from "react";
import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { below, target, up } from "@storefront/ui-kit/theme";

/** The kit's ghost button on the header's colours and in the header's case: a 44 px target (issue 46). */
const HeaderButton = styled(Button)`
  position: relative;
  min-width: ${target("comfortable")};
  min-height: ${target("comfortable")};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-transform: none;
  letter-spacing: normal;

  &:hover:not(:disabled) {
    background: rgba(127, 127, 127, 0.18);
  }

  /* On a phone a tool is its icon: a square target. */
  ${below("md")} {
    padding: 0;
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
