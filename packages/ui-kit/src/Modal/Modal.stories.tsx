import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { Modal, ModalBody, ModalClose, ModalFooter, ModalFrame, ModalTitle, type ModalProps } from "./Modal";

/** A trigger button and the modal it opens, as a page would use them. */
function ModalDemo({ onClose, children, ...props }: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...props}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
        footer={
          props.footer === undefined ? (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setOpen(false)}>Got it</Button>
            </>
          ) : (
            props.footer
          )
        }
      >
        {children}
      </Modal>
    </>
  );
}

const meta = {
  title: "Kit/Modal",
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    title: "Too many products",
    type: "leftAligned",
    size: "default",
    onClose: fn(),
    children: (
      <p>
        You&apos;ve already selected 3 products to compare. That&apos;s the maximum. To compare this product, please remove another first.
      </p>
    ),
  },
  argTypes: {
    type: { control: "select", options: ["leftAligned", "centerAligned", "twoCol", "noStyles", "noDefaultPadding"] },
    size: { control: "inline-radio", options: ["default", "small", "medium", "large"] },
    open: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openModal = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Open modal" }));
  const body = within(canvasElement.ownerDocument.body);
  return { body, dialog: await body.findByRole("dialog") };
};

/** Opens with focus inside, keeps Tab inside, closes on Escape and gives focus back. */
export const LeftAligned: Story = {
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await openModal(canvasElement);
    await expect(dialog).toHaveAccessibleName("Too many products");
    await expect(canvasElement.ownerDocument.body).toHaveClass("modal-open");
    const cancel = body.getByRole("button", { name: "Cancel" });
    const close = body.getByRole("button", { name: "Close" });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole("button", { name: "Got it" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledWith("escape");
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument();
    // React Aria's FocusScope gives focus back on the next animation frame.
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Open modal" })).toHaveFocus());
    await expect(canvasElement.ownerDocument.body).not.toHaveClass("modal-open");
  },
};

export const CenterAligned: Story = {
  args: { type: "centerAligned", size: "small" },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
  },
};

/** Always the large size (970 px). */
export const TwoColumn: Story = {
  args: {
    type: "twoCol",
    title: "Richmond store",
    children: (
      <p>
        123 Swan Street, Richmond VIC 3121. Open today until 5:00 pm. Free parking behind the store and a kitchen showroom on level one.
      </p>
    ),
    aside: (
      <ul>
        <li>Monday to Friday 9:00 am to 5:30 pm</li>
        <li>Saturday 9:00 am to 5:00 pm</li>
        <li>Sunday 10:00 am to 4:00 pm</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
  },
};

export const NoStyles: Story = {
  args: {
    type: "noStyles",
    hideTitle: true,
    title: "Product video",
    footer: null,
    children: (
      <div style={{ aspectRatio: "16 / 9", background: "#111", color: "#fff", display: "grid", placeItems: "center" }}>Video player</div>
    ),
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
  },
};

export const NoDefaultPadding: Story = {
  args: {
    type: "noDefaultPadding",
    title: "Gallery",
    footer: null,
    children: <div style={{ height: 240, background: "linear-gradient(135deg, #d4d8dd, #f5f6f7)" }} />,
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
  },
};

export const Small: Story = {
  args: { size: "small" },
  play: async ({ canvasElement }) => void (await openModal(canvasElement)),
};

export const Medium: Story = {
  args: { size: "medium" },
  play: async ({ canvasElement }) => void (await openModal(canvasElement)),
};

export const Large: Story = {
  args: { size: "large" },
  play: async ({ canvasElement }) => void (await openModal(canvasElement)),
};

/** spec 3 §8: each error banner closes on its own 'Close Error Message' control. */
export const WithErrorBanners: Story = {
  args: {
    title: "Email this project",
    errors: [
      { id: "email", message: "An error occurred sending email." },
      { id: "stock", message: "An error occurred getting stock." },
    ],
    onDismissError: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const { body } = await openModal(canvasElement);
    const closers = body.getAllByRole("button", { name: "Close Error Message" });
    await expect(closers).toHaveLength(2);
    await userEvent.click(closers[0]!);
    await expect(args.onDismissError).toHaveBeenCalledWith("email");
    await expect(body.getAllByRole("alert")).toHaveLength(1);
  },
};

/** spec 2 §2: the Zip in-store modal cannot be closed by a backdrop click. */
export const BackdropLocked: Story = {
  args: {
    title: "Waiting for customer to confirm in their Zip app",
    type: "centerAligned",
    closeOnBackdrop: false,
    children: <p>Please do not refresh the page</p>,
    footer: null,
  },
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await openModal(canvasElement);
    await userEvent.click(dialog.parentElement!, { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledWith("closeButton");
  },
};

/** A backdrop click closes where allowed. */
export const BackdropClose: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    await userEvent.click(dialog.parentElement!, { skipHover: true });
    await expect(args.onClose).toHaveBeenCalledWith("backdrop");
  },
};

/** Browser back closes the modal and leaves the page where it was. */
export const BrowserBack: Story = {
  play: async ({ args, canvasElement }) => {
    const { body } = await openModal(canvasElement);
    canvasElement.ownerDocument.defaultView?.history.back();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith("back"));
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

function StackedDemo() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Open modal</Button>
      <Modal open={outer} title="Your delivery location" onClose={() => setOuter(false)}>
        <p>Richmond, VIC 3121</p>
        <Button variant="secondary" onClick={() => setInner(true)}>
          Change delivery location
        </Button>
        <Modal open={inner} title="Set Your Delivery Location" size="small" onClose={() => setInner(false)}>
          <p>Choose a suburb from the list.</p>
          <Button onClick={() => setInner(false)}>Done</Button>
        </Modal>
      </Modal>
    </>
  );
}

/** The page stays scroll-locked until the last open modal closes. */
export const Stacked: Story = {
  render: () => <StackedDemo />,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.body;
    const { body } = await openModal(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Change delivery location" }));
    await expect(await body.findByRole("dialog", { name: "Set Your Delivery Location" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect(body.queryByRole("dialog", { name: "Set Your Delivery Location" })).not.toBeInTheDocument();
    await expect(page).toHaveClass("modal-open");
    // FocusScope gives focus back to the outer modal's button on the next animation frame; the
    // next Escape is the outer modal's only once focus is inside it again (on a loaded machine a
    // key pressed sooner lands on the page and closes nothing).
    await waitFor(() => expect(body.getByRole("button", { name: "Change delivery location" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(page).not.toHaveClass("modal-open");
  },
};

function PartsDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <ModalFrame open={open} onClose={() => setOpen(false)} type="centerAligned" size="small">
        <ModalClose />
        <ModalBody>
          <ModalTitle>Too many products</ModalTitle>
          <p>You&apos;ve already selected 3 products to compare. That&apos;s the maximum.</p>
          <ModalFooter>
            <Button onClick={() => setOpen(false)}>Got it</Button>
          </ModalFooter>
        </ModalBody>
      </ModalFrame>
    </>
  );
}

/** The same dialog composed from the parts (ModalFrame, ModalClose, ModalBody, ModalTitle, ModalFooter). */
export const ComposedFromParts: Story = {
  render: () => <PartsDemo />,
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openModal(canvasElement);
    await expect(dialog).toHaveAccessibleName("Too many products");
    await expect(body.getByRole("button", { name: "Got it" })).toHaveFocus();
    await userEvent.click(body.getByRole("button", { name: "Got it" }));
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument();
  },
};
