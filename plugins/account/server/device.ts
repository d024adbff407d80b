/**
 * A short description of a device from its User-Agent, e.g. "Chrome · Windows", "微信 · iOS":
 * shown in the session list and to the device asked to allow a second login.
 */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/DingTalk/i, '钉钉'],
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/QQBrowser/i, 'QQ浏览器'],
  [/UCBrowser/i, 'UC浏览器'],
  [/360SE|360EE/i, '360浏览器'],
  [/Firefox\/|FxiOS/i, 'Firefox'],
  [/CriOS|Chrome\//i, 'Chrome'],
  [/Safari\//i, 'Safari'],
  [/curl\//i, 'curl'],
  [/node|undici/i, 'Node.js'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return '未知设备';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '未知设备';
}
