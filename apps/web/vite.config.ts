import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.VITE_API_TARGET ?? "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker and the installable manifest (the browser build only).
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src/platform",
        filename: "service-worker.ts",
        injectRegister: false,
        registerType: "prompt",
        manifestFilename: "manifest.webmanifest",
        includeAssets: ["favicon.svg", "apple-touch-icon-180x180.png"],
        manifest: {
          name: "Vitalog",
          short_name: "Vitalog",
          description: "Track your weight, wellbeing and health goals.",
          start_url: "/dashboard",
          scope: "/",
          display: "standalone",
          background_color: "#f8fafc",
          // --color-brand-700 (teal-700), as index.html's theme-color.
          theme_color: "#0f766e",
          icons: [
            { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" },
            { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png" },
            {
              src: "/maskable-icon-512x512.png",
              sizes: "512x512",
              type: "image/png",
              purpose: "maskable",
            },
          ],
        },
        injectManifest: {
          globPatterns: ["index.html", "assets/*.{js,css}", "*.{svg,png,webmanifest}"],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  // The server's renderer of the public pages (src/entry-server.tsx) needs no public files.
  publicDir: isSsrBuild ? false : "public",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
}));
