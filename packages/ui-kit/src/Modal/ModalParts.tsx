import { FocusScope } from "@react-aria/focus";
import { createContext, useContext, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Alert } from "../Alert/Alert";
import { CloseIcon } from "../internal/CloseIcon";
import {
  Backdrop,
  Body,
  CloseButton,
  Columns,
  ErrorList,
  Footer,
  MODAL_MAX_WIDTH,
  Panel,
  Title,
  type ModalSize,
  type ModalType,
} from "./modal-styles";
import { useModal, type ModalContainer, type UseModalOptions } from "./useModal";

interface ModalContextValue {
  container: ModalContainer;
  type: ModalType;
}

const ModalContext = createContext<ModalContextValue | null>(null);

function useModalContext(part: string): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error(`${part} must be inside a ModalFrame`);
  return value;
}

export interface ModalFrameProps extends UseModalOptions {
  type?: ModalType;
  size?: ModalSize;
  children?: ReactNode;
}

/**
 * The modal's container: backdrop, dialog panel and focus trap, in a portal on the body. Compose
 * it with `ModalClose`, `ModalTitle`, `ModalBody`, `ModalErrors` and `ModalFooter`.
 */
export function ModalFrame({ type = "leftAligned", size = "default", children, ...options }: ModalFrameProps) {
  const container = useModal(options);
  if (!options.open || typeof document === "undefined") return null;
  // spec 3 §9: the two-column modal is always large.
  const maxWidth = MODAL_MAX_WIDTH[type === "twoCol" ? "large" : size];
  return createPortal(
    <ModalContext.Provider value={{ container, type }}>
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the close button. */}
      <Backdrop {...container.getBackdropProps()} data-testid="modal-backdrop">
        <FocusScope contain restoreFocus>
          <Panel {...container.getDialogProps()} $type={type} $maxWidth={maxWidth}>
            {children}
          </Panel>
        </FocusScope>
      </Backdrop>
    </ModalContext.Provider>,
    document.body,
  );
}

/** The round close button in the corner; closing emits `closeButton`. */
export function ModalClose() {
  const { container } = useModalContext("ModalClose");
  return (
    <CloseButton {...container.getCloseProps()}>
      <CloseIcon size={18} />
    </CloseButton>
  );
}

/** The padded content area (no padding for the noStyles and noDefaultPadding types). */
export function ModalBody({ children }: { children?: ReactNode }) {
  const { type } = useModalContext("ModalBody");
  return <Body $type={type}>{children}</Body>;
}

/** The two columns of the twoCol type, side by side from the lg width. */
export function ModalColumns({ children, aside }: { children?: ReactNode; aside?: ReactNode }) {
  return (
    <Columns>
      <div>{children}</div>
      <div>{aside}</div>
    </Columns>
  );
}

/** Names the dialog; `hidden` keeps the name for screen readers only. */
export function ModalTitle({ children, hidden = false }: { children?: ReactNode; hidden?: boolean }) {
  const { container, type } = useModalContext("ModalTitle");
  return (
    <Title {...container.getTitleProps()} $hidden={hidden} $centered={type === "centerAligned"}>
      {children}
    </Title>
  );
}

export function ModalFooter({ children }: { children?: ReactNode }) {
  const { type } = useModalContext("ModalFooter");
  return <Footer $type={type}>{children}</Footer>;
}

export interface ModalError {
  id: string;
  message: ReactNode;
}

/** Error banners, each dismissed on its own with 'Close Error Message' (spec 3 §4 and §8). */
export function ModalErrors({ errors, onDismiss }: { errors: readonly ModalError[]; onDismiss?: (id: string) => void }) {
  const { container } = useModalContext("ModalErrors");
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const visible = errors.filter((error) => !dismissed.has(error.id));
  if (visible.length === 0) return null;
  return (
    <ErrorList>
      {visible.map((error) => (
        <Alert
          key={error.id}
          type="error"
          onDismiss={() => {
            // The banner's close button is about to go: keep focus in the dialog rather than losing it.
            container.holdFocus();
            setDismissed((current) => new Set(current).add(error.id));
            onDismiss?.(error.id);
          }}
        >
          {error.message}
        </Alert>
      ))}
    </ErrorList>
  );
}
