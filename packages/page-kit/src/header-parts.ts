import type { ButtonHTMLAttributes, ComponentType, ReactNode } from "react";
import type { LinkProps } from "react-router";

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
  /** A dropdown under the header: a region named and headed by its title. */
  Dropdown: ComponentType<{ title: string; children: ReactNode }>;
  /** Whether this part's dropdown is the header's open view. */
  open: boolean;
  /** Opens this part's dropdown, or closes it when open. */
  onToggle: () => void;
}
