import { BRAND_HEADER } from "@storefront/api-client/http";

/**
 * A staff member's attachment download: GET /api/v2/project/attachment/{id} needs the bearer token,
 * which a plain link cannot send, so the file is fetched and handed to the browser as a download.
 * (A shared reader's links carry the shareId and are plain links.)
 */
export async function downloadAttachment(
  { url, fileName }: { url: string; fileName: string },
  { token, brand }: { token: string | null; brand: string },
): Promise<void> {
  const headers: Record<string, string> = { [BRAND_HEADER]: brand };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers, credentials: "same-origin" });
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  saveFile({ blob: await response.blob(), fileName });
}

/** Hands a fetched file to the browser as a download (attachments, the dashboard's CSV export). */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
