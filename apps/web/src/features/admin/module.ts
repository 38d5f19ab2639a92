import { HeartPulseIcon, LayoutIcon, TargetIcon, UsersIcon } from "../../components/Icon/icons.tsx";
import { lazyPage, type WebModule } from "../../lib/web-module.ts";
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
    ],
    routes: [
      { path: "dashboard", lazy: lazyPage(() => import("./pages/AdminDashboardPage.tsx")) },
      { path: "risk-factors", lazy: lazyPage(() => import("./pages/RiskFactorsPage.tsx")) },
      { path: "health-goals", lazy: lazyPage(() => import("./pages/HealthGoalsPage.tsx")) },
    ],
  },
  adminCounts: [
    { key: "users", labelKey: "admin:dashboard.users", icon: UsersIcon, order: 0 },
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
  ],
};
