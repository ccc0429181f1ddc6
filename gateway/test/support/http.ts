export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  /** `name=value` of each Set-Cookie, by cookie name, with its attributes. */
  cookies: Record<string, { value: string; attributes: string }>;
  ms: number;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  /** Client address as nginx forwards it. */
  ip?: string;
  headers?: Record<string, string>;
  /** Sent as-is (for malformed JSON); otherwise `body` is JSON-encoded. */
  rawBody?: string;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const cookies: HttpAnswer['cookies'] = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    cookies[pair.slice(0, separator).trim()] = {
      value: decodeURIComponent(pair.slice(separator + 1).trim()),
      attributes: attributes.join(';').trim(),
    };
  }
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (contentType.includes('json') && text ? JSON.parse(text) : text) as T,
    cookies,
    ms,
  };
}

export const post = <T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body?: unknown,
  options?: CallOptions,
) => call<T>(baseUrl, 'POST', path, body, options);

export const get = <T = Record<string, unknown>>(baseUrl: string, path: string, options?: CallOptions) =>
  call<T>(baseUrl, 'GET', path, undefined, options);

const randomByte = () => Math.floor(Math.random() * 256);
/** A random client address (100.64.0.0/10), so each test's rate-limit counters start at zero. */
export function uniqueClientIp(): string {
  return `100.${64 + Math.floor(Math.random() * 64)}.${randomByte()}.${randomByte()}`;
}
