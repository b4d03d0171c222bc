import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { rescheduleMessages } from "@storefront/validation/reschedule";
import { RescheduleDeliveryPage } from "./RescheduleDeliveryPage";
import { areaTexts } from "./area-texts";

const PATH = "/account/orders/WA10000001/reschedule-delivery";
const PATTERN = "/account/orders/:orderId/reschedule-delivery";
const DAYS = "/api/account/order/invoiced/WA10000001/delivery-days";
const day = (date: [number, number, number], available: boolean, price = 0) => ({ date, price, available, sameDay: false, storageFee: 0 });
const options = {
  orderNumber: "WA10000001",
  deliveryDate: [2026, 12, 2],
  reschedulable: true,
  reason: null,
  today: [2026, 11, 30],
  days: [
    day([2026, 11, 30], false),
    day([2026, 12, 1], true),
    day([2026, 12, 2], false),
    day([2026, 12, 3], true, 29),
    day([2026, 12, 4], true),
  ],
};

/** Rescheduling an order's delivery (issue 45 item 10): every storefront that delivers; the theme from the toolbar. */
const meta = {
  title: "Account/RescheduleDeliveryPage",
  component: RescheduleDeliveryPage,
  tags: ["!autodocs"],
  parameters: { route: { path: PATH, pattern: PATTERN } },
  beforeEach: () => {
    signIn("user-riley");
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof RescheduleDeliveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The days the order may move to; choosing one and pressing the button moves it. */
export const ChooseADay: Story = {
  parameters: {
    msw: {
      handlers: {
        reschedule: [
          http.get(DAYS, () => Response.json(options)),
          http.post("/api/account/order/invoiced/WA10000001/delivery-date", () =>
            Response.json({ ...options, deliveryDate: [2026, 12, 4] }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: /Friday 4 December 2026/ }));
    await userEvent.click(canvas.getByRole("button", { name: areaTexts.reschedule.submit }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(rescheduleMessages.changed);
  },
};

/** An order out for delivery: the reason, and no days. */
export const OutForDelivery: Story = {
  globals: { theme: "aol" },
  parameters: {
    msw: {
      handlers: {
        reschedule: [
          http.get(DAYS, () => Response.json({ ...options, reschedulable: false, reason: rescheduleMessages.dispatched, days: [] })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(rescheduleMessages.dispatched);
  },
};
