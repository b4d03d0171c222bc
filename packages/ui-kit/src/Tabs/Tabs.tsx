import { useId, useState, type FocusEvent, type ReactNode } from "react";
import styled from "styled-components";
import { useRovingFocus } from "../internal/roving-focus";
import { tabButton } from "../internal/styles";

/** One tab: its id (what `selectedId` and `onSelect` speak of), its label and its panel. */
export interface TabItem {
  id: string;
  label: string;
  /** Rendered only while the tab is selected, so a panel that loads data loads when it is opened. */
  panel: ReactNode;
}

export type TabsActivation = "automatic" | "manual";

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** Controlled selected tab (its id). */
  selectedId?: string;
  /** The tab selected first when uncontrolled; the first tab by default. */
  defaultSelectedId?: string;
  /** Called with the tab's id when a tab is chosen by pointer or keyboard. */
  onSelect?: (id: string) => void;
  /**
   * "automatic" (default): an arrow key, Home or End selects the tab it reaches. "manual": they only
   * move the focus and Enter or Space selects, for panels that are slow to show.
   */
  activation?: TabsActivation;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Tab = styled.button`
  ${tabButton}
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[3]}px 0;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
  }
`;

/**
 * Tabs (the WAI-ARIA tabs pattern, ARCHITECTURE decision 10): a tab list of buttons and one panel
 * per tab. A click or tap selects a tab; the arrow keys move between tabs (wrapping round), Home
 * and End to the first and last, selecting as they go unless `activation` is "manual", when Enter
 * or Space selects. Only one tab is in the tab order (roving tab index): the selected one, or the
 * one the keyboard moved to while the focus stays in the list. Every tab's panel element exists
 * (so `aria-controls` always points somewhere), but only the selected one is shown and rendered.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect, activation = "automatic" }: TabsProps) {
  const base = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const selected = items.find((item) => item.id === (selectedId ?? ownSelected)) ?? items[0];
  const tabbable = items.find((item) => item.id === focusId) ?? selected;

  const select = (id: string) => {
    setOwnSelected(id);
    onSelect?.(id);
  };

  const ids = items.map((item) => item.id);
  const { register, onKeyDown } = useRovingFocus(ids, (id) => {
    setFocusId(id);
    if (activation === "automatic") select(id);
  });

  // When the focus leaves the list, the selected tab is the one Tab comes back to.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusId(undefined);
  };

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  return (
    <div>
      <List role="tablist" aria-label={label} aria-orientation="horizontal" onBlur={onBlur}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={register(item.id)}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === selected?.id}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === tabbable?.id ? 0 : -1}
            onClick={() => {
              setFocusId(item.id);
              select(item.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => {
        const shown = item.id === selected?.id;
        return (
          <Panel key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} tabIndex={0} hidden={!shown}>
            {shown ? item.panel : null}
          </Panel>
        );
      })}
    </div>
  );
}
