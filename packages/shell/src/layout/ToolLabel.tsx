import type { ReactNode } from "react";
import styled from "styled-components";
import type { HeaderToolIcon } from "@storefront/page-kit/header-parts";
import { below, up } from "@storefront/ui-kit/theme";
import { visuallyHidden } from "@storefront/ui-kit/visually-hidden";

/** The outlines of the header tools' phone icons, drawn on a 24 px grid in the tool's text colour. */
const ICON_PATHS: Record<HeaderToolIcon, string> = {
  account: "M12 12a4.5 4.5 0 1 0 0-9a4.5 4.5 0 0 0 0 9zM3.5 21c.8-4.2 4.2-6.5 8.5-6.5s7.7 2.3 8.5 6.5",
  cart: "M2.5 3.5h3l2.4 11.2h10.6l2-8H6.6M9.5 20.5a1 1 0 1 0 0-.1M17.5 20.5a1 1 0 1 0 0-.1",
  projects: "M8 4.5H5.5v16h13v-16H16M8.5 3h7v3h-7zM8.5 11h7M8.5 15h7",
};

const Icon = styled.svg`
  flex: none;

  ${up("md")} {
    display: none;
  }
`;

const Text = styled.span`
  ${below("md")} {
    ${visuallyHidden}
  }
`;

/**
 * A header tool's label (HeaderPartProps.ToolLabel): the text on wide screens; below the md
 * breakpoint the icon, with the text kept for screen readers, so the header fits a 320 px phone
 * and the tool's accessible name is the same at every width (issue 46).
 */
export function ToolLabel({ icon, children }: { icon: HeaderToolIcon; children: ReactNode }) {
  return (
    <>
      <Icon width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </Icon>
      <Text>{children}</Text>
    </>
  );
}
