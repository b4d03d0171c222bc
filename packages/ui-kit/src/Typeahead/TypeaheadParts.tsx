import type { UseComboboxPropGetters } from "downshift";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

/** spec 1 §2.7 and §8: what the list says when a search finds nothing. */
export const NO_RESULTS_TEXT = "No Results Found";

/** What the polite live region says about a list of `count` options. */
export function resultsAnnouncement(count: number): string {
  if (count === 0) return NO_RESULTS_TEXT;
  return count === 1 ? "1 result available" : `${count} results available`;
}

export const TypeaheadPopup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  max-height: 320px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const TypeaheadListbox = styled.div`
  padding: ${({ theme }) => theme.space[1]}px 0;

  &:empty {
    display: none;
  }
`;

export const TypeaheadOption = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;

  &[aria-selected="true"] {
    background: ${({ theme }) => theme.color.surface.sunken};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.action.primary};
  }
`;

const GroupLabel = styled.div`
  margin: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px ${theme.space[1]}px`};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
`;

/** A named group of options inside the listbox (WAI-ARIA grouped listbox). */
export function TypeaheadGroup({ label, children }: { label: string; children?: ReactNode }) {
  const labelId = `${useId()}-label`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <GroupLabel role="presentation" id={labelId}>
        {label}
      </GroupLabel>
      {children}
    </div>
  );
}

export const TypeaheadEmpty = styled.div`
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};

  > p {
    margin: 0;
  }

  > p + p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.feedback.error};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The polite live region that tells screen readers how many results there are. */
export function TypeaheadStatus({ children }: { children?: ReactNode }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {children}
    </VisuallyHidden>
  );
}

export interface TypeaheadMenuProps<T> {
  /** The combobox's menu and item props (useTypeahead's answer). */
  combobox: Pick<UseComboboxPropGetters<T>, "getMenuProps" | "getItemProps">;
  /** Whether the popup shows: the combobox is open. */
  expanded: boolean;
  options: readonly T[];
  optionKey: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  /** A second line under 'No Results Found' (spec 1 §2.7's hint). */
  noResultsHint?: ReactNode;
  /** What the polite live region says: 'Searching', the results count, or nothing. */
  announcement: string;
}

/**
 * A typeahead's popup: the listbox of options, 'No Results Found' (with a hint) when the search
 * found none, and the live region announcing the results. The kit's Typeahead and the address
 * fields built on useTypeahead (page-kit's SuburbField, AddressLookupField) share it.
 */
export function TypeaheadMenu<T>({
  combobox,
  expanded,
  options,
  optionKey,
  renderOption,
  noResultsHint,
  announcement,
}: TypeaheadMenuProps<T>) {
  return (
    <>
      <TypeaheadPopup hidden={!expanded}>
        <TypeaheadListbox {...combobox.getMenuProps()}>
          {expanded
            ? options.map((option, index) => (
                <TypeaheadOption key={optionKey(option)} {...combobox.getItemProps({ item: option, index })}>
                  {renderOption(option)}
                </TypeaheadOption>
              ))
            : null}
        </TypeaheadListbox>
        {expanded && options.length === 0 ? (
          <TypeaheadEmpty>
            <p>{NO_RESULTS_TEXT}</p>
            {noResultsHint ? <p>{noResultsHint}</p> : null}
          </TypeaheadEmpty>
        ) : null}
      </TypeaheadPopup>
      <TypeaheadStatus>{announcement}</TypeaheadStatus>
    </>
  );
}
