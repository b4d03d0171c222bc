import { css } from "styled-components";
import type { Theme } from "./types";

export type TargetSize = keyof Theme["targets"];

/** A touch target's edge in pixels (WCAG 2.2 §2.5.8), for templates: `min-height: ${target("comfortable")};` */
export const target =
  (size: TargetSize) =>
  ({ theme }: { theme: Theme }) =>
    `${theme.targets[size]}px`;

/**
 * A link or control that stands on its own (in a list, a card, a trail; not in a sentence) as a
 * target of at least the given size, its content centred on the cross axis (issue 46).
 */
export const targetBox = (size: TargetSize = "minimum") => css`
  display: inline-flex;
  align-items: center;
  min-width: ${target(size)};
  min-height: ${target(size)};
`;
