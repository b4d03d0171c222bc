import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination } from "./Pagination";
import { PaginationProvider, usePaginationPage } from "./PaginationProvider";

const meta = {
  title: "Kit/Pagination",
  component: Pagination,
  args: { totalItems: 130, itemsPerPage: 13, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves between pages; the page stays within 1..ceil(total / perPage). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();

    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(canvas.getByRole("button", { name: "Page 10" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Page 10" })).toHaveFocus();
  },
};

export const FewPages: Story = { args: { totalItems: 40, itemsPerPage: 12 } };

/** With addresses (`hrefOf`): every page is a link, which works before the page hydrates and without JavaScript. */
export const WithAddresses: Story = {
  args: { page: 3, hrefOf: (page: number) => `/c/kitchen?page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/c/kitchen?page=2");
    await expect(canvas.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/c/kitchen?page=4");
  },
};

/** A controlled page beyond the last is brought back to the last page. */
export const OutOfRangePage: Story = {
  args: { totalItems: 30, itemsPerPage: 10, page: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  },
};

function Orders() {
  const [page] = usePaginationPage("orders");
  return <p>Showing orders page {page}</p>;
}

/** A list and its pager share the instance's page through the provider; an unknown instance is on page 1. */
export const SharedInstance: Story = {
  args: { id: "orders", totalItems: 52, itemsPerPage: 13 },
  render: (args) => (
    <PaginationProvider>
      <Orders />
      <Pagination {...args} />
    </PaginationProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing orders page 1")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Page 3" }));
    await expect(canvas.getByText("Showing orders page 3")).toBeInTheDocument();
  },
};
