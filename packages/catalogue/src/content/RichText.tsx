import styled from "styled-components";

const Body = styled.div`
  max-width: 72ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  p,
  ul,
  ol,
  blockquote,
  table {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
  }
  h2,
  h3,
  h4 {
    margin-top: ${({ theme }) => theme.space[6]}px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space[4]}px;
    border-left: 4px solid ${({ theme }) => theme.color.brand.accent};
    color: ${({ theme }) => theme.color.text.muted};
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

/** HTML that a page loader has already sanitised (@storefront/page-kit/sanitize-html). */
export function RichText({ html }: { html: string }) {
  return <Body dangerouslySetInnerHTML={{ __html: html }} />;
}
