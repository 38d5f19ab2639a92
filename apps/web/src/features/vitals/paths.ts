import { dashboardPath, previewPath } from "../../lib/web-module.ts";

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const vitalsPaths = {
  list: () => dashboardPath("vitals"),
  addBloodPressure: () => dashboardPath("vitals", "blood-pressure", "add"),
  editBloodPressure: (id: string) => dashboardPath("vitals", "blood-pressure", "edit", id),
  addReading: () => dashboardPath("vitals", "readings", "add"),
  editReading: (id: string) => dashboardPath("vitals", "readings", "edit", id),
  preview: { list: () => previewPath("vitals") },
};
