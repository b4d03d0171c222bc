import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { Wordmark } from "./Wordmark";

/** The wordmark sits on the header colour, as in the storefront. */
const Header = styled.div`
  display: inline-block;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.header};
`;

const meta = {
  title: "Foundations/Wordmark",
  component: Wordmark,
  args: { height: 40 },
  decorators: [
    (Story) => (
      <Header>
        <Story />
      </Header>
    ),
  ],
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { height: 72 } };
