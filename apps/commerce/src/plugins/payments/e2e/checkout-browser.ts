/**
 * A shopper's browser on the hosted payment page, over real HTTP: it loads a page, submits its
 * form with the fields the page holds (hidden ones included) plus what the shopper typed, and
 * follows redirects one by one so a test can see each hop.
 */
export interface PageResponse {
  status: number;
  url: string;
  html: string;
  location?: string;
}

export async function openPage(url: string): Promise<PageResponse> {
  const response = await fetch(url, { redirect: 'manual' });
  return {
    status: response.status,
    url,
    html: await response.text(),
    location: response.headers.get('location') ?? undefined,
  };
}

/** Submits the page's (first) form as a browser would: `application/x-www-form-urlencoded`. */
export async function submitForm(
  page: PageResponse,
  typed: Record<string, string>,
): Promise<PageResponse> {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(page.html);
  if (!form) {
    throw new Error(`No form on ${page.url}`);
  }
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '';
    if (name) fields.set(name, typed[name] ?? unescapeHtml(value));
  }
  const action = new URL(unescapeHtml(form[1]!), page.url).toString();
  const response = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    url: action,
    html: await response.text(),
    location: response.headers.get('location') ?? undefined,
  };
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
