import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { PageSpinner } from "../components/Spinner/Spinner.tsx";
import { RequireAdmin, RequireIncompleteProfile, RequireUser, RootRedirect } from "./guards.tsx";
import { AdminLayout } from "./shell/AdminLayout.tsx";
import { AppLayout } from "./shell/AppLayout.tsx";
import NotFoundPage from "./shell/NotFoundPage.tsx";
import { RootLayout } from "./shell/RootLayout.tsx";
import { RouteError } from "./shell/RouteError.tsx";

const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject["lazy"] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: "/", element: <RootRedirect /> },
      { path: "/auth", lazy: page(() => import("../features/auth/pages/AuthPage.tsx")) },
      {
        path: "/reset-password",
        lazy: page(() => import("../features/auth/pages/ResetPasswordPage.tsx")),
      },
      {
        path: "/verify-email",
        lazy: page(() => import("../features/auth/pages/VerifyEmailPage.tsx")),
      },
      {
        path: "/profile-completion",
        element: <RequireIncompleteProfile />,
        children: [
          {
            index: true,
            lazy: page(() => import("../features/profile/pages/ProfileCompletionPage.tsx")),
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
              // Temporary: the index goes to wellbeing, unknown paths to articles, once they exist.
              { index: true, element: <Navigate to="/dashboard/weight" replace /> },
              {
                path: "weight",
                lazy: async () => {
                  const { default: WeightPage } = await import(
                    "../features/weight/pages/WeightPage.tsx"
                  );
                  return { Component: () => <WeightPage mode="user" /> };
                },
              },
              {
                path: "weight/add",
                lazy: page(() => import("../features/weight/pages/AddWeightPage.tsx")),
              },
              {
                path: "weight/edit/:entryId",
                lazy: page(() => import("../features/weight/pages/EditWeightPage.tsx")),
              },
              { path: "*", element: <Navigate to="/dashboard/weight" replace /> },
            ],
          },
        ],
      },
      {
        path: "/preview",
        element: <AppLayout mode="preview" />,
        children: [
          // Temporary: the index goes to wellbeing, unknown paths to articles, once they exist.
          { index: true, element: <Navigate to="/preview/weight" replace /> },
          {
            path: "weight",
            lazy: async () => {
              const { default: WeightPage } = await import(
                "../features/weight/pages/WeightPage.tsx"
              );
              return { Component: () => <WeightPage mode="preview" /> };
            },
          },
          { path: "*", element: <Navigate to="/preview/weight" replace /> },
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
                    lazy: page(() => import("../features/settings/components/SettingsLayout.tsx")),
                    children: [
                      {
                        path: "profile",
                        lazy: page(
                          () => import("../features/settings/pages/ProfileSettingsPage.tsx"),
                        ),
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
            lazy: page(() => import("../features/settings/components/PublicSettingsShell.tsx")),
            children: [
              {
                path: "legal",
                lazy: page(() => import("../features/settings/pages/SettingsLegalPage.tsx")),
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
          { index: true, lazy: page(() => import("../features/admin/pages/AdminSignInPage.tsx")) },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  {
                    path: "dashboard",
                    lazy: page(() => import("../features/admin/pages/AdminDashboardPage.tsx")),
                  },
                  {
                    path: "risk-factors",
                    lazy: page(() => import("../features/admin/pages/RiskFactorsPage.tsx")),
                  },
                  {
                    path: "health-goals",
                    lazy: page(() => import("../features/admin/pages/HealthGoalsPage.tsx")),
                  },
                  { path: "*", element: <Navigate to="/admin/risk-factors" replace /> },
                ],
              },
            ],
          },
        ],
      },
      {
        path: "/terms-of-service",
        lazy: page(() => import("../features/legal/pages/TermsOfServicePage.tsx")),
      },
      {
        path: "/privacy-policy",
        lazy: page(() => import("../features/legal/pages/PrivacyPolicyPage.tsx")),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
