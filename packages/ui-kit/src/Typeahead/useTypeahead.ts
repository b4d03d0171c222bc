import { useCombobox, type UseComboboxGetInputPropsOptions, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from "react";

export interface UseTypeaheadOptions<T> {
  /** The options on show now; give none while a search is pending. */
  items: readonly T[];
  itemToString: (item: T) => string;
  /** The text in the field (the caller owns it, e.g. to debounce or clear it). */
  inputValue: string;
  /**
   * What the shopper typed (in the keystroke's own event) or cleared, or, when `fillOnSelect`,
   * the chosen option's label (`chosen`: not typing, so nothing to search for and nothing to undo).
   */
  onInputValueChange: (value: string, change: { chosen: boolean }) => void;
  onSelect: (item: T) => void;
  /** Whether there is something to show (options, or a 'No Results Found' panel). */
  hasContent: boolean;
  /** After a choice the field shows the option's label (the default), or keeps what was typed. */
  fillOnSelect?: boolean;
  /** The field's id, when the caller needs a stable one. */
  inputId?: string;
  /** Open the list as soon as there is something to show: the field starts with typed text. */
  initialOpen?: boolean;
}

const types = useCombobox.stateChangeTypes;

/** The actions that choose the active option: a click or tap on it, Enter, and Alt+Up (WAI-ARIA). */
const choosingActions = new Set<UseComboboxStateChangeOptions<unknown>["type"]>([
  types.ItemClick,
  types.InputKeyDownEnter,
  types.InputKeyDownArrowUp,
]);

type NativeKeyEvent = KeyboardEvent<HTMLInputElement>["nativeEvent"] & { preventDownshiftDefault?: boolean };

/**
 * The combobox behaviour of the WAI-ARIA pattern, from Downshift's `useCombobox`: the field is a
 * `combobox` controlling a `listbox` of `option`s; arrows, Home, End, Page Up/Down move the
 * active option (`aria-activedescendant`), Enter chooses it, Escape closes the list and a second
 * Escape clears the field, a click or tap chooses. The kit adds: Enter with no active option is left to
 * the form around the field (a search submits), and leaving the field never chooses an option.
 */
export function useTypeahead<T>({
  items,
  itemToString,
  inputValue,
  onInputValueChange,
  onSelect,
  hasContent,
  fillOnSelect = true,
  inputId,
  initialOpen = false,
}: UseTypeaheadOptions<T>) {
  const [wantsOpen, setWantsOpen] = useState(initialOpen);
  const combobox = useCombobox<T>({
    items: items as T[],
    itemToString: (item) => (item === null ? "" : itemToString(item)),
    inputId,
    inputValue,
    // selectedItem is left to Downshift, never controlled: a controlled value that differs from
    // the one Downshift holds after a choice makes its next action (the pointer leaving the list,
    // a click in the field, an arrow key) write itemToString(null), an empty text, into the
    // field, and a suburb field takes that as typing and clears what the choice filled (issue 40).
    isOpen: wantsOpen && hasContent,
    onIsOpenChange: ({ isOpen }) => setWantsOpen(Boolean(isOpen)),
    // Typing is reported from the field's own change event (getInputProps below); Downshift's
    // callback reports the rest: a choice's label, the second Escape's clearing.
    onInputValueChange: ({ type, inputValue: value }) => {
      if (type !== types.InputChange) onInputValueChange(value ?? "", { chosen: choosingActions.has(type) });
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem !== null && selectedItem !== undefined) onSelect(selectedItem);
    },
    stateReducer: (state: UseComboboxState<T>, { type, changes }: UseComboboxStateChangeOptions<T>) => {
      // Leaving the field never chooses, and keeps the text.
      if (type === types.InputBlur) return { ...changes, selectedItem: null, inputValue: state.inputValue };
      // A choice is held for the one action that makes it; every other action lets it go, so
      // choosing the same option again is a change, and a choice again.
      if (!choosingActions.has(type) || changes.selectedItem === state.selectedItem) return { ...changes, selectedItem: null };
      return fillOnSelect ? changes : { ...changes, inputValue: state.inputValue };
    },
  });

  const getInputProps = (props: UseComboboxGetInputPropsOptions = {}) =>
    combobox.getInputProps({
      ...props,
      // The typed text reaches the caller in the keystroke's own event, so the field re-renders
      // with it at once. Downshift reports it from an effect after its render, which re-rendered
      // the controlled field with the text before the keystroke: a second keystroke landing in
      // between was lost ('Melbourne' typed fast came out 'Mlbure', issue 40).
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onInputValueChange(event.target.value, { chosen: false });
        props.onChange?.(event);
      },
      // Leaving the field closes the list for good. Downshift closes it only when it is open at
      // that moment: a field left while its options were still on their way (an address typed,
      // then Tab before the lookup answered) kept wanting the list open, and the late options
      // opened it under the next field the shopper was typing in.
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setWantsOpen(false);
        props.onBlur?.(event);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter" && (!combobox.isOpen || combobox.highlightedIndex < 0)) {
          (event.nativeEvent as NativeKeyEvent).preventDownshiftDefault = true;
        }
        props.onKeyDown?.(event);
      },
    });

  return { ...combobox, getInputProps };
}
