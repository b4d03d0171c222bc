import { Form, Formik } from "formik";
import { useState } from "react";
import {
  useCancelPriceLock,
  useEmailProject,
  useLockPrice,
  useProjectToAdminCart,
  useProjectToCart,
  useQuoteProject,
  useSaveProjectDetails,
  useSetSharedStatus,
  type Project,
  type ProjectCart,
} from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, QUOTE_STATUSES, type QuoteStatus } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { Heading } from "@storefront/ui-kit/heading";
import { SelectField } from "@storefront/ui-kit/select-field";
import { TextField } from "@storefront/ui-kit/text-field";
import type { ProjectSelection } from "../selection/selection";
import { SHARE_ID_PARAM } from "../access/useProjectAccess";
import { PROJECT_PATH } from "../route-list";
import { pageTexts, quoteTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { Card, FieldGrid, Muted, Row } from "./styles";

const statusOptions = QUOTE_STATUSES.map((status) => ({ value: status, label: status }));

/** The shared link a customer opens without logging in (spec 3 §2). */
export function sharedLink(shareId: string, origin = typeof window === "undefined" ? "" : window.location.origin): string {
  return `${origin}${PROJECT_PATH}?${SHARE_ID_PARAM}=${encodeURIComponent(shareId)}`;
}

/** Quote status, quote, email, sharing (spec 3 §4) and the cart actions of the selection. */
export function QuotePanel({ project, selection }: { project: Project; selection: ProjectSelection }) {
  const feedback = useProjectFeedback();
  const details = useSaveProjectDetails();
  const quote = useQuoteProject();
  const email = useEmailProject();
  const share = useSetSharedStatus();
  const projectId = project.id;

  return (
    <Card aria-labelledby="quote-heading">
      <Heading level={2} looksLike={3} id="quote-heading">
        {quoteTexts.heading}
      </Heading>
      <Formik
        initialValues={{ quoteStatus: project.quoteStatus as QuoteStatus }}
        enableReinitialize
        onSubmit={async ({ quoteStatus }) => {
          try {
            await details.mutateAsync({ projectId, quoteStatus });
            feedback.updated();
          } catch (error) {
            feedback.failed(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={quoteTexts.status}>
            <Row>
              <SelectField name="quoteStatus" label={quoteTexts.status} options={statusOptions} />
              <Button type="submit" size="small" variant="secondary" disabled={isSubmitting}>
                {quoteTexts.saveStatus}
              </Button>
            </Row>
          </Form>
        )}
      </Formik>
      {project.quoteId ? <Muted>{quoteTexts.quotedAs(project.quoteId)}</Muted> : null}
      {project.projectEmailed ? <Muted>{quoteTexts.emailed}</Muted> : null}
      <Row>
        <Button
          disabled={quote.isPending}
          onClick={() =>
            quote.mutate(
              { projectId },
              { onSuccess: () => feedback.updated(), onError: (error) => feedback.failed(formErrorMessage(error)) },
            )
          }
        >
          {quoteTexts.quote}
        </Button>
        <Button
          variant="secondary"
          disabled={email.isPending}
          onClick={() =>
            email.mutate(
              { projectId },
              // spec 3 §8: 'Successfully sent'; a failure 'An error occurred sending email.'
              { onSuccess: () => feedback.sent(), onError: () => feedback.failed(PROJECT_ERROR_MESSAGES.sendingEmail) },
            )
          }
        >
          {quoteTexts.email}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={project.sharedStatus}
          disabled={share.isPending}
          onClick={() =>
            share.mutate(
              { projectId, sharedStatus: !project.sharedStatus },
              { onSuccess: () => feedback.updated(), onError: () => feedback.failed(PROJECT_ERROR_MESSAGES.sharedStatus) },
            )
          }
        >
          {quoteTexts.shared}
        </Button>
      </Row>
      {project.sharedStatus ? (
        <p>
          {quoteTexts.shareLink}: <a href={sharedLink(project.shareId)}>{sharedLink(project.shareId)}</a>
        </p>
      ) : null}
      <PriceLockControls project={project} />
      <CartActions project={project} selection={selection} />
    </Card>
  );
}

/** Lock, change the expiry, or cancel (spec 3 §4); failures are error toasts with the spec's texts. */
function PriceLockControls({ project }: { project: Project }) {
  const feedback = useProjectFeedback();
  const format = useProjectFormat();
  const lock = useLockPrice();
  const cancel = useCancelPriceLock();
  const { priceLock } = project;
  const locked = Boolean(priceLock?.active);
  return (
    <section aria-labelledby="price-lock-heading">
      <Heading level={3} looksLike={5} id="price-lock-heading">
        {quoteTexts.lockHeading}
      </Heading>
      <p role="status">
        {priceLock === null
          ? quoteTexts.notLocked
          : priceLock.active
            ? quoteTexts.lockedUntil(format.date(priceLock.expiryDate))
            : quoteTexts.lockExpired(format.date(priceLock.expiryDate))}
      </p>
      <Formik
        initialValues={{ expiryDate: locked && priceLock ? priceLock.expiryDate.slice(0, 10) : "" }}
        enableReinitialize
        onSubmit={async ({ expiryDate }) => {
          try {
            await lock.mutateAsync({ projectId: project.id, ...(expiryDate ? { expiryDate } : {}) });
            feedback.updated();
          } catch {
            feedback.failed(PROJECT_ERROR_MESSAGES.locking);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={quoteTexts.lockHeading}>
            <Row>
              <TextField name="expiryDate" type="date" label={quoteTexts.expiry} />
              <Button type="submit" size="small" disabled={isSubmitting}>
                {locked ? quoteTexts.changeExpiry : quoteTexts.lock}
              </Button>
              {priceLock ? (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(
                      { projectId: project.id },
                      { onSuccess: () => feedback.updated(), onError: () => feedback.failed(PROJECT_ERROR_MESSAGES.cancellingLock) },
                    )
                  }
                >
                  {quoteTexts.cancelLock}
                </Button>
              ) : null}
            </Row>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** The selection into the cart (POST /api/projects/cart), or the whole project as the admin cart. */
function CartActions({ project, selection }: { project: Project; selection: ProjectSelection }) {
  const feedback = useProjectFeedback();
  const toCart = useProjectToCart();
  const toAdminCart = useProjectToAdminCart();
  const [answer, setAnswer] = useState<ProjectCart | null>(null);
  const nothing = selection.productCodes.length === 0 && selection.folderIds.length === 0;
  const done = (cart: ProjectCart) => {
    setAnswer(cart);
    feedback.updated();
  };
  return (
    <section aria-labelledby="project-cart-heading">
      <Heading level={3} looksLike={5} id="project-cart-heading">
        {quoteTexts.cartHeading}
      </Heading>
      <Muted>{quoteTexts.selectedCount(selection.productCodes.length, selection.folderIds.length)}</Muted>
      <FieldGrid>
        <div>
          <Button
            disabled={nothing || toCart.isPending}
            onClick={() =>
              toCart.mutate(
                {
                  projectId: project.id,
                  selectedProductCodes: [...selection.productCodes],
                  selectedFolders: selection.folderIds.map(Number),
                },
                { onSuccess: done, onError: (error) => feedback.failed(formErrorMessage(error)) },
              )
            }
          >
            {pageTexts.toCart}
          </Button>
        </div>
        <Formik
          initialValues={{ clearDiscounts: false }}
          onSubmit={async ({ clearDiscounts }) => {
            try {
              done(await toAdminCart.mutateAsync({ projectId: project.id, clearDiscounts }));
            } catch (error) {
              feedback.failed(formErrorMessage(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={pageTexts.toAdminCart}>
              <CheckboxField name="clearDiscounts" label={pageTexts.clearDiscounts} />
              <Button type="submit" variant="secondary" disabled={isSubmitting}>
                {pageTexts.toAdminCart}
              </Button>
            </Form>
          )}
        </Formik>
      </FieldGrid>
      {answer && answer.messages.length > 0 ? (
        <Alert type="info">
          <ul>
            {answer.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
