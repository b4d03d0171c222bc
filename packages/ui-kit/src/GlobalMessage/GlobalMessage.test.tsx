import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, useFakeTimers, useRealTimers } from "../test-helpers";
import { GLOBAL_MESSAGE_TIMEOUT_MS, GlobalMessage, type GlobalMessageData } from "./GlobalMessage";

beforeEach(() => {
  useFakeTimers();
});

afterEach(() => {
  useRealTimers();
});

const renderMessage = (message: GlobalMessageData | null, onClose = vi.fn()) => {
  const view = renderWithProviders(<GlobalMessage message={message} onClose={onClose} />);
  return { ...view, onClose };
};

describe("GlobalMessage", () => {
  it("shows an error as an alert bar", () => {
    renderMessage({ type: "error", text: "An error has occurred, please try again" });
    expect(screen.getByRole("alert")).toHaveTextContent("An error has occurred, please try again");
  });

  it("shows a success as a status box", () => {
    renderMessage({ type: "success", text: "Successfully updated!" });
    expect(screen.getByRole("status")).toHaveTextContent("Successfully updated!");
  });

  it("hides itself after 3 seconds", () => {
    const { onClose } = renderMessage({ type: "success", text: "Successfully sent" });
    act(() => vi.advanceTimersByTime(GLOBAL_MESSAGE_TIMEOUT_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays until closed when kept alive", () => {
    const { onClose } = renderMessage({
      type: "error",
      text: "An unknown error occurred, please try again later",
      keepAlive: true,
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close message" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("restarts the timer for a new message", () => {
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(
      <GlobalMessage message={{ type: "success", text: "Successfully deleted" }} onClose={onClose} />,
    );
    act(() => vi.advanceTimersByTime(2000));
    rerender(<GlobalMessage message={{ type: "success", text: "Successfully sent" }} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows nothing without a message", () => {
    const { container } = renderMessage(null);
    expect(container).toBeEmptyDOMElement();
  });
});
