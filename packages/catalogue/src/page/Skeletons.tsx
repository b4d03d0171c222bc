import styled, { keyframes } from "styled-components";
import { up } from "@storefront/ui-kit/theme";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";

const shimmer = keyframes`
  50% { opacity: 0.55; }
`;

// Shown only after a short pause, so quick navigations never flash a skeleton.
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Frame = styled.div`
  animation: ${appear} 120ms ease-out 150ms both;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

export const Bone = styled.div<{ $w?: string; $h?: number; $round?: boolean }>`
  width: ${({ $w = "100%" }) => $w};
  height: ${({ $h = 16 }) => $h}px;
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme }) => theme.color.surface.sunken};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: minmax(0, 1fr);
  ${up("sm")} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${up("lg")} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

const ProductColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${up("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Aside = styled(Stack)`
  display: none;
  ${up("lg")} {
    display: flex;
  }
`;

function Busy({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Frame role="status" aria-busy="true" data-testid="page-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </Frame>
  );
}

export function CardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <Grid>
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index}>
          <Bone $h={180} />
          <Bone $w="40%" $h={12} />
          <Bone $h={18} />
          <Bone $w="60%" $h={24} />
        </Stack>
      ))}
    </Grid>
  );
}

/** A category, brand, promotion or search listing while it loads. */
export function ListingSkeleton() {
  return (
    <Busy label="Loading products">
      <Stack>
        <Bone $w="30%" $h={14} />
        <Bone $w="50%" $h={36} />
        <Columns>
          <Aside>
            {Array.from({ length: 4 }, (_, index) => (
              <Stack key={index}>
                <Bone $w="50%" $h={18} />
                <Bone $h={14} />
                <Bone $h={14} />
                <Bone $h={14} />
              </Stack>
            ))}
          </Aside>
          <CardSkeletons count={8} />
        </Columns>
      </Stack>
    </Busy>
  );
}

/** A product page while it loads. */
export function ProductSkeleton() {
  return (
    <Busy label="Loading product">
      <Stack>
        <Bone $w="40%" $h={14} />
        <ProductColumns>
          <Bone $h={380} />
          <Stack>
            <Bone $w="30%" $h={14} />
            <Bone $h={36} />
            <Bone $w="45%" $h={48} />
            <Bone $w="60%" $h={18} />
            <Bone $h={48} />
            <Bone $h={120} />
          </Stack>
        </ProductColumns>
      </Stack>
    </Busy>
  );
}

/** Any other catalogue page while it loads. */
export function PageSkeleton() {
  return (
    <Busy label="Loading page">
      <Stack>
        <Bone $w="30%" $h={14} />
        <Bone $w="55%" $h={36} />
        <Bone $w="80%" $h={18} />
        <CardSkeletons count={6} />
      </Stack>
    </Busy>
  );
}

/** The skeleton that matches the page a path leads to. */
export function skeletonFor(pathname: string) {
  const first = pathname.split("/")[1] ?? "";
  if (first === "p") return <ProductSkeleton />;
  if (["c", "products", "search", "promotion", "sale"].includes(first) || /^\/brands\/[^/]+/.test(pathname)) return <ListingSkeleton />;
  return <PageSkeleton />;
}
