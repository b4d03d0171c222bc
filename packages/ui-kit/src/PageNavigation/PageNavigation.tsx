import { useState } from "react";
import styled, { useTheme } from "styled-components";
import { prefersReducedMotion } from "../internal/prefersReducedMotion";
import { useRovingFocus } from "../internal/roving-focus";
import { tabButton } from "../internal/styles";

/** A tab of spec 3 §2: its label, the anchor it scrolls to, and whether it is shown. */
export interface PageNavigationTab {
  title: string;
  /** The id of the section to scroll to, with or without a leading '#'. */
  uri: string;
  display: boolean;
}

export interface PageNavigationProps {
  tabs: readonly PageNavigationTab[];
  /** Controlled active tab (its uri). */
  activeUri?: string;
  /** Called when a tab is chosen, after the page starts scrolling. */
  onTabChange?: (uri: string) => void;
  /** Room left above the section for sticky headers; the theme's navbar height by default. */
  scrollOffset?: number;
  /** Names the strip for screen readers. */
  label?: string;
}

const anchorId = (uri: string) => uri.replace(/^#/, "");

const Strip = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.raised};
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[1]}px 0`};
`;

const Tab = styled.button`
  ${tabButton}
`;

/**
 * The product page's tab strip (spec 3 §2): shows only tabs flagged `display`, scrolls the page
 * to each tab's anchor, and the clicked tab becomes active. Keyboard: arrows, Home and End move
 * between tabs (the kit's roving focus, as in Tabs), Enter or Space scrolls. Tabs that show panels
 * in place are `Tabs` (`./tabs`).
 */
export function PageNavigation({ tabs, activeUri, onTabChange, scrollOffset, label = "On this page" }: PageNavigationProps) {
  const theme = useTheme();
  const shown = tabs.filter((tab) => tab.display);
  const [ownActive, setOwnActive] = useState(shown[0]?.uri);
  const active = activeUri ?? ownActive ?? shown[0]?.uri;
  const [focusUri, setFocusUri] = useState<string | undefined>(undefined);
  const tabbable = shown.some((tab) => tab.uri === (focusUri ?? active)) ? (focusUri ?? active) : shown[0]?.uri;

  const choose = (uri: string) => {
    setOwnActive(uri);
    setFocusUri(uri);
    const target = document.getElementById(anchorId(uri));
    if (target) {
      const offset = scrollOffset ?? theme.layout.navbarHeight;
      const top = target.getBoundingClientRect().top + window.scrollY - offset;
      window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
    onTabChange?.(uri);
  };

  const { register, onKeyDown } = useRovingFocus(
    shown.map((tab) => tab.uri),
    setFocusUri,
  );

  if (shown.length === 0) return null;

  return (
    <Strip role="tablist" aria-label={label} aria-orientation="horizontal">
      {shown.map((tab, index) => (
        <Tab
          key={tab.uri}
          ref={register(tab.uri)}
          type="button"
          role="tab"
          aria-selected={tab.uri === active}
          aria-controls={anchorId(tab.uri)}
          tabIndex={tab.uri === tabbable ? 0 : -1}
          onClick={() => choose(tab.uri)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.title}
        </Tab>
      ))}
    </Strip>
  );
}
