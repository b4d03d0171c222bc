import {
  AddProjectProductBody,
  DeleteFolderQuery,
  DuplicateFolderBody,
  ProductLookupParams,
  ProductTransferBody,
  ProjectFolderBody,
  ProjectProductLookup,
  ProjectProductParams,
  SortFoldersBody,
  SortProductsBody,
} from "@storefront/api-contract/projects";
import { documented, type TypedApp } from "../http/schemas";
import type { ProjectServiceSet } from "../projects/services";
import { projectAnswers, staffAnswers } from "./projects";

const doc = documented("projects");
const security = [{ bearer: [] }];

/** spec 3 §7: folders and product lines (Projects v2 folder calls and the older product calls). */
export function registerProjectLineRoutes(api: TypedApp, { folders, lines }: ProjectServiceSet): void {
  api.post(
    "/api/v2/project/folder",
    doc("Adds a folder at the end of the project, or renames folderId", { body: ProjectFolderBody, response: projectAnswers, security }),
    (request) => folders.save(request, request.body.projectId, request.body.title, request.body.folderId),
  );

  api.delete(
    "/api/v2/project/folder",
    doc("Deletes a folder with its lines and their attachments", { querystring: DeleteFolderQuery, response: projectAnswers, security }),
    (request) => folders.remove(request, request.query.projectId, request.query.folderId),
  );

  api.post(
    "/api/v2/project/sort-folders",
    doc("Sets folders' sort orders: each entry's projectId is a folder id (spec 3 §7), all of one project", {
      body: SortFoldersBody,
      response: projectAnswers,
      security,
    }),
    (request) => folders.sort(request, request.body.projects),
  );

  api.post(
    "/api/v2/project/duplicate-folder",
    doc("Copies a folder with its lines and their variations, right after it", {
      body: DuplicateFolderBody,
      response: projectAnswers,
      security,
    }),
    (request) => folders.duplicate(request, request.body.projectId, request.body.folderId, request.body.title),
  );

  api.post(
    "/api/projects/product",
    doc(
      "Adds a SKU (quantity 1-99, default 1) to folderId or the first folder (made when none; the same SKU in that folder adds up), or with productCode changes that line's quantity or folder",
      { body: AddProjectProductBody, response: projectAnswers, security },
    ),
    (request) => lines.addOrChange(request, request.body),
  );

  api.delete(
    "/api/projects/product/:id/:code",
    doc("Removes line {code} from project {id}", { params: ProjectProductParams, response: projectAnswers, security }),
    (request) => lines.remove(request, request.params.id, request.params.code),
  );

  api.post(
    "/api/projects/sort-products",
    doc("Puts the listed lines first in the folder in that order (lines of other folders of the project move into it)", {
      body: SortProductsBody,
      response: projectAnswers,
      security,
    }),
    (request) => lines.sort(request, request.body.projectId, request.body.folderId, request.body.order),
  );

  api.post(
    "/api/v2/project/product-transfer",
    doc("Moves (or with copy, copies) a line to a folder of another project; answers the source project", {
      body: ProductTransferBody,
      response: projectAnswers,
      security,
    }),
    (request) => lines.transfer(request, request.body),
  );

  const lookup = doc("The product to add by SKU, and the staff member's projects (or project {extra}) that hold it", {
    params: ProductLookupParams,
    response: { 200: ProjectProductLookup, ...staffAnswers },
    security,
  });
  api.get("/api/projects/product/:code", lookup, (request) => lines.lookup(request, request.params.code));
  api.get("/api/projects/product/:code/:extra", lookup, (request) => lines.lookup(request, request.params.code, request.params.extra));
}
