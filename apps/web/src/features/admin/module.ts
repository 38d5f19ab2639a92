import {
  HeartPulseIcon,
  LayoutIcon,
  SparklesIcon,
  TargetIcon,
  UsersIcon,
} from "../../components/Icon/icons.tsx";
import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { ActivityIcon, ClipboardIcon, PercentIcon } from "./components/icons.tsx";
import { adminPaths } from "./paths.ts";

export { adminPaths };

export const adminModule: WebModule = {
  name: "admin",
  admin: {
    nav: [
      { to: adminPaths.dashboard(), labelKey: "admin:nav.dashboard", icon: LayoutIcon, order: 0 },
      {
        to: adminPaths.riskFactors(),
        labelKey: "admin:nav.riskFactors",
        icon: HeartPulseIcon,
        order: 10,
      },
      {
        to: adminPaths.healthGoals(),
        labelKey: "admin:nav.healthGoals",
        icon: TargetIcon,
        order: 20,
      },
      {
        to: adminPaths.recommendations(),
        labelKey: "admin:nav.recommendations",
        icon: ClipboardIcon,
        order: 30,
      },
      {
        to: adminPaths.activity(),
        labelKey: "admin:nav.activity",
        icon: ActivityIcon,
        order: 90,
      },
      {
        to: adminPaths.contentAdapter(),
        labelKey: "admin:nav.contentAdapter",
        icon: SparklesIcon,
        order: 50,
      },
    ],
    routes: [
      { path: "dashboard", lazy: lazyPage(() => import("./pages/AdminDashboardPage.tsx")) },
      { path: "risk-factors", lazy: lazyPage(() => import("./pages/RiskFactorsPage.tsx")) },
      { path: "health-goals", lazy: lazyPage(() => import("./pages/HealthGoalsPage.tsx")) },
      {
        path: "recommendations",
        lazy: lazyPage(() => import("./pages/RecommendationsPage.tsx")),
      },
      {
        path: "recommendations/new",
        lazy: lazyPage(() => import("./pages/RecommendationFormPage.tsx")),
      },
      {
        path: "recommendations/:recommendationId/edit",
        lazy: lazyPage(() => import("./pages/RecommendationFormPage.tsx")),
      },
      { path: "activity", lazy: lazyPage(() => import("./pages/AdminActivityPage.tsx")) },
      {
        path: "content-adapter",
        lazy: lazyPage(() => import("./pages/ContentAdapterPage.tsx")),
      },
    ],
  },
  // The spec's tile order: users, active users, risk factors, health goals, recommendations,
  // then the modules' own (courses, enrolments, ...), engagement last of the admin's.
  adminCounts: [
    { key: "users", labelKey: "admin:dashboard.users", icon: UsersIcon, order: 0 },
    { key: "activeUsers", labelKey: "admin:dashboard.activeUsers", icon: ActivityIcon, order: 1 },
    {
      key: "riskFactors",
      labelKey: "admin:dashboard.riskFactors",
      icon: HeartPulseIcon,
      order: 10,
      to: adminPaths.riskFactors(),
    },
    {
      key: "healthGoals",
      labelKey: "admin:dashboard.healthGoals",
      icon: TargetIcon,
      order: 20,
      to: adminPaths.healthGoals(),
    },
    {
      key: "recommendations",
      labelKey: "admin:dashboard.recommendations",
      icon: ClipboardIcon,
      order: 30,
      to: adminPaths.recommendations(),
    },
    {
      key: "engagement",
      labelKey: "admin:dashboard.engagement",
      icon: PercentIcon,
      order: 90,
      unit: "percent",
    },
  ],
};
