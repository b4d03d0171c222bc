import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { useStaffSignedIn } from "./admin-bar";

/** The project area (spec 3 §2). */
export const PROJECTS_PATH = "/project";

/**
 * The header's 'Projects' link (spec 1 §2.9, navigation topNav.displayProjectIcon): for signed-in
 * staff on a brand with staff tooling only. The shell's header places it where the navigation
 * asks for it.
 */
export function ProjectsLink({ ToolLink, ToolLabel }: Pick<HeaderPartProps, "ToolLink" | "ToolLabel">) {
  return useStaffSignedIn() ? (
    <ToolLink to={PROJECTS_PATH}>
      <ToolLabel icon="projects">Projects</ToolLabel>
    </ToolLink>
  ) : null;
}
