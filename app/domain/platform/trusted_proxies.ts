/*
| Which peers may tell the client address with X-Forwarded-For (and the
| protocol and host with X-Forwarded-Proto / -Host). Only these, so a
| client cannot rotate the header to escape per-address limits.
*/
import { BlockList, isIP } from 'node:net'

/** The default when `TRUSTED_PROXIES` is unset: a proxy on the same machine. */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1/128']

const IPV4_MAPPED = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i

function family(address: string) {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4'
}

function isEntry(entry: string) {
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length > 0 || isIP(address) === 0) return false
  if (bits === undefined) return true
  const max = isIP(address) === 6 ? 128 : 32
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}

/**
 * `TRUSTED_PROXIES`: comma-separated IP addresses and CIDR ranges, loopback
 * when empty. Throws on an entry that is neither.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.find((entry) => !isEntry(entry))
  if (wrong !== undefined) throw new Error(`"${wrong}" is not an IP address or CIDR range`)
  return entries.length > 0 ? entries : LOOPBACK_PROXIES
}

/**
 * The `trustProxy` test of the HTTP config: is this hop one of ours? The
 * framework walks X-Forwarded-For from the right and stops at the first
 * address it does not trust, which becomes the client address.
 */
export function proxyTrust(entries: string[]): (address: string | undefined) => boolean {
  const trusted = new BlockList()
  for (const entry of entries) {
    const [address, bits] = entry.split('/')
    if (bits === undefined) trusted.addAddress(address, family(address))
    else trusted.addSubnet(address, Number(bits), family(address))
  }
  // A closed socket has no address: nothing to trust.
  return (address: string | undefined) => {
    if (!address) return false
    const plain = address.replace(IPV4_MAPPED, '')
    return isIP(plain) !== 0 && trusted.check(plain, family(plain))
  }
}
