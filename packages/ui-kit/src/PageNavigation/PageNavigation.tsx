import { useRef, useState, type KeyboardEvent } from "react";
import styled, { useTheme } from "styled-components";
import { prefersReducedMotion } from "../internal/prefersReducedMotion";
import { buttonReset, focusRing } from "../internal/styles";

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
  ${buttonReset}
  flex: none;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.text.default};
    border-bottom-color: ${({ theme }) => theme.color.border.strong};
  }

  &[aria-selected="true"] {
    color: ${({ theme }) => theme.color.text.default};
    border-bottom-color: ${({ theme }) => theme.color.action.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/**
 * The product page's tab strip (spec 3 §2): shows only tabs flagged `display`, scrolls the page
 * to each tab's anchor, and the clicked tab becomes active. Keyboard: arrows move between tabs,
 * Enter or Space scrolls.
 */
export function PageNavigation({ tabs, activeUri, onTabChange, scrollOffset, label = "On this page" }: PageNavigationProps) {
  const theme = useTheme();
  const shown = tabs.filter((tab) => tab.display);
  const [ownActive, setOwnActive] = useState(shown[0]?.uri);
  const active = activeUri ?? ownActive ?? shown[0]?.uri;
  const [focusUri, setFocusUri] = useState<string | undefined>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % shown.length,
      ArrowLeft: (index - 1 + shown.length) % shown.length,
      Home: 0,
      End: shown.length - 1,
    };
    const next = moves[event.key];
    const tab = next === undefined ? undefined : shown[next];
    if (!tab) return;
    event.preventDefault();
    setFocusUri(tab.uri);
    const button = buttons.current.get(tab.uri);
    button?.focus();
    button?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  };

  if (shown.length === 0) return null;

  return (
    <Strip role="tablist" aria-label={label} aria-orientation="horizontal">
      {shown.map((tab, index) => (
        <Tab
          key={tab.uri}
          ref={(node) => {
            if (node) buttons.current.set(tab.uri, node);
            else buttons.current.delete(tab.uri);
          }}
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
