import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { buttonReset, focusRing } from "../internal/styles";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionGroupProps {
  items: readonly AccordionItem[];
  /** Lets more than one section stay open; otherwise opening one closes the others. */
  multiple?: boolean;
  /** Controlled: the ids of the open sections. */
  openIds?: readonly string[];
  /** Uncontrolled: the sections open at first. */
  defaultOpenIds?: readonly string[];
  /** spec 3 §4: emits the new state of the toggled section. */
  onToggle?: (id: string, open: boolean) => void;
  /** The heading level of the section titles in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const Group = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Section = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
  letter-spacing: normal;
  text-transform: none;
`;

const Trigger = styled.button`
  ${buttonReset}
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[2]}px`};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.text.muted};
    cursor: not-allowed;
  }

  ${focusRing}
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.space[1]}px;
  border: solid currentColor;
  border-width: 0 2px 2px 0;
  transform: ${({ $open }) => ($open ? "translateY(2px) rotate(-135deg)" : "translateY(-2px) rotate(45deg)")};
  transition: transform ${({ theme }) => theme.motion.normal}ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[2]}px ${theme.space[4]}px`};
  color: ${({ theme }) => theme.color.text.default};
`;

/**
 * Collapsible sections (spec 3 §4: toggles open and closed and emits the new state), following
 * the WAI-ARIA accordion pattern: a heading with a button per section and arrow-key movement.
 */
export function AccordionGroup({ items, multiple = false, openIds, defaultOpenIds = [], onToggle, headingLevel = 3 }: AccordionGroupProps) {
  const baseId = useId();
  const [ownOpenIds, setOwnOpenIds] = useState<readonly string[]>(defaultOpenIds);
  const current = openIds ?? ownOpenIds;
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  const toggle = (id: string) => {
    const willOpen = !current.includes(id);
    const closing = willOpen && !multiple ? current.filter((other) => other !== id) : [];
    const next = willOpen ? (multiple ? [...current, id] : [id]) : current.filter((other) => other !== id);
    if (openIds === undefined) setOwnOpenIds(next);
    for (const other of closing) onToggle?.(other, false);
    onToggle?.(id, willOpen);
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.filter((item) => !item.disabled);
    const position = enabled.findIndex((item) => item.id === items[index]?.id);
    const targets: Record<string, AccordionItem | undefined> = {
      ArrowDown: enabled[(position + 1) % enabled.length],
      ArrowUp: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    triggers.current.get(target.id)?.focus();
  };

  return (
    <Group>
      {items.map((item, index) => {
        const open = current.includes(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Section key={item.id}>
            <Heading as={`h${headingLevel}` as "h3"}>
              <Trigger
                ref={(node) => {
                  if (node) triggers.current.set(item.id, node);
                  else triggers.current.delete(item.id);
                }}
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.title}</span>
                <Chevron aria-hidden="true" $open={open} />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
              {item.content}
            </Panel>
          </Section>
        );
      })}
    </Group>
  );
}
