import type { DevicePlatform } from "@vitalog/domain";

/** Which platform the app runs on; a native shell replaces the web answer with its own. */
export interface DeviceAdapter {
  platform(): DevicePlatform;
}

export const webDevice: DeviceAdapter = {
  platform: () => ({ isNative: false, os: "web" }),
};

let current: DeviceAdapter = webDevice;

export function getDevicePlatform(): DevicePlatform {
  return current.platform();
}

export function setDeviceAdapter(adapter: DeviceAdapter): void {
  current = adapter;
}
