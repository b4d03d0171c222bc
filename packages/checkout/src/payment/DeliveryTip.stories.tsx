import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Formik } from "formik";
import type { ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { buildCheckoutSchema } from "@storefront/validation/checkout";
import { tipMessages } from "@storefront/validation/tip";
import { DeliveryTip, DeliveryTipFields, initialTipValues, type TipValues } from "./DeliveryTip";

const tipRules = buildCheckoutSchema({
  country: "AU",
  mieleInCart: false,
  lockedCustomer: true,
  billingSameAsShipping: true,
  paymentMethod: "None",
  lastNameMaxLength: 20,
  purchaseOrderField: false,
  deliveryTip: true,
}).pick(["tipOther"]);

/** The tip's fields in a form of their own, judged by the checkout's rules with the tip offered. */
function TipForm({ values, children }: { values?: Partial<TipValues>; children: ReactNode }) {
  return (
    <Formik<TipValues> initialValues={{ ...initialTipValues, ...values }} validationSchema={tipRules} onSubmit={() => undefined}>
      <form noValidate style={{ maxWidth: 720 }}>
        {children}
      </form>
    </Formik>
  );
}

const inForm: Decorator = (Story, { parameters }) => (
  <TipForm values={parameters.tipValues as Partial<TipValues> | undefined}>
    <Story />
  </TipForm>
);

/** TipEnabled on with the seeded texts (issue 45 item 4; hc's seed). */
const tipSettings = {
  route: {
    settings: {
      TipEnabled: "true",
      TipMessaging: "Add a tip for your delivery team",
      LeaveATipMessage: "Thank your delivery team with a tip.",
    },
  },
};

const meta = {
  title: "Checkout/DeliveryTip",
  component: DeliveryTip,
  tags: ["!autodocs"],
  parameters: tipSettings,
} satisfies Meta<typeof DeliveryTip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delivery tip as checkout offers it: the brand's messaging, 'No tip' chosen; a click chooses $10. */
export const Offered: Story = {
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole("radiogroup", { name: "Add a tip for your delivery team" });
    await expect(group).toHaveAccessibleDescription("Thank your delivery team with a tip.");
    await expect(within(group).getByRole("radio", { name: "No tip" })).toBeChecked();
    await userEvent.click(within(group).getByRole("radio", { name: "$10" }));
    await expect(within(group).getByRole("radio", { name: "$10" })).toBeChecked();
  },
};

/** 'Another amount' left with cents: the rule's message under the field, as an alert. */
export const AnotherAmountInvalid: Story = {
  decorators: [inForm],
  parameters: { tipValues: { tipChoice: "other", tipOther: "" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole("textbox", { name: /^Tip amount/ });
    await userEvent.type(amount, "2.50");
    await userEvent.tab();
    await expect(await canvas.findByRole("alert")).toHaveTextContent(tipMessages.amount);
  },
};

/** The tip's choice in every theme, one under another, each in a form of its own ($20 chosen). */
export const EveryTheme: Story = {
  render: () => (
    <>
      {themeNames.map((name) =>
        themes[name] ? (
          <ThemeProvider key={name} theme={themes[name]} global={false}>
            <section aria-label={themes[name]?.displayName ?? name}>
              <TipForm values={{ tipChoice: "20" }}>
                <DeliveryTipFields />
              </TipForm>
            </section>
          </ThemeProvider>
        ) : null,
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    const groups = await within(canvasElement).findAllByRole("radiogroup", { name: "Add a tip for your delivery team" });
    await expect(groups).toHaveLength(themeNames.length);
  },
};
