export const settingsPaths = {
  home: () => "/settings",
  profile: () => "/settings/profile",
};
