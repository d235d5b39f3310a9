import { BlockList, isIP } from 'node:net';

/**
 * Where YooKassa sends its HTTP notifications from, as it publishes them
 * (https://yookassa.ru/developers/using-api/webhooks#ip). A notification is only a hint to re-fetch the
 * payment, so the check keeps strangers from making us call the API, it does not make a notification true.
 */
export const YOOKASSA_NOTIFY_ADDRESSES: readonly string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

type Entry = { address: string; family: 'ipv4' | 'ipv6'; prefix: number | null };

function parseEntry(value: string): Entry | null {
  const [address = '', prefixText, ...rest] = value.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, family, prefix: null };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (version === 4 ? 32 : 128) ? { address, family, prefix } : null;
}

/** "185.71.76.0/27", "77.75.156.11", "2a02:5180::/32": an address or a CIDR range. */
export function isAddressOrRange(value: string): boolean {
  return parseEntry(value) !== null;
}

/** A test of a client's address against the ranges; throws on a range it cannot read. */
export function createAddressCheck(ranges: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const entry = parseEntry(range);
    if (!entry) throw new Error(`not an address or CIDR range: ${range}`);
    if (entry.prefix === null) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
  }
  return (ip) => {
    // a dual-stack socket reports an IPv4 client as ::ffff:185.71.76.1
    const address = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
