import { useQuery, type QueryKey } from "@tanstack/react-query";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import type { Cart } from "../cart/types";
import {
  addProjectComment,
  addProjectProduct,
  cancelProjectPriceLock,
  createFolder,
  createProject,
  deleteAttachment,
  deleteProductNote,
  deleteProductVariation,
  deleteProject,
  deleteProjectProduct,
  duplicateFolder,
  duplicateProject,
  emailProject,
  lockProjectPrice,
  projectToAdminCart,
  projectToCart,
  renameProject,
  saveProductNote,
  saveProductVariation,
  saveProjectCustomer,
  saveProjectDetails,
  saveQuote,
  setSharedProjectStatus,
  sortFolders,
  sortProjectProducts,
  transferProduct,
  uploadAttachment,
} from "./api";
import { projectKeys, projectQueries } from "./queries";
import type {
  AddProjectProductRequest,
  AdminCartRequest,
  AttachmentFields,
  CreateFolderRequest,
  CreateProjectRequest,
  CustomerProjectCountQuery,
  DuplicateFolderRequest,
  DuplicateProjectRequest,
  LockPriceRequest,
  ProductNoteRequest,
  ProductTransferRequest,
  ProductVariationRequest,
  Project,
  ProjectCommentRequest,
  ProjectCustomerRequest,
  ProjectDetailsRequest,
  ProjectFolder,
  ProjectToCartRequest,
  RenameProjectRequest,
  SaveQuoteRequest,
  SharedProjectStatusRequest,
  SortFoldersRequest,
  SortProductsRequest,
} from "./types";

/**
 * spec 3 §4: a change to a project reloads it and its change log; the project lists and the
 * dashboard show project data, so they are refreshed too.
 */
function changesProject(projectId: number): QueryKey[] {
  return [projectKeys.detail(projectId), projectKeys.lists(), queryRoots.dashboard];
}

const changesAnyProject = (): QueryKey[] => [projectKeys.all, queryRoots.dashboard];

export function useProject(id: number) {
  return useQuery(projectQueries.detail(useApiClient(), id));
}

export function useSharedProject(shareId: string) {
  return useQuery(projectQueries.shared(useApiClient(), shareId));
}

export function useProjectSummaries(page?: number, items?: number) {
  return useQuery(projectQueries.list(useApiClient(), page, items));
}

export function useProjectListItems() {
  return useQuery(projectQueries.listItems(useApiClient()));
}

export function useProjectNavbar() {
  return useQuery(projectQueries.navbar(useApiClient()));
}

export function useProjectOutline(id: number) {
  return useQuery(projectQueries.outline(useApiClient(), id));
}

/** spec 3 §4: the change log is for staff only: pass enabled false for others. */
export function useProjectChangeLogs(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectQueries.changeLogs(useApiClient(), id), ...options });
}

export function useReferrerSearch(search: string) {
  return useQuery(projectQueries.referrers(useApiClient(), search));
}

export function useCustomerProjectCount(query: CustomerProjectCountQuery) {
  return useQuery(projectQueries.customerCount(useApiClient(), query));
}

export function useCreateProject(options?: MutationOptions<Project, CreateProjectRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: CreateProjectRequest) => createProject(client, request), changesAnyProject, options);
}

export function useCreateFolder(options?: MutationOptions<ProjectFolder, CreateFolderRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: CreateFolderRequest) => createFolder(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useTransferProduct(options?: MutationOptions<Project, ProductTransferRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (request: ProductTransferRequest) => transferProduct(client, request),
    (_data, request) => [...changesProject(request.sourceProjectId), ...changesProject(request.targetProjectId)],
    options,
  );
}

export function useRenameProject(options?: MutationOptions<Project, RenameProjectRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: RenameProjectRequest) => renameProject(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useSaveProductNote(options?: MutationOptions<Project, ProductNoteRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ProductNoteRequest) => saveProductNote(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useDeleteProductNote(options?: MutationOptions<Project, { projectId: number; noteId: number }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ projectId, noteId }: { projectId: number; noteId: number }) => deleteProductNote(client, projectId, noteId),
    (_data, { projectId }) => changesProject(projectId),
    options,
  );
}

export function useSaveProjectDetails(options?: MutationOptions<Project, ProjectDetailsRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ProjectDetailsRequest) => saveProjectDetails(client, request), (_data, request) => changesProject(request.projectId), options);
}

