export declare const chromiumFlags: string[];
export declare function resolveChromium(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string | undefined;
export declare function chromiumLaunchOptions(env?: Record<string, string | undefined>): {
  executablePath?: string;
  args: string[];
};
