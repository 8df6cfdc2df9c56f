import { BlockList, isIP } from 'node:net';
import os from 'node:os';

/**
 * Addresses no user-given URL may reach: this host and its networks, and every range that is not ordinary public
 * unicast (IANA special-purpose registries). An IPv4-mapped IPv6 address is checked as the IPv4 address it carries.
 */
const FORBIDDEN_RANGES: [network: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, and broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b::', 96, 'ipv6'], // NAT64 onto IPv4
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4
  ['3fff::', 20, 'ipv6'], // documentation
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
/** Kept apart: BlockList matches IPv4 addresses against this range, so among the others it would refuse them all. */
const MAPPED_RANGE = new BlockList();
MAPPED_RANGE.addSubnet('::ffff:0:0', 96, 'ipv6');

function forbiddenList(): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of FORBIDDEN_RANGES) list.addSubnet(network, prefix, family);
  // The host's own addresses: a service bound to 0.0.0.0 answers on each of them, public ones included.
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) list.addAddress(entry.address, entry.family === 'IPv6' ? 'ipv6' : 'ipv4');
  }
  return list;
}

export type AddressPolicy = { isAllowed: (address: string) => boolean };

/**
 * Which addresses outbound requests may connect to. `allowed` (OUTBOUND_ALLOWED_ADDRESSES: addresses or CIDR ranges)
 * opens exceptions, for a feed served on the operator's own network or a test's local server.
 */
export function createAddressPolicy(allowed: readonly string[]): AddressPolicy {
  const forbidden = forbiddenList();
  const exceptions = new BlockList();
  for (const entry of allowed) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) exceptions.addAddress(network, family);
    else exceptions.addSubnet(network, Number(prefix), family);
  }
  return {
    isAllowed(address) {
      const mapped = IPV4_MAPPED.exec(address)?.[1];
      const plain = mapped ?? address;
      const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
      if (isIP(plain) === 0 || (family === 'ipv6' && MAPPED_RANGE.check(plain, 'ipv6'))) return false;
      return exceptions.check(plain, family) || !forbidden.check(plain, family);
    },
  };
}

/** A comma-separated list of addresses or CIDR ranges, each checked to be one. */
export function isAddressOrRange(entry: string): boolean {
  const [network = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || isIP(network) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (isIP(network) === 6 ? 128 : 32);
}
