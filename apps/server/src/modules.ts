import { accountModule } from "./features/account/index.ts";
import { activityModule } from "./features/activity/index.ts";
import { adminModule } from "./features/admin/index.ts";
import { aiCreditsModule } from "./features/ai-credits/index.ts";
import { bloodworkModule } from "./features/bloodwork/index.ts";
import { catalogModule } from "./features/catalog/index.ts";
import { communityModule } from "./features/community/index.ts";
import { contentAdapterModule } from "./features/content-adapter/index.ts";
import { coursesModule } from "./features/courses/index.ts";
import { cycleModule } from "./features/cycle/index.ts";
import { expertsModule } from "./features/experts/index.ts";
import { fastingModule } from "./features/fasting/index.ts";
import { fhirModule } from "./features/fhir/index.ts";
import { foodModule } from "./features/food/index.ts";
import { healthRecordModule } from "./features/health-record/index.ts";
import { importsModule } from "./features/imports/index.ts";
import { insightsModule } from "./features/insights/index.ts";
import { medicationsModule } from "./features/medications/index.ts";
import { meditationModule } from "./features/meditation/index.ts";
import { notificationsModule } from "./features/notifications/index.ts";
import { nutritionModule } from "./features/nutrition/index.ts";
import { painModule } from "./features/pain/index.ts";
import { profileModule } from "./features/profile/index.ts";
import { recommendationsModule } from "./features/recommendations/index.ts";
import { sharingModule } from "./features/sharing/index.ts";
import { subscriptionModule } from "./features/subscription/index.ts";
import { vitalsModule } from "./features/vitals/index.ts";
import { weightModule } from "./features/weight/index.ts";
import { wellbeingModule } from "./features/wellbeing/index.ts";
import type { ServerModule } from "./modules/module.ts";

/** Every module of the server, one line each; app.ts builds the API from this list. */
export const modules: readonly ServerModule[] = [
  accountModule,
  profileModule,
  catalogModule,
  adminModule,
  weightModule,
  fastingModule,
  wellbeingModule,
  vitalsModule,
  activityModule,
  meditationModule,
  cycleModule,
  medicationsModule,
  recommendationsModule,
  nutritionModule,
  foodModule,
  healthRecordModule,
  painModule,
  bloodworkModule,
  coursesModule,
  aiCreditsModule,
  subscriptionModule,
  communityModule,
  insightsModule,
  importsModule,

  expertsModule,
  contentAdapterModule,
  notificationsModule,
  sharingModule,
  fhirModule,
];
