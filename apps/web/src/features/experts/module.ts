import { lazyPage, type WebModule } from "../../lib/web-module.ts";
import { ExpertsIcon } from "./components/icons.tsx";
import { expertsPaths } from "./paths.ts";

export { expertsPaths };

const hub = lazyPage(() => import("./pages/ExpertsHubPage.tsx"));
const safetyPlan = lazyPage(() => import("./pages/SafetyPlanPage.tsx"));
const psychologist = lazyPage(() => import("./pages/PsychologistPage.tsx"));
const journeys = lazyPage(() => import("./pages/PsychologistJourneysPage.tsx"));
const journey = lazyPage(() => import("./pages/JourneyPage.tsx"));
const psychologistSession = lazyPage(() => import("./pages/PsychologistSessionPage.tsx"));
const healthCoach = lazyPage(() => import("./pages/HealthCoachPage.tsx"));
const healthCoachSession = lazyPage(() => import("./pages/HealthCoachSessionPage.tsx"));
const physician = lazyPage(() => import("./pages/PhysicianPage.tsx"));
const consultation = lazyPage(() => import("./pages/PhysicianConsultationPage.tsx"));

// The same pages serve both areas: in the preview the journeys read the domain's content and a
// session or the safety plan asks to sign in.
const routes = [
  { path: "experts", lazy: hub },
  { path: "experts/safety-plan", lazy: safetyPlan },
  { path: "experts/journey/:journeyId", lazy: journey },
  { path: "psychologist", lazy: psychologist },
  { path: "psychologist/journeys", lazy: journeys },
  { path: "psychologist/journey/:journeyId", lazy: journey },
  { path: "psychologist/session", lazy: psychologistSession },
  { path: "health-coach", lazy: healthCoach },
  { path: "health-coach/session", lazy: healthCoachSession },
  { path: "physician", lazy: physician },
  { path: "physician/journey/:journeyId", lazy: journey },
  { path: "physician/consultation", lazy: consultation },
];

export const expertsModule: WebModule = {
  name: "experts",
  nav: {
    labelKey: "experts:title",
    icon: ExpertsIcon,
    section: "learn",
    order: 55,
    member: expertsPaths.hub(),
    preview: expertsPaths.preview.hub(),
  },
  member: routes,
  preview: routes,
};
