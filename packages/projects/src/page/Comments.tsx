import { Form, Formik } from "formik";
import { useAddComment, type Project } from "@storefront/api-client/projects";
import { PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { validateProjectComment } from "@storefront/validation/projects";
import { commentTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { Card, Muted, PlainList } from "./styles";
import { useEmptiedAfterSave } from "./empty-after-save";

/** Staff comments (spec 3 §3 staffComments; POST /api/v2/project/comment). */
export function Comments({ project }: { project: Project }) {
  const feedback = useProjectFeedback();
  const format = useProjectFormat();
  const add = useAddComment();
  const form = useEmptiedAfterSave<{ comment: string }>();
  return (
    <Card aria-labelledby="comments-heading">
      <Heading level={2} looksLike={3} id="comments-heading">
        {commentTexts.heading}
      </Heading>
      {project.staffComments.length === 0 ? (
        <Muted>{commentTexts.empty}</Muted>
      ) : (
        <PlainList aria-label={commentTexts.heading}>
          {project.staffComments.map((comment) => (
            <li key={comment.id}>
              <p>{comment.message}</p>
              <Muted>
                {comment.user} · {format.dateTime(comment.created)}
              </Muted>
            </li>
          ))}
        </PlainList>
      )}
      <Formik
        initialValues={{ comment: "" }}
        validate={validateProjectComment}
        innerRef={form.innerRef}
        onSubmit={async (values, helpers) => {
          const { comment } = values;
          helpers.setStatus(undefined);
          try {
            await add.mutateAsync({ projectId: project.id, comment: comment.trim() });
            feedback.updated();
            form.empty(values, helpers);
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={commentTexts.add}>
            <TextareaField name="comment" label={commentTexts.comment} rows={3} characterLimit={PROJECT_LIMITS.commentMaxLength} />
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
            <Button type="submit" size="small" disabled={isSubmitting}>
              {commentTexts.add}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
