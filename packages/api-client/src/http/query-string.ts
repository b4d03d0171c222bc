export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** '?a=1&b=2' from the defined values (null and undefined are left out), or '' when none. */
export function queryString(params: QueryParams | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const entry of values as readonly QueryValue[]) {
      if (entry !== null && entry !== undefined) search.append(key, String(entry));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A path with every interpolated value URL-encoded as one segment: path`/api/store/${id}`. */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((result, part, index) => {
    const value = index < values.length ? encodeURIComponent(String(values[index])) : "";
    return `${result}${part}${value}`;
  }, "");
}
