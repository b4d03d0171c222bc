import type { LighthouseScores } from "./lighthouse.ts";

/** One figure of issue 17's table: what was measured, against which bar, and whether it holds. */
export interface Figure {
  figure: string;
  measured: string;
  bar: string;
  met: boolean;
}

export interface LighthouseRow {
  brand: string;
  path: string;
  /** The median run's scores (medianRun). */
  scores: LighthouseScores;
  /** Every run's performance score, in the order run. */
  runs: number[];
}

/**
 * The run whose performance score is the median (the lower middle of an even count): Lighthouse's
 * own advice for its variability is to run a page several times and read the median run, which
 * halves the spread with five runs (Lighthouse's docs/variability.md).
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error("No Lighthouse run to take the median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Lighthouse's bar (issue 17): performance 95 or more, the other three categories 100. */
export function lighthouseMet({ performance, accessibility, bestPractices, seo }: LighthouseScores): boolean {
  return performance >= 95 && accessibility === 100 && bestPractices === 100 && seo === 100;
}

const yesNo = (met: boolean) => (met ? "yes" : "**no**");

export function figuresTable(figures: Figure[]): string {
  return [
    "| figure | measured | bar | met |",
    "| --- | --- | --- | --- |",
    ...figures.map(({ figure, measured, bar, met }) => `| ${figure} | ${measured} | ${bar} | ${yesNo(met)} |`),
  ].join("\n");
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  return [
    "| brand | page | performance (median) | runs | accessibility | best practices | SEO | met |",
    "| --- | --- | ---: | --- | ---: | ---: | ---: | --- |",
    ...rows.map(
      ({ brand, path, scores, runs }) =>
        `| ${brand} | \`${path}\` | ${scores.performance} | ${runs.join(", ")} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${yesNo(lighthouseMet(scores))} |`,
    ),
  ].join("\n");
}

/** A page's Lighthouse performance beside the same page with the framework only (src/framework-page.ts). */
export interface FrameworkOnlyRow {
  path: string;
  page: number;
  frameworkOnly: number;
}

export function frameworkOnlyTable(brand: string, rows: FrameworkOnlyRow[]): string {
  return [
    `| ${brand} page | performance | the same page with the framework only |`,
    "| --- | ---: | ---: |",
    ...rows.map(({ path, page, frameworkOnly }) => `| \`${path}\` | ${page} | ${frameworkOnly} |`),
  ].join("\n");
}

export const RESULTS_START = "<!-- bench:start -->";
export const RESULTS_END = "<!-- bench:end -->";

/** The README with the text between a bench's markers (`pnpm bench`'s by default) replaced; the markers are kept. */
export function withResults(readme: string, results: string, [startMarker, endMarker] = [RESULTS_START, RESULTS_END]): string {
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start === -1 || end < start) throw new Error(`The README has no ${startMarker} … ${endMarker} section`);
  return `${readme.slice(0, start + startMarker.length)}\n${results.trim()}\n${readme.slice(end)}`;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number) => value.toFixed(2);
