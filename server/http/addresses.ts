/** True for this machine's own addresses (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
