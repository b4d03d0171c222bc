import { useQuery } from "@tanstack/react-query";
import { Form, Formik } from "formik";
import { productQueries } from "@storefront/api-client/product";
import { useEditProductLine, type LineEditRequest, type Project, type ProjectProduct } from "@storefront/api-client/projects";
import { useApiClient } from "@storefront/api-client/react";
import { LINE_EDIT_RIGHTS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { SelectField, type SelectOption } from "@storefront/ui-kit/select-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { competitorUrlMessage, quotedPriceMessage } from "@storefront/validation/quote-line";
import { quoteLineTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { Row } from "./styles";

interface QuoteLineValues {
  quotedPrice: string;
  warrantyId: string;
  installId: string;
  competitorUrl: string;
}

const valuesOf = (product: ProjectProduct): QuoteLineValues => ({
  quotedPrice: product.quotedPrice === null || product.quotedPrice === undefined ? "" : String(product.quotedPrice),
  warrantyId: product.warranty?.id ?? "",
  installId: product.install?.id ?? "",
  competitorUrl: product.competitorUrl ?? "",
});

/** The fields that changed, as the API's quote edits (an emptied field clears its edit). */
export function lineEdits(before: QuoteLineValues, after: QuoteLineValues): Omit<LineEditRequest, "projectId" | "productCode"> {
  const edits: Omit<LineEditRequest, "projectId" | "productCode"> = {};
  if (after.quotedPrice.trim() !== before.quotedPrice)
    edits.quotedPrice = after.quotedPrice.trim() === "" ? null : Number(after.quotedPrice);
  if (after.warrantyId !== before.warrantyId) edits.warrantyId = after.warrantyId || null;
  if (after.installId !== before.installId) edits.installId = after.installId || null;
  if (after.competitorUrl.trim() !== before.competitorUrl) edits.competitorUrl = after.competitorUrl.trim() || null;
  return edits;
}

/**
 * A quote line's edits (issue 45 item 12): the quoted price, the warranty and installation of the
 * product's upsell options, and a competitor's page. Each field is read-only without its quote-line
 * edit right (spec 3 §3: the project's status and price lock decide), the API refusing the same;
 * the rules are validation's, the API's too.
 */
export function QuoteLineForm({ project, product }: { project: Project; product: ProjectProduct }) {
  const api = useApiClient();
  const feedback = useProjectFeedback();
  const format = useProjectFormat(project.currency);
  const edit = useEditProductLine();
  const upsell = useQuery(productQueries.upsell(api, product.sku));
  const rights = project.lineEditRights;
  const can = (right: number) => (rights & right) !== 0;
  const anyRight = [
    LINE_EDIT_RIGHTS.price,
    LINE_EDIT_RIGHTS.warranty,
    LINE_EDIT_RIGHTS.install,
    LINE_EDIT_RIGHTS.competitorUrlValidation,
  ].some(can);
  const choices = (type: "warranty" | "installation", chosen: ProjectProduct["warranty"]): SelectOption[] => {
    const offered = (upsell.data?.options ?? []).filter((option) => option.type === type);
    const options = offered.map((option) => ({ value: option.id, label: `${option.title} (${format.money(option.price)})` }));
    // The chosen option stays listed while the product's options load.
    if (chosen && !options.some((option) => option.value === chosen.id))
      options.push({ value: chosen.id, label: `${chosen.name} (${format.money(chosen.price)})` });
    return [{ value: "", label: quoteLineTexts.none }, ...options];
  };
  const initial = valuesOf(product);

  return (
    <Formik<QuoteLineValues>
      initialValues={initial}
      enableReinitialize
      validate={(values) => {
        const errors: Partial<Record<keyof QuoteLineValues, string>> = {};
        const price = values.quotedPrice.trim();
        const priceProblem = price === "" ? undefined : quotedPriceMessage(Number(price));
        if (priceProblem) errors.quotedPrice = priceProblem;
        const urlProblem = values.competitorUrl.trim() === "" ? undefined : competitorUrlMessage(values.competitorUrl);
        if (urlProblem) errors.competitorUrl = urlProblem;
        return errors;
      }}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const edits = lineEdits(initial, values);
        if (Object.keys(edits).length === 0) return;
        try {
          await edit.mutateAsync({ projectId: project.id, productCode: product.productCode, ...edits });
          feedback.updated();
        } catch (error) {
          helpers.setStatus(formErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={quoteLineTexts.form(product.title)}>
          <TextField
            name="quotedPrice"
            label={quoteLineTexts.quotedPrice}
            hint={quoteLineTexts.quotedPriceHint}
            inputMode="decimal"
            disabled={!can(LINE_EDIT_RIGHTS.price)}
          />
          <Row>
            <SelectField
              name="warrantyId"
              label={quoteLineTexts.warranty}
              options={choices("warranty", product.warranty)}
              disabled={!can(LINE_EDIT_RIGHTS.warranty)}
            />
            <SelectField
              name="installId"
              label={quoteLineTexts.install}
              options={choices("installation", product.install)}
              disabled={!can(LINE_EDIT_RIGHTS.install)}
            />
          </Row>
          <TextField
            name="competitorUrl"
            type="url"
            label={quoteLineTexts.competitorUrl}
            hint={quoteLineTexts.competitorUrlHint}
            disabled={!can(LINE_EDIT_RIGHTS.competitorUrlValidation)}
          />
          {anyRight ? (
            <Button type="submit" size="small" variant="secondary" disabled={isSubmitting}>
              {quoteLineTexts.save}
            </Button>
          ) : (
            <p>{quoteLineTexts.notAllowed}</p>
          )}
          {typeof status === "string" ? <Alert>{status}</Alert> : null}
        </Form>
      )}
    </Formik>
  );
}
