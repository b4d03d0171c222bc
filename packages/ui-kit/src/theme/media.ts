import type { BreakpointName, Theme } from "./types";

/** `${up("md")} { ... }` inside a styled template: a min-width media query from the theme's scale. */
export const up =
  (name: BreakpointName) =>
  ({ theme }: { theme: Theme }) =>
    `@media (min-width: ${theme.breakpoints[name]}px)`;

/** A max-width query for widths below a breakpoint (spec 1 §9: mobile is below md, 768 px). */
export const below =
  (name: BreakpointName) =>
  ({ theme }: { theme: Theme }) =>
    `@media (max-width: ${theme.breakpoints[name] - 0.02}px)`;

/** A spacing step in pixels, for use in templates: `padding: ${space(4)};` */
export const space =
  (step: number) =>
  ({ theme }: { theme: Theme }) =>
    `${theme.space[step] ?? step}px`;
