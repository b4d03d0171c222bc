import type { ReactNode } from "react";
import styled from "styled-components";
import type { ContentEntry } from "@storefront/api-client/content";
import { Card, CardLink, Muted } from "../page/layout";

/** The content service's banner images are drawn at 1200x630. */
export const CONTENT_IMAGE = { width: 1200, height: 630 };

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;

export function contentImage(entry: Pick<ContentEntry, "details">): string | undefined {
  const image = entry.details.image;
  return typeof image === "string" ? image : undefined;
}

/** A recipe, post, catalogue or inspiration in a list: image, title, summary and a line of facts. */
export function ContentCard({ entry, facts, headingLevel = 2 }: { entry: ContentEntry; facts?: ReactNode; headingLevel?: 2 | 3 }) {
  const image = contentImage(entry);
  const Heading = `h${headingLevel}` as "h2";
  return (
    <Card>
      {image ? (
        <Image src={image} alt="" width={CONTENT_IMAGE.width} height={CONTENT_IMAGE.height} loading="lazy" decoding="async" />
      ) : null}
      <Heading>
        <CardLink href={entry.uri}>{entry.title}</CardLink>
      </Heading>
      <Summary>{entry.summary}</Summary>
      {facts ? <Muted>{facts}</Muted> : null}
    </Card>
  );
}
