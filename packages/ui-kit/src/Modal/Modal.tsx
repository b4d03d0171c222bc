import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import styled, { css, keyframes } from "styled-components";
import { CloseIcon } from "../internal/CloseIcon";
import { buttonReset, focusRing, visuallyHidden } from "../internal/styles";
import {
  closeModal,
  isInHistory,
  isOwnBackPending,
  isTopModal,
  openModal,
  pushModalHistory,
  releaseModalHistory,
} from "./modal-stack";

/** spec 3 §9: modal types and their numbers in the original kit. */
export const MODAL_TYPES = { leftAligned: 1, centerAligned: 2, twoCol: 3, noStyles: 4, noDefaultPadding: 5 } as const;
export type ModalType = keyof typeof MODAL_TYPES;

/** spec 3 §9: maximum widths in pixels; the two-column modal is always large. */
export const MODAL_MAX_WIDTH = { default: 700, small: 560, medium: 800, large: 970 } as const;
export type ModalSize = keyof typeof MODAL_MAX_WIDTH;

export type ModalCloseReason = "closeButton" | "escape" | "backdrop" | "back";

export interface ModalError {
  id: string;
  message: ReactNode;
}

export interface ModalProps {
  open: boolean;
  /**
   * The modal asks to close (close button, Escape, backdrop or browser back). Closing by setting
   * `open` to false yourself emits nothing: that is the "suppressed" close of spec 3 §4.
   */
  onClose: (reason: ModalCloseReason) => void;
  /** Names the dialog; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  type?: ModalType;
  size?: ModalSize;
  /** spec 3 §4: keyboard close allowed unless turned off. */
  closeOnEscape?: boolean;
  /** Backdrop click closes, unless turned off (e.g. the Zip in-store modal, spec 2 §2). */
  closeOnBackdrop?: boolean;
  /** Browser back closes the modal instead of leaving the page. */
  closeOnBack?: boolean;
  hideCloseButton?: boolean;
  /** Error banners at the top, each dismissible with 'Close Error Message' (spec 3 §8). */
  errors?: readonly ModalError[];
  onDismissError?: (id: string) => void;
  /** The second column of the twoCol type. */
  aside?: ReactNode;
  /** Actions along the bottom. */
  footer?: ReactNode;
  /** Receives focus on open; by default the first focusable control inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[hidden],[inert]") && element.getAttribute("aria-hidden") !== "true",
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px 0;
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal}ms ease-out;

  /* spec 3 §9: modal breakpoints 767 px and 974 px. */
  @media (min-width: 768px) {
    align-items: center;
    padding: ${({ theme }) => theme.space[6]}px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

interface PanelProps {
  $type: ModalType;
  $maxWidth: number;
}

const panelChrome = css`
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};

  @media (min-width: 768px) {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Panel = styled.div<PanelProps>`
  position: relative;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100vh - ${({ theme }) => theme.space[4]}px);
  overflow-y: auto;
  margin: auto auto 0;
  text-align: ${({ $type }) => ($type === "centerAligned" ? "center" : "left")};
  ${({ $type }) => ($type === "noStyles" ? "" : panelChrome)}
  animation: ${rise} ${({ theme }) => theme.motion.normal}ms ease-out;

  &:focus {
    outline: none;
  }

  @media (min-width: 768px) {
    margin: auto;
    max-height: none;
    overflow-y: visible;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Body = styled.div<{ $type: ModalType }>`
  padding: ${({ theme, $type }) =>
    $type === "noDefaultPadding" || $type === "noStyles" ? "0" : `${theme.space[6]}px ${theme.space[4]}px`};

  @media (min-width: 768px) {
    padding: ${({ theme, $type }) =>
      $type === "noDefaultPadding" || $type === "noStyles" ? "0" : `${theme.space[6]}px ${theme.space[6]}px`};
  }
`;

const Title = styled.h2<{ $hidden: boolean }>`
  margin: 0 ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[4]}px 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ $hidden }) => ($hidden ? visuallyHidden : "")}
`;

const CenteredTitle = styled(Title)`
  margin-left: ${({ theme }) => theme.space[7]}px;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;

  @media (min-width: 975px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

const Footer = styled.div<{ $type: ModalType }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-content: ${({ $type }) => ($type === "centerAligned" ? "center" : "flex-end")};
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const CloseButton = styled.button`
  ${buttonReset}
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.color.text.default};

  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  ${focusRing}
`;

const ErrorList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  text-align: left;
`;

const ErrorBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[2]}px ${theme.space[2]}px ${theme.space[4]}px`};
  border-left: 4px solid ${({ theme }) => theme.color.feedback.error};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.feedback.errorSurface};
  color: ${({ theme }) => theme.color.feedback.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > p {
    flex: 1;
    margin: ${({ theme }) => theme.space[2]}px 0;
  }
`;

