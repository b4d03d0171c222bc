import { useState } from "react";
import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import type { ProductImage } from "@storefront/api-client/product";
import { Ribbon } from "@storefront/ui-kit/ribbon";
import type { Ribbon as RibbonData } from "@storefront/api-client/product";

/** The main image's drawn size (the API's medium product image, spec 1 §3: 350x380). */
const MAIN = { width: 350, height: 380 };
const THUMB = { width: 150, height: 150 };

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Main = styled.figure`
  position: relative;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.sunken};

  img {
    display: block;
    width: 100%;
    max-width: 520px;
    height: auto;
    margin: 0 auto;
  }
`;

const Ribbons = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]}px;
  left: ${({ theme }) => theme.space[3]}px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A thumbnail: the kit's icon button, square, framed in the action colour while its image shows. */
const Thumb = styled(Button)<{ $active: boolean }>`
  width: 72px;
  height: 72px;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.color.action.primary : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** The product's images: one large, the others as thumbnails that swap it (issue 7 item 3). */
export function Gallery({ images, title, ribbons }: { images: readonly ProductImage[]; title: string; ribbons: readonly RibbonData[] }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <Frame>
      <Main>
        {current ? (
          <img src={current.url} alt={current.alt || title} width={MAIN.width} height={MAIN.height} fetchPriority="high" decoding="async" />
        ) : null}
        {ribbons.length ? (
          <Ribbons>
            {ribbons.map((ribbon, ribbonIndex) => (
              <Ribbon key={`${ribbon.type}-${ribbonIndex}`} type={ribbon.type}>
                {ribbon.text}
              </Ribbon>
            ))}
          </Ribbons>
        ) : null}
      </Main>
      {images.length > 1 ? (
        <Thumbs aria-label="Product images">
          {images.map((image, imageIndex) => (
            <li key={image.url}>
              <Thumb
                variant="icon"
                $active={imageIndex === index}
                aria-pressed={imageIndex === index}
                aria-label={`Show image ${imageIndex + 1} of ${images.length}`}
                onClick={() => setIndex(imageIndex)}
              >
                <img src={image.thumbUrl} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Frame>
  );
}
