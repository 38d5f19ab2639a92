/** What the subscription and store purchases say (learning-devices-commerce §8, Subscription). */
export const SubscriptionMessage = {
  notInitialized: "Subscriptions not initialized",
  initializeFailed: "Failed to initialize subscriptions",
  purchaseNotInitialized: "Not initialized",
  purchaseCancelled: "Purchase cancelled",
  notAvailable: "Purchases are only available in the Vitalog app for iOS and Android",
  // The RevenueCat webhook
  webhookUnavailable: "Store purchases are not configured on this server",
  webhookUnauthorized: "The webhook's Authorization header is missing or wrong",
  webhookNotJson: "The webhook body must be JSON",
  webhookInvalid: "The webhook body is not a RevenueCat event",
} as const;
