import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, useFakeTimers, useRealTimers } from "../test-helpers";
import { TOAST_FAILURE_TEXT, TOAST_SUCCESS_TEXT, TOAST_SUCCESS_TIMEOUT_MS, ToastProvider, useToast } from "./Toast";
import { withToast } from "./toast-state";

function Pusher({ text }: { text?: string }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success(text)}>
        Save
      </button>
      <button type="button" onClick={() => toast.error(text)}>
        Fail
      </button>
    </>
  );
}

const renderToasts = (text?: string) =>
  renderWithProviders(
    <ToastProvider>
      <Pusher text={text} />
    </ToastProvider>,
  );

afterEach(() => useRealTimers());

describe("ToastProvider", () => {
  it("has one polite live region on the page before any toast, and no empty status", () => {
    const { container } = renderToasts();
    const live = container.querySelectorAll("[aria-live]");
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute("aria-live", "polite");
    expect(live[0]).toBeEmptyDOMElement();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says 'Successfully updated!' by default, in the status region, and closes it after 4 seconds", () => {
    useFakeTimers();
    const { container } = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status")).toHaveTextContent(TOAST_SUCCESS_TEXT);
    expect(container.querySelector("[aria-live]")).toContainElement(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(TOAST_SUCCESS_TIMEOUT_MS - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Successfully updated!");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows an error toast as an alert that stays until its close button is pressed", async () => {
    useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert")).toHaveTextContent(TOAST_FAILURE_TEXT);
    expect(TOAST_FAILURE_TEXT).toBe("Update Failed!");
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByRole("alert")).toHaveTextContent("Update Failed!");
    useRealTimers();
    // The close button is a real button: reached with Tab, pressed with Enter.
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close Error Message" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the caller's text and one toast per distinct error", () => {
    renderToasts("Only 2 left in stock");
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Only 2 left in stock");
  });

  it("refuses to be used without a provider, so no toast is lost", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderWithProviders(<Pusher />)).toThrow(/ToastProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe("withToast", () => {
  it("keeps every success but one error per text", () => {
    const one = withToast([], { id: 1, type: "error", text: "A" });
    expect(withToast(one, { id: 2, type: "error", text: "A" })).toHaveLength(1);
    expect(withToast(one, { id: 2, type: "error", text: "B" })).toHaveLength(2);
    const ok = withToast([], { id: 1, type: "success", text: "A" });
    expect(withToast(ok, { id: 2, type: "success", text: "A" })).toHaveLength(2);
  });
});
