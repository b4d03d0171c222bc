import { useTheme } from "styled-components";
import type { LogoSpec } from "../theme/types";

const MARKS: Record<LogoSpec["mark"], string> = {
  circle: "M16 4a12 12 0 1 1 0 24a12 12 0 1 1 0-24z",
  square: "M5 5h22v22H5z",
  leaf: "M6 26C6 12 14 5 27 5c0 13-7 21-21 21zm3-3l12-12",
  bolt: "M18 3L7 18h8l-2 11l12-16h-8z",
  house: "M4 15L16 5l12 10v12H20v-8h-8v8H4z",
  chair: "M9 4h14v12H9zM7 16h18v4H7zM9 20v8M23 20v8",
  flame: "M16 3c1 6 9 9 9 16a9 9 0 0 1-18 0c0-5 3-7 5-11c1 3 2 5 4 6c1-4 0-7 0-11z",
  bottle: "M13 3h6v7l3 5v14H10V15l3-5z",
  hammer: "M4 6h17l3 3v4H4zM13 13h5v16h-5z",
  wave: "M3 11c4-4 9 4 13 0s9 4 13 0v7c-4 4-9-4-13 0s-9-4-13 0z",
  diamond: "M16 3l13 13-13 13L3 16z",
  hexagon: "M16 3l11 6.5v13L16 29L5 22.5v-13z",
};

/**
 * An estimate of the name's width at 22 px bold, sized for the widest fallback face (DejaVu Sans
 * Bold) so the viewBox never clips the last letter. SVG text cannot be measured before it is
 * drawn, and measuring after would shift the header once the page has rendered on the server.
 */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === " ") width += 7;
    else if (/[A-Z&@mw]/.test(char)) width += 18;
    else if (/[a-z0-9]/.test(char)) width += 14.5;
    else width += 9;
  }
  return width;
}

export interface WordmarkProps {
  /** Height in pixels; the width follows the text. */
  height?: number;
  /** Overrides the theme's logo, e.g. to show another brand in Storybook. */
  logo?: LogoSpec;
}

/** The brand's logo wordmark as inline SVG: a mark and the name, from the theme's logo spec. */
export function Wordmark({ height = 40, logo }: WordmarkProps) {
  const theme = useTheme();
  const spec = logo ?? theme.logo;
  const nameWidth = Math.round(textWidth(spec.text));
  // The tagline is set in capitals at 10 px with 2 px tracking.
  const width = 40 + Math.max(nameWidth, Math.round((spec.tagline?.length ?? 0) * 9.5));
  const label = spec.tagline ? `${spec.text} ${spec.tagline}` : spec.text;
  const stroke = spec.mark === "leaf" || spec.mark === "chair";
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 40`}
      height={height}
      width={Math.round((width / 40) * height)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      <path
        d={MARKS[spec.mark]}
        transform="translate(0 4)"
        fill={stroke ? "none" : spec.markColor}
        stroke={spec.markColor}
        strokeWidth={stroke ? 3 : 0}
        strokeLinejoin="round"
      />
      <text x="38" y={spec.tagline ? 21 : 27} fill={spec.textColor} fontFamily={theme.fonts.heading} fontWeight={700} fontSize="22">
        {spec.text}
      </text>
      {spec.tagline ? (
        <text x="38" y="35" fill={spec.markColor} fontFamily={theme.fonts.body} fontSize="10" letterSpacing="2">
          {spec.tagline.toUpperCase()}
        </text>
      ) : null}
    </svg>
  );
}
