import type { ButtonHTMLAttributes, ComponentType, ReactNode } from "react";
import type { LinkProps } from "react-router";

/** The icons a header tool can show on a phone in place of its text (issue 46). */
export type HeaderToolIcon = "account" | "cart" | "projects";

/**
 * What the shell's header hands every header part a domain puts in it (the cart button, the staff
 * 'Projects' link, later the account entry): the header's own look for a tool, so every tool looks
 * alike, and the open state of the part's dropdown (spec 1 §2.9: the header's views).
 */
export interface HeaderPartProps {
  /** A header tool button (44 px target). */
  ToolButton: ComponentType<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** A header tool that is a link. */
  ToolLink: ComponentType<LinkProps>;
  /**
   * A tool's label: its text on wide screens; on a phone (below the md breakpoint) the icon in its
   * place, the text kept for screen readers, so the tool's accessible name does not change.
   */
  ToolLabel: ComponentType<{ icon: HeaderToolIcon; children: ReactNode }>;
  /** A dropdown under the header: a region named and headed by its title. */
  Dropdown: ComponentType<{ title: string; children: ReactNode }>;
  /** Whether this part's dropdown is the header's open view. */
  open: boolean;
  /** Opens this part's dropdown, or closes it when open. */
  onToggle: () => void;
}
