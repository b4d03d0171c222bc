import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { Alert } from "../Alert/Alert";
import { up } from "../theme/media";
import { TOAST_FAILURE_TEXT, TOAST_SUCCESS_TEXT, TOAST_SUCCESS_TIMEOUT_MS, withoutToast, withToast, type Toast } from "./toast-state";

export { TOAST_FAILURE_TEXT, TOAST_SUCCESS_TEXT, TOAST_SUCCESS_TIMEOUT_MS, type Toast, type ToastType } from "./toast-state";

/** What a package calls to show a toast. */
export interface ToastApi {
  /** A success toast ('Successfully updated!' by default); it closes itself after a few seconds. */
  success: (text?: string) => void;
  /** An error toast ('Update Failed!' by default); it stays until the shopper closes it (spec 3 §8). */
  error: (text?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The page's toasts: `success` and `error` from any component under the provider. Outside one it
 * throws, so a toast is never silently lost (the storefront mounts one for every page).
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider above it (the composition's DataProviders mounts one)");
  return api;
}

/* Below md the toasts sit across the bottom of the screen, above the thumb; wider, at the top right. */
const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.message};
  right: ${({ theme }) => theme.space[3]}px;
  bottom: ${({ theme }) => theme.space[3]}px;
  left: ${({ theme }) => theme.space[3]}px;
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]}px;
  pointer-events: none;

  ${up("md")} {
    top: ${({ theme }) => theme.space[4]}px;
    bottom: auto;
    left: auto;
    flex-direction: column;
    width: 420px;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  > * {
    pointer-events: auto;
    box-shadow: ${({ theme }) => theme.shadows.md};
    background-clip: padding-box;
  }
`;

/** A success toast that closes itself after `timeout`. */
function SuccessToast({ toast, timeout, onClose }: { toast: Toast; timeout: number; onClose: (id: number) => void }) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const timer = setTimeout(() => onCloseRef.current(toast.id), timeout);
    return () => clearTimeout(timer);
  }, [toast.id, timeout]);
  return (
    <Alert type="success" onDismiss={() => onClose(toast.id)}>
      {toast.text}
    </Alert>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long a success toast stays (spec 3 §9: 4 s). */
  successTimeout?: number;
}

/**
 * One per page: the toast API for everything under it and the toast region. The region is always
 * in the document (empty until a toast comes), so its polite part is a live region before a
 * success arrives (`aria-live` without a role: an empty region is no `status` for tests and
 * assistive technology to find); each success is a `status` `Alert`, each error an `alert` with
 * its own 'Close Error Message' button that stays until it is pressed.
 */
export function ToastProvider({ children, successTimeout = TOAST_SUCCESS_TIMEOUT_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((current) => withoutToast(current, id)), []);
  const api = useMemo<ToastApi>(() => {
    const push = (type: Toast["type"], text: string) => {
      const id = nextId.current++;
      setToasts((current) => withToast(current, { id, type, text }));
    };
    return {
      success: (text = TOAST_SUCCESS_TEXT) => push("success", text),
      error: (text = TOAST_FAILURE_TEXT) => push("error", text),
    };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region data-toast-region="">
        <Stack>
          {toasts
            .filter((toast) => toast.type === "error")
            .map((toast) => (
              <Alert key={toast.id} type="error" onDismiss={() => close(toast.id)}>
                {toast.text}
              </Alert>
            ))}
        </Stack>
        <Stack aria-live="polite" data-toast-live="">
          {toasts
            .filter((toast) => toast.type === "success")
            .map((toast) => (
              <SuccessToast key={toast.id} toast={toast} timeout={successTimeout} onClose={close} />
            ))}
        </Stack>
      </Region>
    </ToastContext.Provider>
  );
}
