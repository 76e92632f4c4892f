/**
 * docs/product/config.md#brands-and-themes: localhost and numeric hosts (IPv4, or IPv6 in brackets) are development.
 * The console loads no third-party scripts there.
 */
export function isDevelopmentHost(hostname: string): boolean {
  return hostname === 'localhost' || /^[\d.]+$/.test(hostname) || /^\[[\da-f:.]+\]$/i.test(hostname)
}
