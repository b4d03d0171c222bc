import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { Modal, ModalBody, ModalClose, ModalFooter, ModalFrame, ModalTitle, type ModalCloseReason, type ModalProps } from "./Modal";
import { modalHistorySettled, openModalCount } from "./modal-stack";

function Harness({ onClose = () => {}, ...props }: Partial<ModalProps> & { onClose?: (reason: ModalCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        title="Too many products"
        {...props}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        {props.children ?? (
          <>
            <p>You&apos;ve already selected 3 products to compare.</p>
            <button type="button">Got it</button>
          </>
        )}
      </Modal>
    </>
  );
}

async function openDialog(props: Partial<ModalProps> & { onClose?: (reason: ModalCloseReason) => void } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Open dialog" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Too many products" }) };
}

beforeEach(async () => {
  await modalHistorySettled();
  window.history.replaceState(null, "");
});

afterEach(() => {
  cleanup();
  expect(openModalCount()).toBe(0);
  expect(document.body).not.toHaveClass("modal-open");
});

describe("Modal", () => {
  it("opens as a labelled modal dialog with focus on its first control", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("button", { name: "Got it" })).toHaveFocus();
  });

  it.each([
    ["its close button", "closeButton"],
    ["Escape", "escape"],
  ] as const)("closes on %s, emits why and gives focus back", async (_how, reason) => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });
    if (reason === "closeButton") await user.click(screen.getByRole("button", { name: "Close" }));
    else await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith(reason);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // React Aria's FocusScope gives focus back on the next animation frame.
    await waitFor(() => expect(screen.getByRole("button", { name: "Open dialog" })).toHaveFocus());
  });

  it("closes on a backdrop click where allowed", async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });
    await user.click(screen.getByTestId("modal-backdrop"));
    expect(onClose).toHaveBeenCalledWith("backdrop");
  });

  it("stays open on a backdrop click or Escape when those are turned off", async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose, closeOnBackdrop: false, closeOnEscape: false });
    await user.click(screen.getByTestId("modal-backdrop"));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Close" }));
  });

  it("does not close when a click inside the dialog lands on its content", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(within(dialog).getByText(/already selected/));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
  });

  it("closes on browser back", async () => {
    const onClose = vi.fn();
    await openDialog({ onClose });
    expect(window.history.state).toMatchObject({ uiKitModals: [expect.any(String)] });
    act(() => {
      window.history.replaceState({}, "");
      window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
    });
    expect(onClose).toHaveBeenCalledWith("back");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps a modal opened right after another closed, while the first one's history entry goes", async () => {
    const user = userEvent.setup();
    function Sequence() {
      const [step, setStep] = useState<"first" | "second">("first");
      return (
        <>
          <Modal open={step === "first"} title="Too many products" onClose={() => setStep("second")}>
            <p>Remove a product first.</p>
          </Modal>
          <Modal open={step === "second"} title="Your delivery location" onClose={() => {}}>
            <p>Richmond, VIC 3121</p>
          </Modal>
        </>
      );
    }
    renderWithProviders(<Sequence />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    await act(() => modalHistorySettled());
    expect(screen.getByRole("dialog", { name: "Your delivery location" })).toBeInTheDocument();
    expect(window.history.state?.uiKitModals).toHaveLength(1);
    cleanup();
    await modalHistorySettled();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { user } = await openDialog();
    const close = screen.getByRole("button", { name: "Close" });
    const gotIt = screen.getByRole("button", { name: "Got it" });
    expect(gotIt).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(gotIt).toHaveFocus();
    await user.keyboard("{Escape}");
  });

  it("locks page scroll until the last of two stacked modals closes", async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} title="Your delivery location" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Edit
          </button>
          <Modal open={inner} title="Set Your Delivery Location" onClose={() => setInner(false)}>
            <button type="button">Save</button>
          </Modal>
        </Modal>
      );
    }
    renderWithProviders(<Stacked />);
    expect(document.body).toHaveClass("modal-open");
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(openModalCount()).toBe(2);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Set Your Delivery Location" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Your delivery location" })).toBeInTheDocument();
    expect(document.body).toHaveClass("modal-open");
    expect(document.body.style.overflow).toBe("hidden");

    // FocusScope gives focus back to the outer modal's button on the next animation frame: only
    // then is the next Escape the outer modal's.
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass("modal-open");
    expect(document.body.style.overflow).toBe("");
  });

  it("lets each error banner be dismissed on its own", async () => {
    const onDismissError = vi.fn();
    const { user } = await openDialog({
      errors: [
        { id: "stock", message: "An error occurred getting stock." },
        { id: "email", message: "An error occurred sending email." },
      ],
      onDismissError,
    });
    const closers = screen.getAllByRole("button", { name: "Close Error Message" });
    expect(closers).toHaveLength(2);
    await user.click(closers[0]!);
    expect(onDismissError).toHaveBeenCalledWith("stock");
    expect(screen.queryByText("An error occurred getting stock.")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("An error occurred sending email.");
    await user.keyboard("{Escape}");
  });

  it("gives the first focus to initialFocusRef when given", async () => {
    function WithInitialFocus() {
      const field = useRef<HTMLInputElement>(null);
      return (
        <Modal open title="Set Your Delivery Location" onClose={() => {}} initialFocusRef={field}>
          <button type="button">Use my location</button>
          <input ref={field} aria-label="Delivery Postcode" />
        </Modal>
      );
    }
    renderWithProviders(<WithInitialFocus />);
    expect(screen.getByRole("textbox", { name: "Delivery Postcode" })).toHaveFocus();
    cleanup();
    await modalHistorySettled();
  });

  it("brings focus that strays out of the dialog back inside", async () => {
    const { dialog } = await openDialog();
    act(() => screen.getByRole("button", { name: "Open dialog", hidden: true }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
  });

  it("draws the twoCol type with both columns", async () => {
    const { user, dialog } = await openDialog({ type: "twoCol", aside: <p>Store hours</p> });
    expect(within(dialog).getByText("Store hours")).toBeInTheDocument();
    await user.keyboard("{Escape}");
  });

  it("composes from its parts: frame, close, title, body and footer", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ModalFrame open onClose={onClose} type="centerAligned" size="small">
        <ModalClose />
        <ModalBody>
          <ModalTitle>Too many products</ModalTitle>
          <p>That&apos;s the maximum.</p>
          <ModalFooter>
            <button type="button">Got it</button>
          </ModalFooter>
        </ModalBody>
      </ModalFrame>,
    );
    const dialog = screen.getByRole("dialog", { name: "Too many products" });
    expect(within(dialog).getByRole("button", { name: "Got it" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledWith("closeButton");
    cleanup();
    await modalHistorySettled();
  });
});
