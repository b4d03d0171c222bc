import { useId, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { useDeleteAttachment, useUploadAttachment, type ProjectAttachment } from "@storefront/api-client/projects";
import { ATTACHMENT_TYPES, PROJECT_LIMITS, PROJECT_MESSAGES } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { selectAccessToken, useSessionStore } from "@storefront/page-kit/session";
import { useBrand } from "@storefront/ui-kit/brand";
import { target } from "@storefront/ui-kit/theme";
import { attachmentTexts } from "../project-texts";
import { downloadAttachment } from "./attachment-download";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { Muted, PlainList, Row } from "./styles";

/** The accept list of the file input: the contract's types and their extensions. */
const ACCEPT = Object.entries(ATTACHMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

/**
 * What is wrong with a chosen file before it is sent, with the API's own messages (the contract's
 * limits: 10 MB, the listed types); null when it may go.
 */
export function attachmentProblem(file: Pick<File, "size" | "type" | "name"> | undefined): string | null {
  if (!file) return PROJECT_MESSAGES.attachmentMissing;
  if (file.size > PROJECT_LIMITS.attachmentMaxBytes) return PROJECT_MESSAGES.attachmentTooLarge;
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? "";
  const knownType = file.type in ATTACHMENT_TYPES;
  const knownExtension = Object.values(ATTACHMENT_TYPES).some((extensions) => (extensions as readonly string[]).includes(extension));
  return knownType || (!file.type && knownExtension) ? null : PROJECT_MESSAGES.attachmentType;
}

const FileLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The browser's file chooser, a target of at least the minimum size that stays inside a phone's width. */
const FileInput = styled.input`
  min-height: ${target("minimum")};
  max-width: 100%;
`;

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Attachments of a line, a folder or the project: download links; for staff delete and a
 * multipart upload whose size and type are checked first (messages in role="alert").
 */
export function Attachments({
  projectId,
  attachments,
  target,
  readOnly = false,
  label = attachmentTexts.file,
}: {
  projectId?: number;
  attachments: readonly ProjectAttachment[];
  target?: { productCode?: string; folderId?: number };
  readOnly?: boolean;
  label?: string;
}) {
  const id = useId();
  const feedback = useProjectFeedback();
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const token = useSessionStore(selectAccessToken);
  const { id: brand } = useBrand();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (projectId === undefined) return;
    const file = input.current?.files?.[0];
    const found = attachmentProblem(file);
    setProblem(found);
    if (found || !file) return;
    try {
      await upload.mutateAsync({ projectId, file, ...target });
      feedback.updated();
      if (input.current) input.current.value = "";
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  };

  return (
    <>
      {attachments.length === 0 ? <Muted>{attachmentTexts.empty}</Muted> : null}
      {attachments.length > 0 ? (
        <PlainList>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <Row>
                {readOnly ? (
                  <a href={attachment.url} download={attachment.fileName}>
                    {attachment.fileName}
                  </a>
                ) : (
                  <Button
                    size="small"
                    variant="link"
                    aria-label={attachmentTexts.download(attachment.fileName)}
                    onClick={() => void downloadAttachment(attachment, { token, brand }).catch(() => feedback.failed())}
                  >
                    {attachment.fileName}
                  </Button>
                )}
                <Muted>{size(attachment.size)}</Muted>
                {readOnly || projectId === undefined ? null : (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={remove.isPending}
                    aria-label={attachmentTexts.remove(attachment.fileName)}
                    onClick={() =>
                      remove.mutate(
                        { projectId, attachmentId: attachment.id },
                        { onSuccess: () => feedback.deleted(), onError: (error) => feedback.failed(formErrorMessage(error)) },
                      )
                    }
                  >
                    Delete
                  </Button>
                )}
              </Row>
            </li>
          ))}
        </PlainList>
      ) : null}
      {readOnly || projectId === undefined ? null : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FileLabel htmlFor={`${id}-file`}>{label}</FileLabel>
          <Muted id={`${id}-hint`}>{attachmentTexts.hint}</Muted>
          <Row>
            <FileInput
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={ACCEPT}
              aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
              aria-invalid={problem ? true : undefined}
              onChange={() => setProblem(null)}
            />
            <Button type="submit" size="small" disabled={upload.isPending}>
              {upload.isPending ? attachmentTexts.uploading : attachmentTexts.upload}
            </Button>
          </Row>
          {problem ? <Alert id={`${id}-problem`}>{problem}</Alert> : null}
        </form>
      )}
    </>
  );
}
