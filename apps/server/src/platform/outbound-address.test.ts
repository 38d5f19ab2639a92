import { describe, expect, it } from "vitest";
import {
  type AddressClass,
  classifyAddress,
  classifyName,
  normaliseHost,
  parseAllowedHosts,
} from "./outbound-address.ts";

/** Each range by its first and last address, and the public neighbours just outside it. */
const V4_RANGES: [first: string, last: string, cls: AddressClass][] = [
  ["0.0.0.0", "0.255.255.255", "unspecified"],
  ["10.0.0.0", "10.255.255.255", "private"],
  ["100.64.0.0", "100.127.255.255", "carrier-grade-nat"],
  ["127.0.0.0", "127.255.255.255", "loopback"],
  ["169.254.0.0", "169.254.255.255", "link-local"],
  ["172.16.0.0", "172.31.255.255", "private"],
  ["192.0.0.0", "192.0.0.255", "reserved"],
  ["192.0.2.0", "192.0.2.255", "documentation"],
  ["192.88.99.0", "192.88.99.255", "reserved"],
  ["192.168.0.0", "192.168.255.255", "private"],
  ["198.18.0.0", "198.19.255.255", "benchmarking"],
  ["198.51.100.0", "198.51.100.255", "documentation"],
  ["203.0.113.0", "203.0.113.255", "documentation"],
  ["224.0.0.0", "239.255.255.255", "multicast"],
  ["240.0.0.0", "255.255.255.254", "reserved"],
];

const V4_PUBLIC_NEIGHBOURS = [
  "1.0.0.0",
  "9.255.255.255",
  "11.0.0.0",
  "100.63.255.255",
  "100.128.0.0",
  "126.255.255.255",
  "128.0.0.0",
  "169.253.255.255",
  "169.255.0.0",
  "172.15.255.255",
  "172.32.0.0",
  "191.255.255.255",
  "192.0.1.0",
  "192.0.3.0",
  "192.88.98.255",
  "192.88.100.0",
  "192.167.255.255",
  "192.169.0.0",
  "198.17.255.255",
  "198.20.0.0",
  "198.51.99.255",
  "198.51.101.0",
  "203.0.112.255",
  "203.0.114.0",
  "223.255.255.255",
  "8.8.8.8",
  "93.184.216.34",
];

describe("classifyAddress, IPv4", () => {
  it.each(V4_RANGES)("%s to %s is %s", (first, last, cls) => {
    expect(classifyAddress(first)).toBe(cls);
    expect(classifyAddress(last)).toBe(cls);
  });

  it.each(V4_PUBLIC_NEIGHBOURS)("%s is public", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });

  it("names the broadcast address and the cloud metadata addresses", () => {
    expect(classifyAddress("255.255.255.255")).toBe("broadcast");
    expect(classifyAddress("169.254.169.254")).toBe("metadata");
    expect(classifyAddress("100.100.100.200")).toBe("metadata");
    expect(classifyAddress("169.254.169.253")).toBe("link-local");
    expect(classifyAddress("100.100.100.201")).toBe("carrier-grade-nat");
  });
});

