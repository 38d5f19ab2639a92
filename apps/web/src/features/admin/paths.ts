export const adminPaths = {
  signIn: () => "/admin",
  dashboard: () => "/admin/dashboard",
  riskFactors: () => "/admin/risk-factors",
  healthGoals: () => "/admin/health-goals",
  recommendations: () => "/admin/recommendations",
  /** The list with its import/export panel open. */
  importRecommendations: () => "/admin/recommendations?panel=import",
  newRecommendation: () => "/admin/recommendations/new",
  editRecommendation: (id: string) => `/admin/recommendations/${encodeURIComponent(id)}/edit`,
  contentAdapter: () => "/admin/content-adapter",
  /** The audit log, optionally showing one kind. */
  activity: (kind?: string) =>
    kind ? `/admin/activity?kind=${encodeURIComponent(kind)}` : "/admin/activity",
};
