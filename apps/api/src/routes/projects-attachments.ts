import multipart from "@fastify/multipart";
import { errorAnswers, MessageAnswer, Type } from "@storefront/api-contract/common";
import { AttachmentDownloadQuery, AttachmentParams, DeleteAttachmentQuery, PROJECT_LIMITS } from "@storefront/api-contract/projects";
import type { FastifyInstance } from "fastify";
import { documented, typed } from "../http/schemas";
import type { ProjectServiceSet } from "../projects/services";
import { projectAnswers } from "./projects";

const doc = documented("projects");
const security = [{ bearer: [] }];

/**
 * Project attachments (issue 15): a multipart upload of one file (10 MB, the types of
 * ATTACHMENT_TYPES checked by extension and first bytes), kept on disk; delete; download for staff
 * or a shared reader. The multipart parser exists in this scope only, so no other call takes a
 * multipart body. A cross-site form could post multipart, but it cannot carry the bearer token
 * this call needs, and the forgery guard still refuses a foreign Origin.
 */
export async function registerProjectAttachmentRoutes(app: FastifyInstance, { attachments }: ProjectServiceSet): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PROJECT_LIMITS.attachmentMaxBytes, files: 1, fields: 5, fieldSize: 100, parts: 6, headerPairs: 50 },
    });
    typed(scope).post(
      "/api/v2/project/attachment",
      doc("Attaches one file (multipart/form-data: projectId, productCode or folderId, file) to the project, a folder or a line", {
        consumes: ["multipart/form-data"],
        response: projectAnswers,
        security,
      }),
      (request) => attachments.upload(request),
    );
  });

  const api = typed(app);
  api.delete(
    "/api/v2/project/attachment",
    doc("Deletes an attachment and its file", { querystring: DeleteAttachmentQuery, response: projectAnswers, security }),
    (request) => attachments.remove(request, request.query.projectId, request.query.attachmentId),
  );

  api.get(
    "/api/v2/project/attachment/:id",
    doc("Downloads an attachment: staff with their token, or anyone with the project's shareId while it is shared", {
      params: AttachmentParams,
      querystring: AttachmentDownloadQuery,
      response: { 200: Type.Any({ description: "The file" }), ...errorAnswers, 401: MessageAnswer, 403: MessageAnswer },
    }),
    async (request, reply) => {
      const { row, bytes } = await attachments.download(request, request.params.id, request.query.shareId);
      return reply
        .header("content-type", row.contentType === "text/plain" ? "text/plain; charset=utf-8" : row.contentType)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );
}
