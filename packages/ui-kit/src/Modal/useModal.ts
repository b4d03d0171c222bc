import { getFocusableTreeWalker } from "@react-aria/focus";
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { closeModal, isInHistory, isOwnBackPending, isTopModal, openModal, pushModalHistory, releaseModalHistory } from "./modal-stack";

export type ModalCloseReason = "closeButton" | "escape" | "backdrop" | "back";

export interface UseModalOptions {
  open: boolean;
  /** The modal asks to close; setting `open` to false yourself emits nothing (spec 3 §4). */
  onClose: (reason: ModalCloseReason) => void;
  /** spec 3 §4: keyboard close allowed unless turned off. */
  closeOnEscape?: boolean;
  /** Backdrop click closes, unless turned off (e.g. the Zip in-store modal, spec 2 §2). */
  closeOnBackdrop?: boolean;
  /** Browser back closes the modal instead of leaving the page. */
  closeOnBack?: boolean;
  /** Receives focus on open; by default the first control inside other than the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Marks the close control, which never takes the first focus. */
export const CLOSE_CONTROL_ATTRIBUTE = "data-modal-close";

/** Runs before paint on the client and is silent on the server. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function firstControl(panel: HTMLElement): HTMLElement | null {
  const walker = getFocusableTreeWalker(panel, { tabbable: true });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof HTMLElement && !node.hasAttribute(CLOSE_CONTROL_ATTRIBUTE)) return node;
  }
  return null;
}

/**
 * The behaviour of a modal of spec 3 §4, apart from its looks (after Zendesk Garden's modal
 * container): while open it holds the page's scroll lock (body class `modal-open`) until the last
 * modal closes, pushes a history entry so browser back closes it, answers Escape and a backdrop
 * click when it is the top modal, and puts focus inside. Trapping focus and giving it back on close
 * is React Aria's `FocusScope`, around the panel.
 */
export function useModal({
  open,
  onClose,
  closeOnEscape = true,
  closeOnBackdrop = true,
  closeOnBack = true,
  initialFocusRef,
}: UseModalOptions) {
  const key = useId();
  const titleId = `${key}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const backdropPress = useRef(false);

  useIsomorphicLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Open: lock scroll, take focus, push a history entry. Close: undo the lock and the entry.
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    openModal(key);
    if (closeOnBack) pushModalHistory(key);
    const panel = panelRef.current;
    if (panel) (initialFocusRef?.current ?? firstControl(panel) ?? panel).focus();

    const onPopState = () => {
      if (closeOnBack && !isOwnBackPending() && isTopModal(key) && !isInHistory(key)) onCloseRef.current("back");
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      closeModal(key);
      if (closeOnBack) releaseModalHistory(key);
    };
    // initialFocusRef is read once, on open, by design.
  }, [open, key, closeOnBack]);

  const requestClose = (reason: ModalCloseReason) => onCloseRef.current(reason);

  return {
    titleId,
    panelRef,
    requestClose,
    /** Keeps focus in the dialog while a control inside is about to disappear (a dismissed banner). */
    holdFocus: () => panelRef.current?.focus(),
    getBackdropProps: () => ({
      // Only a press that starts and ends on the backdrop itself closes: a drag out of a field does not.
      onMouseDown: (event: MouseEvent<HTMLElement>) => {
        backdropPress.current = event.target === event.currentTarget;
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        const started = backdropPress.current;
        backdropPress.current = false;
        if (closeOnBackdrop && started && event.target === event.currentTarget && isTopModal(key)) requestClose("backdrop");
      },
    }),
    getDialogProps: () => ({
      ref: panelRef,
      role: "dialog" as const,
      "aria-modal": true as const,
      "aria-labelledby": titleId,
      tabIndex: -1,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== "Escape" || !closeOnEscape || !isTopModal(key)) return;
        event.stopPropagation();
        requestClose("escape");
      },
    }),
    getTitleProps: () => ({ id: titleId }),
    getCloseProps: () => ({
      type: "button" as const,
      "aria-label": "Close",
      "data-modal-close": "",
      onClick: () => requestClose("closeButton"),
    }),
  };
}

export type ModalContainer = ReturnType<typeof useModal>;
