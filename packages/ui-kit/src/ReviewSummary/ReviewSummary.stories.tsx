import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReviewSummary } from "./ReviewSummary";

const meta = {
  title: "Commerce/ReviewSummary",
  component: ReviewSummary,
  args: { rating: 4.3, reviewCount: 128 },
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviewed: Story = {};
export const OneReview: Story = { args: { rating: 5, reviewCount: 1 } };
export const NoRating: Story = { args: { rating: 0, reviewCount: 0 } };
