import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { TableScroll } from "./TableScroll";

describe("TableScroll", () => {
  it("is a named region the keyboard can focus, holding its table", () => {
    renderWithProviders(
      <TableScroll label="Your orders">
        <table>
          <tbody>
            <tr>
              <td>WA12345678</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    const region = screen.getByRole("region", { name: "Your orders" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toContainElement(screen.getByRole("cell", { name: "WA12345678" }));
  });
});
