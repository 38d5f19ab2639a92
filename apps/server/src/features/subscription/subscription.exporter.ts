import { jsonExporter } from "../../data-export/exporters.ts";
import { listSubscriptionRows } from "./subscription.repository.ts";

/** The person's Pro entitlement and every store event that named them. */
export const subscriptionExporter = jsonExporter("subscription", listSubscriptionRows);
