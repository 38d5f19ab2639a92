export const adminPaths = {
  signIn: () => "/admin",
  dashboard: () => "/admin/dashboard",
  riskFactors: () => "/admin/risk-factors",
  healthGoals: () => "/admin/health-goals",
};