describe("classifyAddress, IPv6", () => {
  it.each<[string, AddressClass]>([
    ["::", "unspecified"],
    ["0:0:0:0:0:0:0:0", "unspecified"],
    ["::1", "loopback"],
    ["0000:0000:0000:0000:0000:0000:0000:0001", "loopback"],
    ["fe80::", "link-local"],
    ["febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "link-local"],
    ["fec0::", "private"],
    ["feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "private"],
    ["fc00::", "unique-local"],
    ["fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "unique-local"],
    ["ff00::", "multicast"],
    ["ff02::1", "multicast"],
    ["ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "multicast"],
    ["2001:db8::", "documentation"],
    ["2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", "documentation"],
    ["3fff::", "documentation"],
    ["3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff", "documentation"],
    ["2001:2::", "benchmarking"],
    ["2001:2:0:ffff:ffff:ffff:ffff:ffff", "benchmarking"],
    ["fd00:ec2::254", "metadata"],
    ["fd00:ec2::253", "unique-local"],
    ["100::", "reserved"],
    ["100::ffff:ffff:ffff:ffff", "reserved"],
    ["2001::", "reserved"], // Teredo
    ["2001:0:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
    ["2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
    ["::2", "unspecified"], // IPv4-compatible 0.0.0.2
    ["1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
    ["4000::", "reserved"],
    ["fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
  ])("%s is %s", (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
  });

  it.each([
    "2000::",
    "2001:200::",
    "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff",
    "2001:db9::",
    "2001:4860:4860::8888",
    "2606:4700:4700::1111",
    "3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "3fff:1000::",
  ])("%s is public", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });

  it.each<[string, AddressClass]>([
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["0:0:0:0:0:ffff:7f00:0001", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:100.64.0.1", "carrier-grade-nat"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["::ffff:224.0.0.1", "multicast"],
    ["::ffff:255.255.255.255", "broadcast"],
    ["::127.0.0.1", "loopback"],
    ["::7f00:1", "loopback"],
    ["::192.168.1.1", "private"],
    ["::ffff:0:127.0.0.1", "loopback"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["64:ff9b::c0a8:101", "private"],
    ["64:ff9b:1::1", "private"],
    ["2002:7f00:1::", "loopback"],
    ["2002:a00:1::1", "private"],
    ["2002:a9fe:a9fe::", "metadata"],
    ["2002:c000:0201::", "documentation"],
  ])("%s embeds an IPv4 address of class %s", (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
  });

  it.each(["::ffff:8.8.8.8", "::8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])(
    "%s embeds a public IPv4 address",
    (ip) => {
      expect(classifyAddress(ip)).toBe("public");
    },
  );

  it("accepts brackets, zones and upper case, and refuses what is no address", () => {
    expect(classifyAddress("[::1]")).toBe("loopback");
    expect(classifyAddress("FE80::1%eth0")).toBe("link-local");
    expect(classifyAddress("FD00:EC2::254")).toBe("metadata");
    expect(classifyAddress("localhost")).toBe("reserved");
    expect(classifyAddress("")).toBe("reserved");
    expect(classifyAddress("256.0.0.1")).toBe("reserved");
    expect(classifyAddress("2130706433")).toBe("reserved");
  });
});

describe("normaliseHost", () => {
  it.each<[string, string]>([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0X7F000001", "127.0.0.1"],
    ["0x7f.0.0.1", "127.0.0.1"],
    ["0x7f.0x0.0x0.0x1", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0177.0000.0000.0001", "127.0.0.1"],
    ["017700000001", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["0", "0.0.0.0"],
    ["0.0.0.0", "0.0.0.0"],
    ["127.0.0.1.", "127.0.0.1"],
    ["127.0.0.1..", "127.0.0.1"],
    ["2130706433.", "127.0.0.1"],
    ["０x７f０００００1", "127.0.0.1"],
    ["１２７.０.０.１", "127.0.0.1"],
    ["①②⑦.⓪.⓪.①", "127.0.0.1"],
    ["127。0。0。1", "127.0.0.1"],
    ["127．0．0．1", "127.0.0.1"],
    ["127｡0｡0｡1", "127.0.0.1"],
    ["%31%32%37.0.0.1", "127.0.0.1"],
    ["169.254.43518", "169.254.169.254"],
    ["0xa9fea9fe", "169.254.169.254"],
    ["[::1]", "::1"],
    ["::1", "::1"],
    ["[0:0:0:0:0:0:0:1]", "::1"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1"],
    ["[::FFFF:7F00:1]", "::ffff:7f00:1"],
    ["[::]", "::"],
    ["localhost", "localhost"],
    ["LOCALHOST", "localhost"],
    ["localhost.", "localhost"],
    ["LocalHost..", "localhost"],
    ["ｌｏｃａｌｈｏｓｔ", "localhost"],
    ["ⓛⓞⓒⓐⓛⓗⓞⓢⓣ", "localhost"],
    ["Example.ORG.", "example.org"],
    ["bücher.example", "xn--bcher-kva.example"],
    ["metadata.google.internal.", "metadata.google.internal"],
  ])("%s means %s", (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    ".",
    "example.org@127.0.0.1",
    "a/b",
    "a b",
    "256.0.0.1",
    "1.2.3.4.5",
    "0x100000000",
    "[::1",
    "[fe80::1%25eth0]",
    "::1:80:x",
    "host:80",
  ])("%j is no host", (host) => {
    expect(normaliseHost(host)).toBeNull();
  });

  it("finds the real host behind user-info, as the URL parser does", () => {
    for (const url of [
      "http://example.org@127.0.0.1/",
      "http://example.org:443@127.0.0.1/",
      "http://user:pass@2130706433/",
      "http://example.org%40@[::1]/",
    ]) {
      const host = normaliseHost(new URL(url).hostname);
      expect(host === "127.0.0.1" || host === "::1").toBe(true);
    }
  });
});

describe("classifyName", () => {
  it.each<[string, AddressClass]>([
    ["localhost", "loopback"],
    ["localhost.", "loopback"],
    ["api.localhost", "loopback"],
    ["metadata.google.internal", "metadata"],
    ["METADATA.GOOGLE.INTERNAL.", "metadata"],
    ["metadata", "metadata"],
    ["127.0.0.1", "loopback"],
    ["::ffff:a9fe:a9fe", "metadata"],
  ])("%s is %s without a lookup", (name, cls) => {
    expect(classifyName(name)).toBe(cls);
  });

  it("leaves other names to be resolved", () => {
    expect(classifyName("example.org")).toBeNull();
    expect(classifyName("localhost.example.org")).toBeNull();
    expect(classifyName("8.8.8.8")).toBe("public");
  });
});

describe("parseAllowedHosts", () => {
  it("reads comma-separated host:port pairs into canonical ones", () => {
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts("")).toEqual([]);
    expect(
      parseAllowedHosts(" 127.0.0.1:4000 , LocalHost.:8080,[::1]:9000,wiki.internal:80,127.1:4000"),
    ).toEqual(["127.0.0.1:4000", "localhost:8080", "[::1]:9000", "wiki.internal:80"]);
  });

  it.each(["127.0.0.1", "127.0.0.1:0", "127.0.0.1:65536", ":80", "a b:80", "::1:80", "host:port"])(
    "refuses %j",
    (value) => {
      expect(() => parseAllowedHosts(value)).toThrow(/host:port/);
    },
  );
});
