import { isIP } from "node:net";

/**
 * What an address is for. Everything but "public" is refused for requests to URLs that people
 * supply (platform/outbound.ts). Ranges from the IANA special-purpose address registries:
 * https://www.iana.org/assignments/iana-ipv4-special-registry/ and
 * https://www.iana.org/assignments/iana-ipv6-special-registry/.
 */
export type AddressClass =
  | "public"
  | "metadata"
  | "loopback"
  | "private"
  | "link-local"
  | "carrier-grade-nat"
  | "multicast"
  | "unspecified"
  | "documentation"
  | "benchmarking"
  | "reserved"
  | "broadcast"
  | "unique-local";

/** Cloud instance-metadata services reached by name (GCP; `metadata` resolves there too). */
const METADATA_NAMES = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

/** Full stops other than "." that browsers and WHATWG URL treat as one (UTS #46). */
const OTHER_FULL_STOPS = /[\u3002\uFF0E\uFF61]/g;

/**
 * The host a URL's host part means, in one canonical spelling: a dotted-quad IPv4 address, a
 * compressed IPv6 address without brackets, or a lower-case ASCII name without trailing dots.
 * Decimal, hex, octal and short dotted IPv4 forms, full-width and circled digits, other full
 * stops, percent-encoding and upper case all come out as what they mean. Null when it is no
 * valid host at all.
 */
