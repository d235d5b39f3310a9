/** The parts every path builder of paths.ts and cabinet-paths.ts uses. */

export type Id = number | string;

/** `base/id`, or `base` alone when there is no id (a route whose `:id?` is optional). */
export const withId = (base: string, id: Id | undefined | null) =>
  id === undefined || id === null ? base : `${base}/${id}`;

/** `path?key=value&…` with the parameters that have a value, in order. */
export const withQuery = (path: string, query: Record<string, Id | null | undefined>) => {
  const pairs = Object.entries(query).filter(
    (pair): pair is [string, Id] => pair[1] !== undefined && pair[1] !== null,
  );
  return pairs.length
    ? `${path}?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
    : path;
};
