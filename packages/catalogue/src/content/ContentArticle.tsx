import type { ReactNode } from "react";
import styled from "styled-components";
import type { ContentEntry } from "@storefront/api-client/content";
import { Lead, Muted, PageHeader } from "../page/layout";
import { contentImage, CONTENT_IMAGE } from "./ContentCard";
import { RichText } from "./RichText";

const Hero = styled.img`
  display: block;
  width: 100%;
  max-width: 960px;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

/** A recipe, post, catalogue or inspiration: title, summary, facts, banner image, sanitised body, then more. */
export function ContentArticle({
  entry,
  html,
  facts,
  children,
}: {
  entry: ContentEntry;
  html: string;
  facts?: ReactNode;
  children?: ReactNode;
}) {
  const image = contentImage(entry);
  return (
    <article aria-labelledby="content-title">
      <PageHeader>
        <h1 id="content-title">{entry.title}</h1>
        <Lead>{entry.summary}</Lead>
        {facts ? <Muted>{facts}</Muted> : null}
      </PageHeader>
      {image ? <Hero src={image} alt="" width={CONTENT_IMAGE.width} height={CONTENT_IMAGE.height} fetchPriority="high" /> : null}
      <RichText html={html} />
      {children}
    </article>
  );
}
