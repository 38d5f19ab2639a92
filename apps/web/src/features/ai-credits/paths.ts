export const aiCreditsPaths = {
  /** The credits page under settings; Stripe returns here after a purchase. */
  page: () => "/settings/credits",
};
