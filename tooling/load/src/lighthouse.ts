import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

/** Lighthouse's four category scores for one page, 0–100. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** The Lighthouse the bench runs: fetched by npm on first use, never a dependency of the project. */
export const LIGHTHOUSE_PACKAGE = "lighthouse@12";

/** Debian's Chromium (TOOLCHAIN.md), or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROMIUM_PATH`);
  return path;
}

/**
 * npm as the machine runs it: pnpm's `npm_config_*` settings (which point npm's global config at
 * pnpm's rc and lose the machine's CA file) are left out.
 */
function npmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_config_/i.test(key)));
}

/** The scores of a Lighthouse report (its JSON), rounded as Lighthouse shows them. */
export function scoresOf(report: { categories: Record<string, { score: number | null }> }): LighthouseScores {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

/** Lighthouse with its default mobile settings (a mid-range phone on slow 4G, CPU slowed 4×) on one page. */
export async function lighthouse(url: string): Promise<LighthouseScores> {
  const args = [
    "exec",
    "--yes",
    `--package=${LIGHTHOUSE_PACKAGE}`,
    "--",
    "lighthouse",
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage",
  ];
  const { stdout } = await promisify(execFile)("npm", args, {
    env: { ...npmEnv(), CHROME_PATH: chromiumPath() },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 180_000,
  });
  return scoresOf(JSON.parse(stdout));
}