/** spec 3 §4: sending an email sets projectEmailed. */
export function useEmailProject(options?: MutationOptions<Project, number>) {
  const client = useApiClient();
  return useInvalidatingMutation((projectId: number) => emailProject(client, projectId), (_data, projectId) => changesProject(projectId), options);
}

export function useSaveProjectCustomer(options?: MutationOptions<Project, ProjectCustomerRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ProjectCustomerRequest) => saveProjectCustomer(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useAddProjectComment(options?: MutationOptions<Project, ProjectCommentRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ProjectCommentRequest) => addProjectComment(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useLockProjectPrice(options?: MutationOptions<Project, LockPriceRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: LockPriceRequest) => lockProjectPrice(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useCancelProjectPriceLock(options?: MutationOptions<Project, number>) {
  const client = useApiClient();
  return useInvalidatingMutation((projectId: number) => cancelProjectPriceLock(client, projectId), (_data, projectId) => changesProject(projectId), options);
}

/** spec 3 §4: saving or deleting a variation reloads the project. */
export function useSaveProductVariation(options?: MutationOptions<Project, ProductVariationRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ProductVariationRequest) => saveProductVariation(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useDeleteProductVariation(options?: MutationOptions<Project, { projectId: number; variationId: number }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ projectId, variationId }: { projectId: number; variationId: number }) => deleteProductVariation(client, projectId, variationId),
    (_data, { projectId }) => changesProject(projectId),
    options,
  );
}

/** spec 3 §4: saving a quote marks it quoted and reloads. */
export function useSaveQuote(options?: MutationOptions<Project, SaveQuoteRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: SaveQuoteRequest) => saveQuote(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useDuplicateProject(options?: MutationOptions<Project, DuplicateProjectRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: DuplicateProjectRequest) => duplicateProject(client, request), changesAnyProject, options);
}

export function useDuplicateFolder(options?: MutationOptions<Project, DuplicateFolderRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: DuplicateFolderRequest) => duplicateFolder(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useSortFolders(options?: MutationOptions<void, SortFoldersRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (request: SortFoldersRequest) => sortFolders(client, request),
    (_data, request) => request.projects.flatMap(({ projectId }) => changesProject(projectId)),
    options,
  );
}

export interface AttachmentUpload {
  file: Blob;
  fileName: string;
  fields: AttachmentFields;
}

export function useUploadAttachment(options?: MutationOptions<Project, AttachmentUpload>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ file, fileName, fields }: AttachmentUpload) => uploadAttachment(client, file, fileName, fields),
    (_data, { fields }) => changesProject(fields.projectId),
    options,
  );
}

export function useDeleteAttachment(options?: MutationOptions<Project, { projectId: number; attachmentId: number }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ projectId, attachmentId }: { projectId: number; attachmentId: number }) => deleteAttachment(client, projectId, attachmentId),
    (_data, { projectId }) => changesProject(projectId),
    options,
  );
}

export function useSortProjectProducts(options?: MutationOptions<void, SortProductsRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: SortProductsRequest) => sortProjectProducts(client, request), changesAnyProject, options);
}

export function useDeleteProject(options?: MutationOptions<void, number>) {
  const client = useApiClient();
  return useInvalidatingMutation((id: number) => deleteProject(client, id), changesAnyProject, options);
}

export function useDeleteProjectProduct(options?: MutationOptions<void, { projectId: number; code: string }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ projectId, code }: { projectId: number; code: string }) => deleteProjectProduct(client, projectId, code),
    (_data, { projectId }) => changesProject(projectId),
    options,
  );
}

export function useAddProjectProduct(options?: MutationOptions<Project, AddProjectProductRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: AddProjectProductRequest) => addProjectProduct(client, request), (_data, request) => changesProject(request.projectId), options);
}

export function useProjectToCart(options?: MutationOptions<Cart, ProjectToCartRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ProjectToCartRequest) => projectToCart(client, request), () => [queryRoots.cart, queryRoots.checkout], options);
}

export function useProjectToAdminCart(options?: MutationOptions<Cart, AdminCartRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: AdminCartRequest) => projectToAdminCart(client, request), () => [queryRoots.cart, queryRoots.checkout], options);
}

export function useSetSharedProjectStatus(options?: MutationOptions<Project, SharedProjectStatusRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (request: SharedProjectStatusRequest) => setSharedProjectStatus(client, request),
    (_data, request) => changesProject(request.projectId),
    options,
  );
}