export function normaliseHost(host: string): string | null {
  let text = host.normalize("NFKC").replace(OTHER_FULL_STOPS, ".").trim();
  if (text === "" || /[/\\?#@\s]/.test(text)) return null;
  if (!text.startsWith("[") && text.includes(":")) {
    // A bare IPv6 literal ("::1"); a port is never part of a host.
    if (isIP(text) !== 6) return null;
    text = `[${text}]`;
  }
  let hostname: string;
  try {
    // WHATWG URL's host parser: IDNA mapping, percent-decoding and the IPv4 number forms.
    hostname = new URL(`http://${text}/`).hostname;
  } catch {
    return null;
  }
  return canonicalHostname(hostname);
}

/** Canonical form of a WHATWG `URL.hostname` (already parsed, maybe bracketed or dotted). */
export function canonicalHostname(hostname: string): string | null {
  let host = hostname.toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) host = host.slice(1, -1);
  if (isIP(host) === 6) return host;
  host = host.replace(/\.+$/, "");
  if (host === "") return null;
  if (isIP(host) === 4) return host;
  // "127.0.0.1." only becomes an address once its trailing dot is gone.
  if (/^[0-9a-fx.]+$/.test(host) && /^[0-9]/.test(host)) {
    try {
      const again = new URL(`http://${host}/`).hostname;
      if (isIP(again) === 4) return again;
    } catch {
      return null;
    }
  }
  return host;
}

/** Whether a canonical host is an IP address (4 or 6) rather than a name. */
export function isAddress(host: string): boolean {
  return isIP(host) !== 0;
}

/**
 * Names refused without looking them up: `localhost` and its sub-domains (RFC 6761 §6.3) and the
 * cloud metadata names. Null when the name has to be resolved and its addresses checked.
 */
export function classifyName(name: string): AddressClass | null {
  const host = canonicalHostname(name);
  if (host === null) return "reserved";
  if (isAddress(host)) return classifyAddress(host);
  if (host === "localhost" || host.endsWith(".localhost")) return "loopback";
  if (METADATA_NAMES.has(host)) return "metadata";
  return null;
}

interface V4Range {
  base: number;
  bits: number;
  class: AddressClass;
}

function v4(text: string): number {
  const parts = text.split(".").map(Number);
  return (
    (((parts[0] ?? 0) << 24) |
      ((parts[1] ?? 0) << 16) |
      ((parts[2] ?? 0) << 8) |
      (parts[3] ?? 0)) >>>
    0
  );
}

function r4(cidr: string, cls: AddressClass): V4Range {
  const [base = "", bits = "32"] = cidr.split("/");
  return { base: v4(base), bits: Number(bits), class: cls };
}

/** First match wins, so the single metadata addresses come before the ranges holding them. */
const V4_RANGES: readonly V4Range[] = [
  r4("169.254.169.254/32", "metadata"), // AWS, GCP, Azure, OpenStack, DigitalOcean, Oracle
  r4("100.100.100.200/32", "metadata"), // Alibaba Cloud
  r4("255.255.255.255/32", "broadcast"),
  r4("0.0.0.0/8", "unspecified"), // "this network" (RFC 791, RFC 1122 §3.2.1.3)
  r4("10.0.0.0/8", "private"), // RFC 1918
  r4("100.64.0.0/10", "carrier-grade-nat"), // RFC 6598
  r4("127.0.0.0/8", "loopback"), // RFC 1122
  r4("169.254.0.0/16", "link-local"), // RFC 3927
  r4("172.16.0.0/12", "private"), // RFC 1918
  r4("192.0.0.0/24", "reserved"), // IETF protocol assignments, RFC 6890
  r4("192.0.2.0/24", "documentation"), // TEST-NET-1, RFC 5737
  r4("192.88.99.0/24", "reserved"), // 6to4 relay anycast, deprecated by RFC 7526
  r4("192.168.0.0/16", "private"), // RFC 1918
  r4("198.18.0.0/15", "benchmarking"), // RFC 2544
  r4("198.51.100.0/24", "documentation"), // TEST-NET-2
  r4("203.0.113.0/24", "documentation"), // TEST-NET-3
  r4("224.0.0.0/4", "multicast"), // RFC 5771
  r4("240.0.0.0/4", "reserved"), // RFC 1112 §4
];

function classifyV4(value: number): AddressClass {
  for (const range of V4_RANGES) {
    const mask = range.bits === 0 ? 0 : (0xffffffff << (32 - range.bits)) >>> 0;
    if ((value & mask) >>> 0 === range.base) return range.class;
  }
  return "public";
}

/** The eight 16-bit groups of an IPv6 address (any valid spelling, dotted tail included). */
function v6Groups(text: string): number[] {
  let address = text;
  const dotted = address.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const value = v4(dotted[1]);
    address = `${address.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = address.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16));
}

/** The IPv4 address held in two groups. */
function embedded(high: number, low: number): number {
  return ((high << 16) | low) >>> 0;
}

function classifyV6(groups: number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const firstFive = g0 | g1 | g2 | g3 | g4;
  if (firstFive === 0 && g5 === 0 && g6 === 0 && g7 === 0) return "unspecified";
  if (firstFive === 0 && g5 === 0 && g6 === 0 && g7 === 1) return "loopback";
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d (RFC 4291 §2.5.5).
  if (firstFive === 0 && (g5 === 0xffff || g5 === 0)) return classifyV4(embedded(g6, g7));
  // IPv4/IPv6 translation ::ffff:0:a.b.c.d (RFC 2765).
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) {
    return classifyV4(embedded(g6, g7));
  }
  // NAT64 well-known prefix 64:ff9b::/96 (RFC 6052).
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyV4(embedded(g6, g7));
  }
  // Local-use NAT64 64:ff9b:1::/48 (RFC 8215) translates into the operator's own network.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return "private";
  // 6to4 2002:a.b.c.d::/48 (RFC 3056): the embedded IPv4 address is where it leads.
  if (g0 === 0x2002) {
    return classifyV4(embedded(g1, g2));
  }
  if (
    g0 === 0xfd00 &&
    g1 === 0x0ec2 &&
    g2 === 0 &&
    g3 === 0 &&
    g4 === 0 &&
    g5 === 0 &&
    g6 === 0 &&
    g7 === 0x254
  ) {
    return "metadata"; // AWS instance metadata over IPv6
  }
  if (g0 === 0x2001 && g1 === 0x0db8) return "documentation"; // RFC 3849
  if (g0 === 0x3fff && g1 < 0x1000) return "documentation"; // 3fff::/20, RFC 9637
  if (g0 === 0x2001 && g1 === 0x0002 && g2 === 0) return "benchmarking"; // 2001:2::/48, RFC 5180
  if ((g0 & 0xff00) === 0xff00) return "multicast"; // ff00::/8
  if ((g0 & 0xffc0) === 0xfe80) return "link-local"; // fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return "private"; // site-local fec0::/10, deprecated by RFC 3879
  if ((g0 & 0xfe00) === 0xfc00) return "unique-local"; // fc00::/7, RFC 4193
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "reserved"; // discard-only 100::/64
  // Teredo 2001::/32 hides the client's IPv4 address; the ORCHID and other IETF blocks in
  // 2001::/23 are not routable either.
  if (g0 === 0x2001 && g1 < 0x0200) return "reserved";
  // Everything outside global unicast 2000::/3 is unassigned or special.
  if ((g0 & 0xe000) !== 0x2000) return "reserved";
  return "public";
}

/**
 * The class of an IP address (v4 dotted quad or v6 in any valid spelling, without brackets or a
 * zone): "public", or the reason it must not be reached. Anything that is not an address is
 * "reserved", so a caller's mistake refuses rather than allows.
 */
export function classifyAddress(ip: string): AddressClass {
  let text = ip.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const family = isIP(text);
  if (family === 4) return classifyV4(v4(text));
  if (family === 6) return classifyV6(v6Groups(text));
  return "reserved";
}

/**
 * Parses OUTBOUND_ALLOWED_HOSTS ("host:port, [::1]:8080") into canonical pairs (`localhost:8080`,
 * `127.0.0.1:8080`, `[::1]:8080`); throws an Error naming the bad item.
 */
export function parseAllowedHosts(value: string | undefined): string[] {
  const pairs: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const item = raw.trim();
    if (item === "") continue;
    const match = item.match(/^(.*):(\d{1,5})$/);
    const port = match ? Number(match[2]) : Number.NaN;
    // An IPv6 address needs its brackets here: "::1:80" is an address of its own.
    const rawHost = match?.[1] ?? "";
    const host = rawHost === "" || /^[^[].*:/.test(rawHost) ? null : normaliseHost(rawHost);
    if (!host || !Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`"${item}" is not a host:port pair`);
    }
    pairs.push(pairKey(host, port));
  }
  return [...new Set(pairs)];
}

export function pairKey(host: string, port: number): string {
  return isAddress(host) && host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}
