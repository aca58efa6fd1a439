// Whose request is this? The client's address is the socket's peer, unless that peer is one of the operator's
// reverse proxies (TRUST_PROXY): then it is the last hop of X-Forwarded-For that is not a trusted proxy. Whatever
// a client writes into forwarding headers itself is never believed.
import { BlockList, isIP } from 'node:net';

/** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses and CIDR ranges). */
export interface TrustedProxies {
  has(address: string): boolean;
  /** As configured, for the start-up log. */
  readonly entries: readonly string[];
}

export const NO_PROXIES: TrustedProxies = { has: () => false, entries: [] };

/** Parses `127.0.0.1, 10.0.0.0/8, ::1`; throws naming the first entry that is not an address or a range. */
export function trustedProxies(text: string): TrustedProxies {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || !/^\d{1,3}$/.test(String(prefix)) || prefix > max)
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or an address/prefix range`);
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    entries,
    has: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is `1.2.3.4`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The client's address: the socket's peer, or, when the peer is a trusted proxy, the nearest forwarded hop that is
 * not one (hops are read right to left: the right end was written by the proxy nearest to us). A hop that is not an
 * address ends the walk at the last trusted one, so garbage cannot stand for a client.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, proxies: TrustedProxies): string {
  let address = plain(peer ?? '');
  if (!address || !proxies.has(address)) return address || 'unknown';
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((h) => plain(h.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!proxies.has(hop)) return hop;
  }
  return address;
}

/** The headers a client might use to claim another address; Colyseus reads the first of them it finds. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-client-ip'] as const;

/**
 * Rewrites a request's forwarding headers before any route or the WebSocket transport reads them: `x-real-ip`
 * holds the address decided here (Colyseus's auth context takes it as the client's `ip`), the others are removed.
 */
export function settleClientAddress(
  req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
  proxies: TrustedProxies,
): string {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies);
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers['x-real-ip'] = address;
  return address;
}
