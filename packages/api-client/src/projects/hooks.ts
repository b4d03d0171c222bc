import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import * as api from "./api";
import { projectKeys, projectQueries } from "./queries";
import type {
  AddProductRequest,
  AttachmentUpload,
  CreateProjectBody,
  CustomerCountRequest,
  FolderRequest,
  LineEditRequest,
  NoteRequest,
  Project,
  ProjectCart,
  ProjectCustomerRequest,
  ProjectDetailsRequest,
  ProjectToCartBody,
  QuantityRequest,
  SortFoldersRequest,
  SortProductsRequest,
  StockRequest,
  TransferRequest,
  VariationRequest,
} from "./types";

type Enabled = { enabled?: boolean };

// Reads: asked only while a staff member is signed in (`enabled`), except the shared read.

export function useProject(projectId: number, options: Enabled = {}) {
  return useQuery({ ...projectQueries.detail(useApiClient(), projectId), ...options });
}

export function useProjectOutline(projectId: number, options: Enabled = {}) {
  return useQuery({ ...projectQueries.outline(useApiClient(), projectId), ...options });
}

export function useSharedProject(shareId: string, options: Enabled = {}) {
  return useQuery({ ...projectQueries.shared(useApiClient(), shareId), ...options });
}

export function useMinimalProjects(page: number, items?: number, options: Enabled = {}) {
  return useQuery({ ...projectQueries.minimal(useApiClient(), page, items), placeholderData: keepPreviousData, ...options });
}

export function useProjectPicker(options: Enabled = {}) {
  return useQuery({ ...projectQueries.picker(useApiClient()), ...options });
}

export function useProjectChangeLog(projectId: number, options: Enabled = {}) {
  return useQuery({ ...projectQueries.changeLog(useApiClient(), projectId), ...options });
}

export function useCustomerProjectCount(request: CustomerCountRequest, options: Enabled = {}) {
  return useQuery({ ...projectQueries.customerCount(useApiClient(), request), ...options });
}

export function useReferrerSearch(search: string, options: Enabled = {}) {
  return useQuery({ ...projectQueries.referrers(useApiClient(), search), ...options });
}

/** The STOCK tab's read (GET /api/stock). */
export function useStock(request: StockRequest, options: Enabled = {}) {
  return useQuery({ ...projectQueries.stock(useApiClient(), request), ...options });
}

/** The COMPETITOR_PRICE tab's read (GET /api/product/competitor-prices). */
export function useCompetitorPrices(sku: string, options: Enabled = {}) {
  return useQuery({ ...projectQueries.competitorPrices(useApiClient(), sku), ...options });
}

/**
 * A change of one project. The answer is the reloaded project (the contract's rule), which
 * replaces the cached one; then the change log (spec 3 §4: reloaded after a change, for staff),
 * the outline and the lists are invalidated.
 */
function useProjectChange<V extends { projectId: number }>(
  change: (client: ApiClient, variables: V) => Promise<Project>,
  options?: MutationOptions<Project, V>,
  more: (variables: V) => readonly QueryKey[] = () => [],
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    async (variables: V) => {
      const project = await change(client, variables);
      queryClient.setQueryData(projectKeys.detail(variables.projectId), project);
      return project;
    },
    (_project, variables) => [
      projectKeys.changeLog(variables.projectId),
      projectKeys.outline(variables.projectId),
      projectKeys.lists(),
      ...more(variables),
    ],
    options,
  );
}

export const useRenameProject = (options?: MutationOptions<Project, { projectId: number; name: string }>) =>
  useProjectChange(api.renameProject, options);
export const useSaveProjectDetails = (options?: MutationOptions<Project, ProjectDetailsRequest>) =>
  useProjectChange(api.saveProjectDetails, options);
export const useSaveProjectCustomer = (options?: MutationOptions<Project, ProjectCustomerRequest>) =>
  useProjectChange(api.saveProjectCustomer, options, () => [[...projectKeys.all, "customerCount"]]);
export const useSaveFolder = (options?: MutationOptions<Project, FolderRequest>) => useProjectChange(api.saveFolder, options);
export const useDeleteFolder = (options?: MutationOptions<Project, { projectId: number; folderId: number }>) =>
  useProjectChange((client, { projectId, folderId }) => api.deleteFolder(client, projectId, folderId), options);
export const useDuplicateFolder = (options?: MutationOptions<Project, { projectId: number; folderId: number; title?: string }>) =>
  useProjectChange(api.duplicateFolder, options);
export const useAddProduct = (options?: MutationOptions<Project, AddProductRequest>) => useProjectChange(api.addProduct, options);
export const useSetProductQuantity = (options?: MutationOptions<Project, QuantityRequest>) =>
  useProjectChange(api.setProductQuantity, options);
