import { useEffect, useState } from "react";
import { Button } from "@storefront/ui-kit/button";
import styled from "styled-components";
import { below } from "@storefront/ui-kit/theme";
import { BOTTOM_INSET } from "@storefront/page-kit/bottom-inset";
import { BACK_TO_TOP_THRESHOLD_PX, smoothScrollToTop } from "./back-to-top";

const BackButton = styled(Button)`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: calc(${({ theme }) => theme.space[8]}px + ${BOTTOM_INSET});
  z-index: ${({ theme }) => theme.zIndices.compare - 20};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};

  /* spec 1 §2.2: hidden on mobile widths. */
  ${below("md")} {
    display: none;
  }
`;

/** spec 1 §2.2: 'Back to top', shown once the page has scrolled down; a 600 ms smooth scroll. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <BackButton
      variant="primary"
      onClick={() => {
        const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        if (reduced) window.scrollTo(0, 0);
        else void smoothScrollToTop({ from: window.scrollY });
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
    >
      Back to top
    </BackButton>
  );
}
