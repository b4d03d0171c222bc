import { Form, Formik } from "formik";
import { useId, useState } from "react";
import styled from "styled-components";
import {
  useRemoveProduct,
  useSetProductQuantity,
  useSortProducts,
  type Project,
  type ProjectProduct,
} from "@storefront/api-client/projects";
import { LINE_EDIT_RIGHTS, PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { validateProjectQuantity } from "@storefront/validation/projects";
import { isProductSelected, toggleProduct, type ProjectSelection } from "../selection/selection";
import { productTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { ProductTabs } from "./ProductTabs";
import { QuoteLineForm } from "./QuoteLineForm";
import { movedProductOrder, type Direction } from "./sort-order";
import { Muted, Row, SelectBox } from "./styles";
import { TransferModal } from "./TransferModal";

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Actions = styled(Row)`
  grid-column: 1 / -1;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-column: auto;
    justify-content: flex-end;
  }
`;

/**
 * A product of a folder: its selection, place in the folder, quantity, quote edits (issue 45 item
 * 12), removal, transfer and its tabs (spec 3 §2).
 */
export function ProductLine({
  project,
  product,
  siblings,
  selection,
  onSelectionChange,
}: {
  project: Project;
  product: ProjectProduct;
  /** The folder's products, for moving this one up or down. */
  siblings: readonly ProjectProduct[];
  selection: ProjectSelection;
  onSelectionChange: (next: ProjectSelection) => void;
}) {
  const id = useId();
  const format = useProjectFormat(project.currency);
  const feedback = useProjectFeedback();
  const quantity = useSetProductQuantity();
  const remove = useRemoveProduct();
  const sort = useSortProducts();
  const [moving, setMoving] = useState(false);
  const move = (direction: Direction) => {
    const order = movedProductOrder(siblings, product.productCode, direction);
    if (!order) return;
    sort.mutate(
      { projectId: project.id, folderId: product.folderId, order },
      { onSuccess: () => feedback.updated(), onError: (error) => feedback.failed(formErrorMessage(error)) },
    );
  };
  const position = siblings.findIndex((sibling) => sibling.productCode === product.productCode);
  const rights = project.lineEditRights;
  const projectId = project.id;
  return (
    <article aria-labelledby={`${id}-title`}>
      <Head>
        <SelectBox
          type="checkbox"
          aria-label={productTexts.select(product.title)}
          checked={isProductSelected(selection, product.productCode)}
          onChange={(event) => onSelectionChange(toggleProduct(selection, product.productCode, event.target.checked))}
        />
        <div>
          <Heading level={4} looksLike={5} id={`${id}-title`}>
            {product.title}
          </Heading>
          <Muted>
            {product.brand} · {product.sku} · {format.money(product.price)}
            {product.available ? "" : ` · ${productTexts.unavailable}`}
          </Muted>
        </div>
        <Actions>
          <Button
            size="small"
            variant="secondary"
            aria-label={productTexts.moveUp(product.title)}
            disabled={sort.isPending || position <= 0}
            onClick={() => move("up")}
          >
            ↑
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={productTexts.moveDown(product.title)}
            disabled={sort.isPending || position < 0 || position >= siblings.length - 1}
            onClick={() => move("down")}
          >
            ↓
          </Button>
          <Button size="small" variant="secondary" onClick={() => setMoving(true)}>
            {productTexts.transfer}
          </Button>
          {rights & LINE_EDIT_RIGHTS.delete ? (
            <Button
              size="small"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { projectId, productCode: product.productCode },
                  { onSuccess: () => feedback.deleted(), onError: (error) => feedback.failed(formErrorMessage(error)) },
                )
              }
            >
              {productTexts.remove}
            </Button>
          ) : null}
        </Actions>
      </Head>
      <Formik
        initialValues={{ quantity: String(product.quantity) }}
        enableReinitialize
        validate={validateProjectQuantity}
        onSubmit={async ({ quantity: value }) => {
          try {
            await quantity.mutateAsync({ projectId, productCode: product.productCode, quantity: Number(value) });
            feedback.updated();
          } catch (error) {
            feedback.failed(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={`${productTexts.quantity} ${product.title}`}>
            <Row>
              <TextField
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={PROJECT_LIMITS.maxQuantity}
                label={productTexts.quantity}
                disabled={(rights & LINE_EDIT_RIGHTS.quantity) === 0}
              />
              {rights & LINE_EDIT_RIGHTS.quantity ? (
                <Button type="submit" size="small" variant="secondary" disabled={isSubmitting}>
                  {productTexts.saveQuantity}
                </Button>
              ) : null}
            </Row>
          </Form>
        )}
      </Formik>
      <QuoteLineForm project={project} product={product} />
      <ProductTabs project={project} product={product} />
      <TransferModal open={moving} onClose={() => setMoving(false)} project={project} product={product} />
    </article>
  );
}
