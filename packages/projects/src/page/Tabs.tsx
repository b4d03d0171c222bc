import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";

export interface TabItem {
  id: string;
  label: string;
  panel: () => ReactNode;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-selected="true"] {
    border-bottom-color: ${({ theme }) => theme.color.action.primary};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[3]}px 0;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
  }
`;

/**
 * The WAI-ARIA tabs pattern (ARCHITECTURE decision 10): arrow keys, Home and End move between tabs
 * and select them; only the selected tab is in the tab order; only its panel renders.
 */
export function Tabs({ label, items }: { label: string; items: readonly TabItem[] }) {
  const base = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.id === selected) ?? items[0];

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % items.length
        : event.key === "ArrowLeft"
          ? (index - 1 + items.length) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    setSelected(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(node) => {
              if (node) refs.current.set(item.id, node);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`${base}-${item.id}-tab`}
            aria-selected={item.id === current?.id}
            aria-controls={`${base}-${item.id}-panel`}
            tabIndex={item.id === current?.id ? 0 : -1}
            onClick={() => setSelected(item.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {current ? (
        <Panel role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}-tab`} tabIndex={0}>
          {current.panel()}
        </Panel>
      ) : null}
    </div>
  );
}
