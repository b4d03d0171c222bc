import { Form, Formik } from "formik";
import { useDeleteNote, useSaveNote, type Project, type ProjectProduct } from "@storefront/api-client/projects";
import { PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { validateProductNote } from "@storefront/validation/projects";
import { noteTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { Muted, PlainList, Row } from "./styles";
import { useEmptiedAfterSave } from "./empty-after-save";

/** A product's notes (spec 3 §3 productNotes, by SKU): each with who and when, deletable; a new note below. */
export function Notes({ project, product }: { project: Project; product: ProjectProduct }) {
  const feedback = useProjectFeedback();
  const format = useProjectFormat();
  const save = useSaveNote();
  const form = useEmptiedAfterSave<{ notes: string }>();
  const remove = useDeleteNote();
  const notes = project.productNotes.filter((note) => note.sku === product.sku);
  return (
    <>
      {notes.length === 0 ? <Muted>{noteTexts.empty}</Muted> : null}
      {notes.length > 0 ? (
        <PlainList>
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.notes}</p>
              <Row>
                <Muted>
                  {note.user} · {format.dateTime(note.modified)}
                </Muted>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { projectId: project.id, noteId: note.id },
                      { onSuccess: () => feedback.deleted(), onError: (error) => feedback.failed(formErrorMessage(error)) },
                    )
                  }
                >
                  {noteTexts.remove}
                </Button>
              </Row>
            </li>
          ))}
        </PlainList>
      ) : null}
      <Formik
        initialValues={{ notes: "" }}
        validate={validateProductNote}
        innerRef={form.innerRef}
        onSubmit={async (values, helpers) => {
          const text = values.notes;
          helpers.setStatus(undefined);
          try {
            await save.mutateAsync({ projectId: project.id, sku: product.sku, notes: text.trim() });
            feedback.updated();
            form.empty(values, helpers);
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={noteTexts.add}>
            <TextareaField name="notes" label={noteTexts.note} rows={3} characterLimit={PROJECT_LIMITS.noteMaxLength} />
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
            <Button type="submit" size="small" disabled={isSubmitting}>
              {noteTexts.add}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
