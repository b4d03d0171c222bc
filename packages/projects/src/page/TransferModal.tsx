import { Form, Formik, useFormikContext } from "formik";
import { useEffect } from "react";
import {
  useProjectOutline,
  useProjectPicker,
  useTransferProduct,
  type Project,
  type ProjectProduct,
} from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, PROJECT_TOASTS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { Loader } from "@storefront/ui-kit/loader";
import { Modal } from "@storefront/ui-kit/modal";
import { SelectField } from "@storefront/ui-kit/select-field";
import { useToast } from "@storefront/ui-kit/toast";
import { validateProductTransfer } from "@storefront/validation/projects";
import { pageTexts, transferTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { Muted, Row } from "./styles";

interface TransferValues {
  targetProjectId: string;
  targetFolderId: string;
  copy: boolean;
}

/** The target's folders, from its outline (spec 3 §3 product-transfer state: sourceProjectId, product, projectOutline). */
function TargetFolder() {
  const { values } = useFormikContext<TransferValues>();
  const targetId = Number(values.targetProjectId);
  const outline = useProjectOutline(targetId, { enabled: targetId > 0 });
  const toast = useToast();
  const failed = outline.isError;
  useEffect(() => {
    if (failed) toast.error(PROJECT_TOASTS.outlineFailed);
  }, [failed, toast]);
  if (!targetId) return null;
  if (outline.isPending) return <Loader label={transferTexts.loading} size="small" />;
  // spec 3 §2, §8: the outline failure's alert.
  if (failed) return <Alert>{PROJECT_TOASTS.outlineFailedAlert}</Alert>;
  const options = [
    { value: "", label: transferTexts.firstFolder },
    ...outline.data.folders.map((folder) => ({ value: String(folder.id), label: `${folder.title} (${folder.productCount})` })),
  ];
  return <SelectField name="targetFolderId" label={transferTexts.folder} options={options} />;
}

/** Moves (or copies) a product line to another of the staff member's projects. */
export function TransferModal({
  open,
  onClose,
  project,
  product,
}: {
  open: boolean;
  onClose: () => void;
  project: Project;
  product: ProjectProduct;
}) {
  const feedback = useProjectFeedback();
  const picker = useProjectPicker({ enabled: open });
  const transfer = useTransferProduct();
  const targets = (picker.data?.items ?? []).filter((item) => item.id !== project.id);
  return (
    <Formik<TransferValues>
      initialValues={{ targetProjectId: "", targetFolderId: "", copy: false }}
      validate={validateProductTransfer}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await transfer.mutateAsync({
            projectId: project.id,
            sourceProjectId: project.id,
            productCode: product.productCode,
            targetProjectId: Number(values.targetProjectId),
            ...(values.targetFolderId ? { targetFolderId: Number(values.targetFolderId) } : {}),
            copy: values.copy,
          });
          feedback.updated();
          helpers.resetForm();
          onClose();
        } catch (error) {
          helpers.setStatus(formErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting, status, submitForm, resetForm }) => (
        <Modal
          open={open}
          title={transferTexts.title(product.title)}
          onClose={() => {
            resetForm();
            onClose();
          }}
          footer={
            <Row>
              <Button
                variant="secondary"
                onClick={() => {
                  resetForm();
                  onClose();
                }}
              >
                {pageTexts.cancel}
              </Button>
              <Button disabled={isSubmitting || targets.length === 0} onClick={() => void submitForm()}>
                {transferTexts.submit}
              </Button>
            </Row>
          }
        >
          {picker.isPending ? <Loader label={transferTexts.loading} showLabel size="small" /> : null}
          {picker.isError ? <Alert>{PROJECT_ERROR_MESSAGES.projectList}</Alert> : null}
          {picker.data && targets.length === 0 ? <Muted>{transferTexts.none}</Muted> : null}
          {targets.length > 0 ? (
            <Form noValidate aria-label={transferTexts.submit}>
              <SelectField
                name="targetProjectId"
                label={transferTexts.project}
                placeholder={transferTexts.pick}
                options={targets.map((item) => ({ value: String(item.id), label: `${item.name} (${item.projectRef})` }))}
                required
              />
              <TargetFolder />
              <CheckboxField name="copy" label={transferTexts.copy} />
            </Form>
          ) : null}
          {typeof status === "string" ? <Alert>{status}</Alert> : null}
        </Modal>
      )}
    </Formik>
  );
}
