import { Form, Formik } from "formik";
import {
  useDeleteVariation,
  useSaveVariation,
  type Project,
  type ProductVariation,
  type ProjectProduct,
} from "@storefront/api-client/projects";
import { PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { TextField } from "@storefront/ui-kit/text-field";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { parseRrpOverride, validateProductVariation } from "@storefront/validation/projects";
import { variationTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { FieldGrid, Muted, PlainList, Row } from "./styles";
import { useEmptiedAfterSave } from "./empty-after-save";

/** One variation's facts. */
export function VariationFacts({ variation, currency }: { variation: ProductVariation; currency: string }) {
  const format = useProjectFormat(currency);
  return (
    <p>
      {variation.brand}
      {variation.variationSku ? ` · ${variation.variationSku}` : ""}
      {variation.rrpOverride !== null ? ` · ${variationTexts.rrpOverride} ${format.money(variation.rrpOverride)}` : ""}
      {variation.comments ? ` · ${variation.comments}` : ""}
    </p>
  );
}

/**
 * A product's variations (spec 3 §3 productVariations): saving or deleting one answers the
 * reloaded project (spec 3 §4), which replaces the page's.
 */
export function Variations({ project, product }: { project: Project; product: ProjectProduct }) {
  const feedback = useProjectFeedback();
  const save = useSaveVariation();
  const form = useEmptiedAfterSave<{ brand: string; variationSku: string; comments: string; rrpOverride: string }>();
  const remove = useDeleteVariation();
  const variations = project.productVariations.filter((variation) => variation.productCode === product.productCode);
  return (
    <>
      {variations.length === 0 ? <Muted>{variationTexts.empty}</Muted> : null}
      {variations.length > 0 ? (
        <PlainList>
          {variations.map((variation) => (
            <li key={variation.id}>
              <Row>
                <VariationFacts variation={variation} currency={project.currency} />
                <Button
                  size="small"
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { projectId: project.id, variationId: variation.id },
                      { onSuccess: () => feedback.deleted(), onError: (error) => feedback.failed(formErrorMessage(error)) },
                    )
                  }
                >
                  {variationTexts.remove}
                </Button>
              </Row>
            </li>
          ))}
        </PlainList>
      ) : null}
      <Formik
        initialValues={{ brand: product.brand, variationSku: "", comments: "", rrpOverride: "" }}
        validate={validateProductVariation}
        innerRef={form.innerRef}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await save.mutateAsync({
              projectId: project.id,
              productCode: product.productCode,
              brand: values.brand.trim(),
              variationSku: values.variationSku.trim() || null,
              comments: values.comments.trim(),
              rrpOverride: parseRrpOverride(values.rrpOverride),
            });
            feedback.updated();
            form.empty(values, helpers);
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={variationTexts.save}>
            <FieldGrid>
              <TextField name="brand" label={variationTexts.brand} required />
              <TextField name="variationSku" label={variationTexts.sku} />
              <TextField name="rrpOverride" label={variationTexts.rrpOverride} type="number" min={0} step="0.01" inputMode="decimal" />
            </FieldGrid>
            <TextareaField
              name="comments"
              label={variationTexts.comments}
              rows={2}
              characterLimit={PROJECT_LIMITS.variationCommentsMaxLength}
            />
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
            <Button type="submit" size="small" disabled={isSubmitting}>
              {variationTexts.save}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