const ErrorClose = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    background: ${({ theme }) => theme.color.surface.raised};
  }

  ${focusRing}
`;

/** Runs before paint on the client and is silent on the server. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * A dialog of spec 3 §4 and §9: five types, four sizes; closes on its button, Escape, the
 * backdrop where allowed and browser back; keeps focus inside and gives it back on close; locks
 * page scroll until the last modal closes.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  type = "leftAligned",
  size = "default",
  closeOnEscape = true,
  closeOnBackdrop = true,
  closeOnBack = true,
  hideCloseButton = false,
  errors = [],
  onDismissError,
  aside,
  footer,
  initialFocusRef,
  children,
}: ModalProps) {
  const key = useId();
  const titleId = `${key}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  useIsomorphicLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Open: lock scroll, take focus, push a history entry. Close: undo all three.
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(key);
    if (closeOnBack) pushModalHistory(key);

    const panel = panelRef.current;
    if (panel) {
      const target =
        initialFocusRef?.current ?? focusableIn(panel).find((el) => el.dataset.modalClose === undefined) ?? panel;
      target.focus();
    }

    const onPopState = () => {
      if (closeOnBack && !isOwnBackPending() && isTopModal(key) && !isInHistory(key)) onCloseRef.current("back");
    };
    // Focus that escapes the top modal (a click on a stray element, script focus) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const node = panelRef.current;
      if (!node || !isTopModal(key) || !(event.target instanceof Node) || node.contains(event.target)) return;
      (focusableIn(node)[0] ?? node).focus();
    };
    window.addEventListener("popstate", onPopState);
    document.addEventListener("focusin", onFocusIn);

    return () => {
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("focusin", onFocusIn);
      closeModal(key);
      if (closeOnBack) releaseModalHistory(key);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // initialFocusRef is read once, on open, by design.
  }, [open, key, closeOnBack]);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!isTopModal(key)) return;
      if (event.key === "Escape" && closeOnEscape) {
        event.stopPropagation();
        onCloseRef.current("escape");
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      const focusable = focusableIn(panelRef.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [key, closeOnEscape],
  );

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts and ends on the backdrop itself closes: a drag out of a field does not.
    backdropPressRef.current = event.target === event.currentTarget;
  };
  const backdropPressRef = useRef(false);
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const started = backdropPressRef.current;
    backdropPressRef.current = false;
    if (closeOnBackdrop && started && event.target === event.currentTarget && isTopModal(key))
      onCloseRef.current("backdrop");
  };

  if (!open || typeof document === "undefined") return null;

  const effectiveSize: ModalSize = type === "twoCol" ? "large" : size;
  const visibleErrors = errors.filter((error) => !dismissed.has(error.id));
  const dismissError = (id: string) => {
    // The banner's close button is about to go: keep focus in the dialog rather than losing it.
    panelRef.current?.focus();
    setDismissed((current) => new Set(current).add(id));
    onDismissError?.(id);
  };
  const TitleTag = type === "centerAligned" ? CenteredTitle : Title;

  return createPortal(
    // The backdrop is a pointer convenience; keyboard users close with Escape or the close button.
    <Backdrop onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick} data-testid="modal-backdrop">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        $type={type}
        $maxWidth={MODAL_MAX_WIDTH[effectiveSize]}
      >
        {hideCloseButton ? null : (
          <CloseButton
            type="button"
            aria-label="Close"
            data-modal-close=""
            onClick={() => onCloseRef.current("closeButton")}
          >
            <CloseIcon size={18} />
          </CloseButton>
        )}
        <Body $type={type}>
          <TitleTag id={titleId} $hidden={hideTitle}>
            {title}
          </TitleTag>
          {visibleErrors.length > 0 ? (
            <ErrorList>
              {visibleErrors.map((error) => (
                <ErrorBanner key={error.id} role="alert">
                  <p>{error.message}</p>
                  <ErrorClose type="button" aria-label="Close Error Message" onClick={() => dismissError(error.id)}>
                    <CloseIcon size={14} />
                  </ErrorClose>
                </ErrorBanner>
              ))}
            </ErrorList>
          ) : null}
          {type === "twoCol" ? (
            <Columns>
              <div>{children}</div>
              <div>{aside}</div>
            </Columns>
          ) : (
            children
          )}
          {footer ? <Footer $type={type}>{footer}</Footer> : null}
        </Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
