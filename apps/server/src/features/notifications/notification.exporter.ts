import { jsonExporter } from "../../data-export/exporters.ts";
import { exportNotificationData } from "./notification.repository.ts";

/** Settings, cancelled and pending reminders, delivered ones and push endpoints. */
export const notificationsExporter = jsonExporter("notifications", exportNotificationData);
