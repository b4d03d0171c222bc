import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { Alert } from "./Alert";

describe("Alert", () => {
  it("announces an error at once with role alert", () => {
    renderWithProviders(<Alert type="error">Could not load project outline!</Alert>);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load project outline!");
  });

  it.each(["warning", "info", "success"] as const)("reads a %s politely as a status", (type) => {
    renderWithProviders(<Alert type={type}>Successfully updated!</Alert>);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Successfully updated!");
  });

  it("shows a title above the message", () => {
    renderWithProviders(<Alert title="Payment declined">Please try another card.</Alert>);
    expect(screen.getByRole("alert")).toHaveTextContent("Payment declinedPlease try another card.");
  });

  it("has no close control unless it can be dismissed", () => {
    renderWithProviders(<Alert>An error occurred getting stock.</Alert>);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("closes an error with 'Close Error Message' (spec 3 §8)", async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<Alert onDismiss={onDismiss}>An error occurred sending email.</Alert>);
    await userEvent.click(screen.getByRole("button", { name: "Close Error Message" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("names the close control of other messages 'Close Message', or as the caller says", () => {
    renderWithProviders(
      <>
        <Alert type="success" onDismiss={() => {}}>
          Successfully sent
        </Alert>
        <Alert type="info" onDismiss={() => {}} dismissLabel="Hide tip">
          Prices include GST.
        </Alert>
      </>,
    );
    expect(screen.getByRole("button", { name: "Close Message" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide tip" })).toBeInTheDocument();
  });
});
