/**
 * The kind of client a User-Agent names, as an owner reads it ("Chrome on Android"): browser
 * family and operating system only, never a version or a device model, so a view is not a
 * fingerprint.
 */
export function describeClient(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const os = osOf(ua);
  const browser = browserOf(ua);
  if (!browser && !os) return "Unknown client";
  if (!browser) return `A browser on ${os}`;
  return os ? `${browser} on ${os}` : browser;
}

function browserOf(ua: string): string | null {
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return "Edge";
  if (/\bOPR\/|\bOpera\b/.test(ua)) return "Opera";
  if (/SamsungBrowser\//.test(ua)) return "Samsung Internet";
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return "Firefox";
  if (/\bChrome\/|\bCriOS\/|\bChromium\//.test(ua)) return "Chrome";
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return "Safari";
  if (/\bcurl\//i.test(ua)) return "curl";
  if (/python-requests|python-urllib|aiohttp/i.test(ua)) return "Python script";
  return null;
}

function osOf(ua: string): string | null {
  if (/\bAndroid\b/.test(ua)) return "Android";
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return "iOS";
  if (/\bWindows\b/.test(ua)) return "Windows";
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return "macOS";
  if (/\bCrOS\b/.test(ua)) return "ChromeOS";
  if (/\bLinux\b/.test(ua)) return "Linux";
  return null;
}
