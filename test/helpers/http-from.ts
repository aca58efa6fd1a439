// HTTP requests from a chosen loopback address (127.0.0.2 …) and with any headers, for tests of what the server
// believes about a client's address. `fetch` cannot pick its local address; node:http can.
import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface FromOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address the connection leaves from (any 127.x.y.z works on Linux loopback). */
  from?: string;
}

export function httpFrom(url: string, options: FromOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body, 'utf8');
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}), ...options.headers },
        ...(options.from ? { localAddress: options.from } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A matchmaking request (`POST /matchmake/<method>/<target>`) from `from`, answered as status and JSON body. */
export async function matchmakeFrom(
  httpUrl: string,
  method: string,
  target: string,
  options: object,
  from?: FromOptions,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await httpFrom(`${httpUrl}/matchmake/${method}/${encodeURIComponent(target)}`, { ...from, method: 'POST', body: JSON.stringify(options) });
  return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} };
}
