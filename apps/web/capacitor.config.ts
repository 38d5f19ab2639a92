import type { CapacitorConfig } from "@capacitor/cli";
import type { KeyboardResize } from "@capacitor/keyboard";

/**
 * The iOS and Android apps: the web build (dist/) inside Capacitor 8's shell. `npm run
 * native:sync` builds the web app and copies it and this configuration into android/ and ios/;
 * docs/native.md says how each store build is made.
 */
const config: CapacitorConfig = {
  appId: "app.vitalog",
  appName: "Vitalog",
  webDir: "dist",
  // The app's background (--color-surface), behind the web view while it loads.
  backgroundColor: "#f8fafc",
  android: {
    // Google Play's target (API level 36) is Capacitor 8's default; only the release build is
    // shipped, never one that lets a debugger into people's health data.
    webContentsDebuggingEnabled: false,
  },
  ios: {
    contentInset: "never",
    webContentsDebuggingEnabled: false,
  },
  plugins: {
    // Edge to edge on Android 10+ (as Android 15+ requires at API level 36): the web view spans
    // the screen and the safe-area insets reach the CSS; below Android 10 the status bar does not
    // overlay the app (platform/native-device.ts).
    SystemBars: { insetsHandling: "css", style: "DEFAULT" },
    StatusBar: { overlaysWebView: false, style: "DARK", backgroundColor: "#0f766e" },
    // The web view shrinks above the keyboard; the app then scrolls the focused field into view
    // (spec: after 200 ms on Android, 400 ms on iOS).
    Keyboard: { resize: "native" as KeyboardResize.Native, resizeOnFullScreen: false },
    SplashScreen: {
      launchShowDuration: 0,
      launchAutoHide: true,
      backgroundColor: "#0f766e",
      showSpinner: false,
    },
    LocalNotifications: { smallIcon: "ic_stat_vitalog", iconColor: "#0f766e" },
    SocialLogin: {
      // Google signs in natively on Android (hidden on iOS), Apple on iOS (hidden on Android);
      // the other providers' SDKs are left out of the builds.
      providers: { google: true, apple: true, facebook: false, twitter: false },
      logLevel: 1,
    },
  },
};

export default config;
