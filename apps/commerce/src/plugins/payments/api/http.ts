/**
 * The parts of Express's request and response our controllers use. Express is Vendure's HTTP
 * server, but its type declarations are not a dependency of ours.
 */
export interface HttpRequest {
  body: unknown;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}

export interface HttpResponse {
  status(code: number): HttpResponse;
  type(contentType: string): HttpResponse;
  json(body: unknown): void;
  send(body: string): void;
  redirect(status: number, url: string): void;
}
