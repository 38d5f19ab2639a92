export const subscriptionPaths = {
  /** Settings → Subscription: the person's Pro status. */
  page: () => "/settings/subscription",
  /** What Pro includes and its prices (the apps' paywall). */
  pro: () => "/settings/subscription/pro",
};