/** Issue 45 item 12: a line's price, warranty, installation and competitor page. */
export const useEditProductLine = (options?: MutationOptions<Project, LineEditRequest>) => useProjectChange(api.editProductLine, options);
export const useSortFolders = (options?: MutationOptions<Project, SortFoldersRequest>) => useProjectChange(api.sortFolders, options);
export const useSortProducts = (options?: MutationOptions<Project, SortProductsRequest>) => useProjectChange(api.sortProducts, options);
export const useRemoveProduct = (options?: MutationOptions<Project, { projectId: number; productCode: string }>) =>
  useProjectChange((client, { projectId, productCode }) => api.removeProduct(client, projectId, productCode), options);
export const useSaveNote = (options?: MutationOptions<Project, NoteRequest>) => useProjectChange(api.saveNote, options);
export const useDeleteNote = (options?: MutationOptions<Project, { projectId: number; noteId: number }>) =>
  useProjectChange((client, { projectId, noteId }) => api.deleteNote(client, projectId, noteId), options);
export const useSaveVariation = (options?: MutationOptions<Project, VariationRequest>) => useProjectChange(api.saveVariation, options);
export const useDeleteVariation = (options?: MutationOptions<Project, { projectId: number; variationId: number }>) =>
  useProjectChange((client, { projectId, variationId }) => api.deleteVariation(client, projectId, variationId), options);
export const useUploadAttachment = (options?: MutationOptions<Project, AttachmentUpload>) =>
  useProjectChange(api.uploadAttachment, options);
export const useDeleteAttachment = (options?: MutationOptions<Project, { projectId: number; attachmentId: number }>) =>
  useProjectChange((client, { projectId, attachmentId }) => api.deleteAttachment(client, projectId, attachmentId), options);
export const useAddComment = (options?: MutationOptions<Project, { projectId: number; comment: string }>) =>
  useProjectChange(api.addComment, options);
export const useQuoteProject = (options?: MutationOptions<Project, { projectId: number }>) =>
  useProjectChange((client, { projectId }) => api.quoteProject(client, projectId), options);
export const useEmailProject = (options?: MutationOptions<Project, { projectId: number }>) =>
  useProjectChange((client, { projectId }) => api.emailProject(client, projectId), options);
export const useLockPrice = (options?: MutationOptions<Project, { projectId: number; expiryDate?: string }>) =>
  useProjectChange(api.lockPrice, options);
export const useCancelPriceLock = (options?: MutationOptions<Project, { projectId: number }>) =>
  useProjectChange((client, { projectId }) => api.cancelPriceLock(client, projectId), options);
export const useSetSharedStatus = (options?: MutationOptions<Project, { projectId: number; sharedStatus: boolean }>) =>
  useProjectChange(api.setSharedStatus, options);

/** Moves (or copies) a line to another project: the source's answer replaces it; the target is read again. */
export function useTransferProduct(options?: MutationOptions<Project, TransferRequest & { projectId: number }>) {
  // projectId keys the cache (the source); the call's closed body is the transfer alone.
  return useProjectChange(
    (client, { projectId: _source, ...transfer }) => api.transferProduct(client, transfer),
    options,
    ({ targetProjectId }) => [projectKeys.detail(targetProjectId), projectKeys.changeLog(targetProjectId)],
  );
}

/** A new project: the lists change. */
export function useCreateProject(options?: MutationOptions<Project, CreateProjectBody>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: CreateProjectBody) => api.createProject(client, body),
    () => [projectKeys.lists()],
    options,
  );
}

/** A copy of a project (the answer is the new one): the lists change. */
export function useDuplicateProject(options?: MutationOptions<Project, { projectId: number; name?: string }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: { projectId: number; name?: string }) => api.duplicateProject(client, body),
    () => [projectKeys.lists()],
    options,
  );
}

export function useDeleteProject(options?: MutationOptions<void, { projectId: number }>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    async ({ projectId }: { projectId: number }) => {
      await api.deleteProject(client, projectId);
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
    },
    () => [projectKeys.lists()],
    options,
  );
}

/** The selected lines into the caller's cart: the cart is read again. */
export function useProjectToCart(options?: MutationOptions<ProjectCart, ProjectToCartBody>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: ProjectToCartBody) => api.projectToCart(client, body),
    () => [queryRoots.cart],
    options,
  );
}

/** The caller's cart replaced by the project's lines: the cart is read again. */
export function useProjectToAdminCart(options?: MutationOptions<ProjectCart, { projectId: number; clearDiscounts?: boolean }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: { projectId: number; clearDiscounts?: boolean }) => api.projectToAdminCart(client, body),
    () => [queryRoots.cart],
    options,
  );
}
