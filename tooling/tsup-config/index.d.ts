import type { Options } from "tsup";

export declare function entriesFromExports(exportsMap?: Record<string, unknown>): Record<string, string>;
export declare function externalsOf(pkg: { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }): RegExp[];
export interface PackageConfigOptions extends Omit<Options, "entry"> {
  /** Folder of the package.json to read (default: the current directory, where `tsup` runs). */
  packageDir?: string;
  /** Build for Node 24 instead of the browser. */
  node?: boolean;
  /** Extra entries that are not exports, e.g. `{ server: "src/server.ts" }`. */
  entry?: Record<string, string>;
}
export declare function packageConfig(options?: PackageConfigOptions): Options;
