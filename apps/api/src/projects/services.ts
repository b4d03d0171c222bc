import type { AppContext } from "../context";
import { AttachmentFiles } from "./attachment-files";
import { attachmentActions } from "./attachment-actions";
import { folderActions } from "./folder-actions";
import { lineActions } from "./line-actions";
import { noteActions } from "./note-actions";
import { projectActions, type ProjectServices } from "./project-actions";
import { productStaffActions } from "./product-staff";
import { projectCartActions } from "./project-cart";
import { projectCore } from "./project-core";
import { quoteActions } from "./quote-actions";

/** Every project action of issue 15, over one context (the route modules' entry). */
export function projectServices(context: AppContext) {
  const services: ProjectServices = { context, core: projectCore(context), files: new AttachmentFiles(context.attachmentsDir) };
  return {
    core: services.core,
    projects: projectActions(services),
    folders: folderActions(services),
    lines: lineActions(services),
    notes: noteActions(services),
    quotes: quoteActions(services, context),
    attachments: attachmentActions(services),
    carts: projectCartActions(services, context),
    productStaff: productStaffActions(services),
  };
}

export type ProjectServiceSet = ReturnType<typeof projectServices>;
