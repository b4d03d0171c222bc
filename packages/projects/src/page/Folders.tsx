import { Form, Formik } from "formik";
import { useId } from "react";
import styled from "styled-components";
import {
  useAddProduct,
  useDeleteFolder,
  useDuplicateFolder,
  useSaveFolder,
  useSortFolders,
  useSortProducts,
  type Project,
  type ProjectFolder,
} from "@storefront/api-client/projects";
import { LINE_EDIT_RIGHTS, PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { SelectField } from "@storefront/ui-kit/select-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { validateFolderTitle, validateProjectSku } from "@storefront/validation/projects";
import { isFolderSelected, toggleFolder, type ProjectSelection } from "../selection/selection";
import { attachmentTexts, folderTexts } from "../project-texts";
import { Attachments } from "./Attachments";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { ProductLine } from "./ProductLine";
import { movedFolderOrder, PRODUCT_SORTS, sortedProductOrder, type Direction, type ProductSort } from "./sort-order";
import { Card, Muted, PlainList, Row, SelectBox } from "./styles";
import { useEmptiedAfterSave } from "./empty-after-save";

const FolderHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  justify-content: space-between;
`;

/** The project's folders with their products, and a new folder (spec 3 §2). */
export function Folders({
  project,
  selection,
  onSelectionChange,
}: {
  project: Project;
  selection: ProjectSelection;
  onSelectionChange: (next: ProjectSelection) => void;
}) {
  return (
    <section aria-labelledby="folders-heading">
      <Heading level={2} looksLike={3} id="folders-heading">
        {folderTexts.heading}
      </Heading>
      {project.folders.length === 0 ? <Muted>{folderTexts.none}</Muted> : null}
      {[...project.folders]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((folder) => (
          <FolderSection key={folder.id} project={project} folder={folder} selection={selection} onSelectionChange={onSelectionChange} />
        ))}
      <Card>
        <AddFolder projectId={project.id} />
      </Card>
    </section>
  );
}

function FolderSection({
  project,
  folder,
  selection,
  onSelectionChange,
}: {
  project: Project;
  folder: ProjectFolder;
  selection: ProjectSelection;
  onSelectionChange: (next: ProjectSelection) => void;
}) {
  const id = useId();
  const feedback = useProjectFeedback();
  const rename = useSaveFolder();
  const duplicate = useDuplicateFolder();
  const remove = useDeleteFolder();
  const sortFolders = useSortFolders();
  const projectId = project.id;
  const canDelete = (project.lineEditRights & LINE_EDIT_RIGHTS.delete) !== 0;
  const products = [...folder.products].sort((a, b) => a.sortOrder - b.sortOrder);
  // Issue 45 item 12: the folder's place among the project's folders.
  const moveTo = (direction: Direction) => movedFolderOrder(project.folders, folder.id, direction);
  const move = (direction: Direction) => {
    const folders = moveTo(direction);
    if (!folders) return;
    sortFolders.mutate(
      { projectId, folders },
      { onSuccess: () => feedback.updated(), onError: (error) => feedback.failed(formErrorMessage(error)) },
    );
  };
  return (
    <Card aria-labelledby={`${id}-title`}>
      <FolderHead>
        <Row>
          <SelectBox
            type="checkbox"
            id={`${id}-select`}
            aria-label={folderTexts.select(folder.title)}
            checked={isFolderSelected(selection, folder.id)}
            onChange={(event) => onSelectionChange(toggleFolder(selection, folder, event.target.checked))}
          />
          <Heading level={3} looksLike={4} id={`${id}-title`}>
            {folder.title}
          </Heading>
        </Row>
        <Row>
          <Button
            size="small"
            variant="secondary"
            aria-label={folderTexts.moveUp(folder.title)}
            disabled={sortFolders.isPending || !moveTo("up")}
            onClick={() => move("up")}
          >
            ↑
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={folderTexts.moveDown(folder.title)}
            disabled={sortFolders.isPending || !moveTo("down")}
            onClick={() => move("down")}
          >
            ↓
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(
                { projectId, folderId: folder.id },
                { onSuccess: () => feedback.updated(), onError: (error) => feedback.failed(formErrorMessage(error)) },
              )
            }
          >
            {folderTexts.duplicate}
          </Button>
          {canDelete ? (
            <Button
              size="small"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { projectId, folderId: folder.id },
                  { onSuccess: () => feedback.deleted(), onError: (error) => feedback.failed(formErrorMessage(error)) },
                )
              }
            >
              {folderTexts.remove}
            </Button>
          ) : null}
        </Row>
      </FolderHead>
      <Formik
        initialValues={{ title: folder.title }}
        enableReinitialize
        validate={validateFolderTitle}
        onSubmit={async ({ title }, helpers) => {
          helpers.setStatus(undefined);
          try {
            await rename.mutateAsync({ projectId, folderId: folder.id, title: title.trim() });
            feedback.updated();
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={`${folderTexts.renameSubmit} ${folder.title}`}>
            <Row>
              <TextField name="title" label={folderTexts.rename} required maxLength={PROJECT_LIMITS.folderTitleMaxLength} />
              <Button type="submit" size="small" variant="secondary" disabled={isSubmitting}>
                {folderTexts.renameSubmit}
              </Button>
            </Row>
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
          </Form>
        )}
      </Formik>
      {products.length === 0 ? (
        <Muted>{folderTexts.empty}</Muted>
      ) : (
        <>
          {products.length > 1 ? <SortProducts projectId={projectId} folder={folder} /> : null}
          <PlainList aria-label={folder.title}>
            {products.map((product) => (
              <li key={product.productCode}>
                <ProductLine
                  project={project}
                  product={product}
                  siblings={products}
                  selection={selection}
                  onSelectionChange={onSelectionChange}
                />
              </li>
            ))}
          </PlainList>
        </>
      )}
      <AddProduct projectId={projectId} folder={folder} />
      <details>
        <summary>
          {folderTexts.files} ({folder.files.length})
        </summary>
        <Attachments
          projectId={projectId}
          attachments={folder.files}
          target={{ folderId: folder.id }}
          label={`${attachmentTexts.file} to ${folder.title}`}
        />
      </details>
    </Card>
  );
}

/** The folder's products in an order the staff member picks (POST /api/projects/sort-products, issue 45 item 12). */
function SortProducts({ projectId, folder }: { projectId: number; folder: ProjectFolder }) {
  const feedback = useProjectFeedback();
  const sort = useSortProducts();
  const options = PRODUCT_SORTS.map((value) => ({ value, label: folderTexts.sortBy[value] }));
  return (
    <Formik<{ sort: ProductSort }>
      initialValues={{ sort: "name" }}
      onSubmit={async (values) => {
        try {
          await sort.mutateAsync({ projectId, folderId: folder.id, order: sortedProductOrder(folder.products, values.sort) });
          feedback.updated();
        } catch (error) {
          feedback.failed(formErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={folderTexts.sortProductsSubmit(folder.title)}>
          <Row>
            <SelectField name="sort" label={folderTexts.sortProducts} options={options} />
            <Button type="submit" size="small" variant="secondary" disabled={isSubmitting}>
              {folderTexts.sortProductsSubmit(folder.title)}
            </Button>
          </Row>
        </Form>
      )}
    </Formik>
  );
}

/** A product into the folder by SKU (POST /api/projects/product); staff also add from product pages. */
function AddProduct({ projectId, folder }: { projectId: number; folder: ProjectFolder }) {
  const feedback = useProjectFeedback();
  const add = useAddProduct();
  const form = useEmptiedAfterSave<{ sku: string }>();
  return (
    <Formik
      initialValues={{ sku: "" }}
      validate={validateProjectSku}
      innerRef={form.innerRef}
      onSubmit={async (values, helpers) => {
        const { sku } = values;
        helpers.setStatus(undefined);
        try {
          await add.mutateAsync({ projectId, folderId: folder.id, sku: sku.trim() });
          feedback.updated();
          form.empty(values, helpers);
        } catch (error) {
          helpers.setStatus(formErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={`${folderTexts.addProduct} to ${folder.title}`}>
          <Row>
            <TextField name="sku" label={folderTexts.sku} required autoComplete="off" />
            <Button type="submit" size="small" disabled={isSubmitting}>
              {folderTexts.addProduct}
            </Button>
          </Row>
          {typeof status === "string" ? <Alert>{status}</Alert> : null}
        </Form>
      )}
    </Formik>
  );
}

/** A new folder (POST /api/v2/project/folder). */
export function AddFolder({ projectId }: { projectId: number }) {
  const feedback = useProjectFeedback();
  const save = useSaveFolder();
  const form = useEmptiedAfterSave<{ title: string }>();
  return (
    <Formik
      initialValues={{ title: "" }}
      validate={validateFolderTitle}
      innerRef={form.innerRef}
      onSubmit={async (values, helpers) => {
        const { title } = values;
        helpers.setStatus(undefined);
        try {
          await save.mutateAsync({ projectId, title: title.trim() });
          feedback.updated();
          form.empty(values, helpers);
        } catch (error) {
          helpers.setStatus(formErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={folderTexts.addFolder}>
          <Row>
            <TextField name="title" label={folderTexts.newFolder} required maxLength={PROJECT_LIMITS.folderTitleMaxLength} />
            <Button type="submit" size="small" disabled={isSubmitting}>
              {folderTexts.addFolder}
            </Button>
          </Row>
          {typeof status === "string" ? <Alert>{status}</Alert> : null}
        </Form>
      )}
    </Formik>
  );
}
