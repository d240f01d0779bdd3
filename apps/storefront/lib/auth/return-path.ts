/** Any origin will do: only whether a link stays on it matters. */
const HERE = 'http://dar.invalid';

/**
 * Where to go after signing in: the `redirect` a page sent, if it is a path on this site. The
 * link is read by the URL parser, as the browser will read it (which drops tabs and newlines, so
 * `/\t/evil.example` is `//evil.example`), and kept only if it stays on this origin; what is kept
 * is the parser's own serialization of the path, never the raw text (a newline in a Location
 * header would fail the response), and only if that path, read in turn, stays here too.
 */
export function returnPath(redirectParam: unknown, fallback: string): string {
  if (typeof redirectParam !== 'string' || !redirectParam.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(redirectParam, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What is kept must stay here when the browser reads it in turn: the parser resolves
  // `/.//evil.example` to the path `//evil.example`, which a Location header sends to that site.
  return new URL(path, HERE).origin === HERE ? path : fallback;
}
