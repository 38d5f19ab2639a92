import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { PageSpinner } from "../components/Spinner/Spinner.tsx";
import { adminPaths } from "../features/admin/paths.ts";
import { lazyPage } from "../lib/web-module.ts";
import {
  RedirectMemberFromPreview,
  RequireAdmin,
  RequireIncompleteProfile,
  RequireUser,
  RootRedirect,
} from "./guards.tsx";
import { adminRoutes, LANDING, memberRoutes, previewRoutes, signedInRoutes } from "./modules.ts";
import { AdminLayout } from "./shell/AdminLayout.tsx";
import { AppLayout } from "./shell/AppLayout.tsx";
import NotFoundPage from "./shell/NotFoundPage.tsx";
import { RootLayout } from "./shell/RootLayout.tsx";
import { RouteError } from "./shell/RouteError.tsx";

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: "/", element: <RootRedirect /> },
      { path: "/auth", lazy: lazyPage(() => import("../features/auth/pages/AuthPage.tsx")) },
      {
        path: "/reset-password",
        lazy: lazyPage(() => import("../features/auth/pages/ResetPasswordPage.tsx")),
      },
      {
        path: "/verify-email",
        lazy: lazyPage(() => import("../features/auth/pages/VerifyEmailPage.tsx")),
      },
      {
        path: "/profile-completion",
        element: <RequireIncompleteProfile />,
        children: [
          {
            index: true,
            lazy: lazyPage(() => import("../features/profile/pages/ProfileCompletionPage.tsx")),
          },
        ],
      },
      {
        path: "/dashboard",
        element: <RequireUser />,
        children: [
          {
            element: <AppLayout mode="user" />,
            children: [
              { index: true, element: <Navigate to={LANDING.dashboardHome} replace /> },
              ...memberRoutes,
              { path: "*", element: <Navigate to={LANDING.dashboardUnknown} replace /> },
            ],
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [{ element: <AppLayout mode="user" />, children: signedInRoutes }],
      },
      {
        path: "/preview",
        element: <RedirectMemberFromPreview />,
        children: [
          {
            element: <AppLayout mode="preview" />,
            children: [
              { index: true, element: <Navigate to={LANDING.previewHome} replace /> },
              ...previewRoutes,
              { path: "*", element: <Navigate to={LANDING.previewUnknown} replace /> },
            ],
          },
        ],
      },
      {
        path: "/settings",
        children: [
          { index: true, element: <Navigate to="/settings/profile" replace /> },
          {
            element: <RequireUser />,
            children: [
              {
                element: <AppLayout mode="user" />,
                children: [
                  {
                    lazy: lazyPage(
                      () => import("../features/settings/components/SettingsLayout.tsx"),
                    ),
                    children: [
                      {
                        path: "profile",
                        lazy: lazyPage(
                          () => import("../features/settings/pages/ProfileSettingsPage.tsx"),
                        ),
                      },
                      {
                        path: "credits",
                        lazy: lazyPage(
                          () => import("../features/ai-credits/pages/CreditsSettingsPage.tsx"),
                        ),
                      },
                      {
                        path: "import",
                        lazy: lazyPage(
                          () => import("../features/imports/pages/ImportSettingsPage.tsx"),
                        ),
                      },
                      {
                        path: "sharing",
                        lazy: lazyPage(
                          () => import("../features/sharing/pages/SharingSettingsPage.tsx"),
                        ),
                      },
                      {
                        path: "subscription",
                        lazy: lazyPage(
                          () =>
                            import("../features/subscription/pages/SubscriptionSettingsPage.tsx"),
                        ),
                      },
                      {
                        path: "subscription/pro",
                        lazy: lazyPage(() => import("../features/subscription/pages/ProPage.tsx")),
                      },
                    ],
                  },
                  { path: "*", element: <NotFoundPage /> },
                ],
              },
            ],
          },
          {
            // Public: inside the member shell when signed in, on their own otherwise.
            lazy: lazyPage(() => import("../features/settings/components/PublicSettingsShell.tsx")),
            children: [
              {
                path: "legal",
                lazy: lazyPage(() => import("../features/settings/pages/SettingsLegalPage.tsx")),
              },
              {
                path: "privacy-policy",
                lazy: async () => ({
                  Component: (
                    await import("../features/settings/pages/SettingsLegalDocumentPage.tsx")
                  ).SettingsPrivacyPolicyPage,
                }),
              },
              {
                path: "terms-of-service",
                lazy: async () => ({
                  Component: (
                    await import("../features/settings/pages/SettingsLegalDocumentPage.tsx")
                  ).SettingsTermsOfServicePage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: "/admin",
        children: [
          // The sign-in page sits outside the guard; it sends a signed-in admin to the dashboard.
          {
            index: true,
            lazy: lazyPage(() => import("../features/admin/pages/AdminSignInPage.tsx")),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  ...adminRoutes,
                  { path: "*", element: <Navigate to={adminPaths.riskFactors()} replace /> },
                ],
              },
            ],
          },
        ],
      },
      {
        // A share link's page: public, outside every shell, never rendered on the server.
        path: "/shared/:token",
        lazy: lazyPage(() => import("../features/sharing/pages/SharedRecordPage.tsx")),
      },
      {
        path: "/terms-of-service",
        lazy: lazyPage(() => import("../features/legal/pages/TermsOfServicePage.tsx")),
      },
      {
        path: "/privacy-policy",
        lazy: lazyPage(() => import("../features/legal/pages/PrivacyPolicyPage.tsx")),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
