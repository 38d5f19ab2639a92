import { activityModule } from "../features/activity/module.ts";
import { adminModule } from "../features/admin/module.ts";
import { aiCreditsModule } from "../features/ai-credits/module.ts";
import { articlesModule } from "../features/articles/module.ts";
import { bloodworkModule } from "../features/bloodwork/module.ts";
import { coursesModule } from "../features/courses/module.ts";
import { cycleModule } from "../features/cycle/module.ts";
import { expertsModule } from "../features/experts/module.ts";
import { fastingModule } from "../features/fasting/module.ts";
import { featureRequestsModule } from "../features/feature-requests/module.ts";
import { foodModule } from "../features/food/module.ts";
import { healthGroupsModule } from "../features/health-groups/module.ts";
import { healthInsightsModule } from "../features/health-insights/module.ts";
import { importsModule } from "../features/imports/module.ts";
import { medicationsModule } from "../features/medications/module.ts";
import { meditationModule } from "../features/meditation/module.ts";
import { notificationsModule } from "../features/notifications/module.ts";
import { painModule } from "../features/pain/module.ts";
import { profileModule } from "../features/profile/module.ts";
import { recommendationsModule } from "../features/recommendations/module.ts";
import { settingsModule } from "../features/settings/module.ts";
import { sharingModule } from "../features/sharing/module.ts";
import { subscriptionModule } from "../features/subscription/module.ts";
import { vitalsModule } from "../features/vitals/module.ts";
import { weightModule } from "../features/weight/module.ts";
import { wellbeingModule } from "../features/wellbeing/module.ts";
import type {
  AdminCount,
  AdminNavEntry,
  ModuleIcon,
  NavSection,
  WebModule,
} from "../lib/web-module.ts";
import { dashboardPath, previewPath } from "../lib/web-module.ts";

/** Every module of the web app, one line each; routes and navigation are built from this list. */
export const MODULES: readonly WebModule[] = [
  wellbeingModule,
  weightModule,
  vitalsModule,
  activityModule,
  fastingModule,
  meditationModule,
  cycleModule,
  recommendationsModule,
  coursesModule,
  expertsModule,
  painModule,
  bloodworkModule,
  medicationsModule,
  foodModule,
  healthInsightsModule,
  articlesModule,
  healthGroupsModule,
  featureRequestsModule,
  profileModule,
  notificationsModule,
  settingsModule,
  aiCreditsModule,
  importsModule,
  subscriptionModule,
  sharingModule,
  adminModule,
];

/**
 * Where `/dashboard` and `/preview` open (wellbeing), and where their unknown paths go
 * (articles), as end-user-app §2 says.
 */
export const LANDING = {
  dashboardHome: dashboardPath("wellbeing"),
  dashboardUnknown: dashboardPath("articles"),
  previewHome: previewPath("wellbeing"),
  previewUnknown: previewPath("articles"),
};

export type NavArea = "member" | "preview";

export interface NavLinkItem {
  to: string;
  labelKey: string;
  icon: ModuleIcon;
  section: NavSection;
}

/** The member or preview navigation (sidebar and bottom bar), in the modules' order. */
export function navItems(area: NavArea, modules = MODULES): NavLinkItem[] {
  return modules
    .flatMap((m) => {
      const to = m.nav?.[area];
      return m.nav && to
        ? [
            {
              to,
              labelKey: m.nav.labelKey,
              icon: m.nav.icon,
              section: m.nav.section,
              order: m.nav.order,
            },
          ]
        : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...item }) => item);
}

/** The admin area's navigation. */
export function adminNavItems(modules = MODULES): AdminNavEntry[] {
  return modules.flatMap((m) => m.admin?.nav ?? []).sort((a, b) => a.order - b.order);
}

/** The labels of the admin overview's figures, in the modules' order. */
export function adminCounts(modules = MODULES): AdminCount[] {
  return modules.flatMap((m) => m.adminCounts ?? []).sort((a, b) => a.order - b.order);
}

/**
 * Where a visitor on a member page goes: the preview twin for a module in public demo mode
 * (`/dashboard/food/x` → `/preview/food/x`), else nowhere (they sign in).
 */
export function visitorPreviewPath(path: string, modules = MODULES): string | null {
  const match = /^\/dashboard\/([^/?#]+)(.*)$/.exec(path);
  if (!match) return null;
  const [, section, rest] = match;
  const module = modules.find((m) => m.visitorsSeePreview && m.name === section);
  return module ? `${previewPath(section as string)}${rest}` : null;
}

/** Whether a preview path shows real public content (a community module) rather than demo data. */
export function isPublicContentPreview(path: string, modules = MODULES): boolean {
  const section = /^\/preview\/([^/?#]+)/.exec(path)?.[1];
  return modules.some((m) => m.previewIsPublicContent && m.name === section);
}

export const memberRoutes = MODULES.flatMap((m) => m.member ?? []);
export const previewRoutes = MODULES.flatMap((m) => m.preview ?? []);
export const signedInRoutes = MODULES.flatMap((m) => m.signedIn ?? []);
export const adminRoutes = MODULES.flatMap((m) => m.admin?.routes ?? []);
