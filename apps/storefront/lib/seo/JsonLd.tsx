import { serializeJsonLd, type JsonLdObject } from './json-ld';

/**
 * Structured data for search engines. A Server Component: the JSON is in the HTML and costs the
 * browser no JavaScript. The builders in `json-ld.ts` make the objects; this escapes them.
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
