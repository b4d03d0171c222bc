import styled from "styled-components";

/** The side of a product's picture in a checkout list (the order summary, the swap's alternatives). */
export const THUMBNAIL_PX = 56;

const Frame = styled.div`
  width: ${THUMBNAIL_PX}px;
  height: ${THUMBNAIL_PX}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface.sunken};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** A product's picture, or its empty frame when it has none; decorative (the title beside it names the product). */
export function ProductThumbnail({ image, className }: { image: string | null | undefined; className?: string }) {
  return (
    <Frame className={className}>
      {image ? <img src={image} alt="" width={THUMBNAIL_PX} height={THUMBNAIL_PX} loading="lazy" /> : null}
    </Frame>
  );
}
