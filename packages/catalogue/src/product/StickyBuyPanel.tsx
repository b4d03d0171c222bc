import { useEffect, useState, type RefObject } from "react";
import styled from "styled-components";
import { BOTTOM_INSET } from "@storefront/page-kit/bottom-inset";
import { useChatBlocker } from "@storefront/page-kit/chat-blocker";
import { Button } from "@storefront/ui-kit/button";
import { Price } from "@storefront/ui-kit/price";

/** spec 3 §4: the product page's sticky bottom panel adds or removes its chat blocker. */
export const STICKY_PANEL_CHAT_BLOCKER = "product-sticky-panel";

const Bar = styled.aside`
  position: fixed;
  right: 0;
  bottom: ${BOTTOM_INSET};
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.compare - 10};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Title = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface StickyBuyPanelProps {
  title: string;
  price: number | null;
  rrp?: number | null;
  loggedIn: boolean;
  /** The page's buy box (options and 'Add to cart'): the panel shows once it has scrolled up out of view. */
  buyBox: RefObject<HTMLElement | null>;
}

/**
 * The product page's sticky bottom panel (spec 3 §4): once the buy box has scrolled up out of
 * view, the title, the price and 'Buy now', which brings the buy box back and focuses its first
 * control (the options and the add stay in one place). While shown it hides the chat widget,
 * whose launcher would sit on it.
 */
export function StickyBuyPanel({ title, price, rrp, loggedIn, buyBox }: StickyBuyPanelProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const box = buyBox.current;
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [buyBox]);
  useChatBlocker(STICKY_PANEL_CHAT_BLOCKER, shown);
  if (!shown) return null;
  const backToBuyBox = () => {
    buyBox.current?.scrollIntoView?.({ block: "center" });
    buyBox.current?.querySelector<HTMLElement>("button, a, input, select")?.focus({ preventScroll: true });
  };
  return (
    <Bar aria-label="Buy this product">
      <Title>{title}</Title>
      <Price price={price} rrp={rrp} loggedIn={loggedIn} />
      <Button size="small" onClick={backToBuyBox}>
        Buy now
      </Button>
    </Bar>
  );
}
