/** Validation messages of spec learning-devices-commerce §5, verbatim. */
export const NotificationMessage = {
  titleBodyRequired: "Title and body are required",
  invalidDate: "Invalid schedule date",
  pastDate: "Cannot schedule notification in the past",
  notEnabled: "Notifications are not enabled",
  permissionNotGranted: "Notification permission not granted",
  previouslyDenied:
    "Notification permission was previously denied. Please enable in system settings.",
  reminderTime: "Use a time in the form HH:MM",
} as const;

/** The nine notification error codes of spec §8. */
export const NOTIFICATION_ERROR_CODES = {
  PERMISSION_DENIED: "PERMISSION_DENIED",
  SCHEDULING_FAILED: "SCHEDULING_FAILED",
  INVALID_DATE: "INVALID_DATE",
  PLATFORM_NOT_SUPPORTED: "PLATFORM_NOT_SUPPORTED",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INVALID_ID: "INVALID_ID",
  QUOTA_EXCEEDED: "QUOTA_EXCEEDED",
  PERMISSION_CONFIGURATION_NEEDED: "PERMISSION_CONFIGURATION_NEEDED",
  NOT_FOUND: "NOT_FOUND",
} as const;
export type NotificationErrorCode = keyof typeof NOTIFICATION_ERROR_CODES;

/** The notification toasts of spec §8, verbatim. */
export const NotificationToast = {
  enabled: "Notifications enabled successfully",
  permissionDenied: "Notification permission denied",
  enableInSettings: "Please enable notifications in your device settings",
  permissionRequestFailed: "Failed to request notification permissions",
  invalidDate: "Invalid notification date",
  scheduleFailed: "Failed to schedule notification",
  cancelFailed: "Failed to cancel notification",
  cancelled: "Notification cancelled",
  cleared: "All notifications cleared",
  clearFailed: "Failed to clear notifications",
  loadFailed: "Failed to load notifications",
  testScheduled: "Test notification scheduled",
  testFailed: "Failed to schedule test notification",
  alreadyEnabled: "Notifications are already enabled",
  settingsSavedAndUpdated: "Settings saved and notifications updated",
  settingsSaveFailed: "Failed to save settings",
  settingsLoadFailed: "Failed to load notification settings",
  settingsUpdated: "Notification settings updated",
  previouslyDenied: NotificationMessage.previouslyDenied,
} as const;

/**
 * Reminder wording. None carries a health value (no weight, dose, unit or cycle day); cycle
 * reminders have a neutral twin for discreet mode (spec §3, privacyMode).
 */
export const ReminderText = {
  fastingMilestone: {
    title: "Fasting milestone",
    body: "You've reached a new milestone in your fast. Keep going!",
  },
  fastingComplete: { title: "Fast complete", body: "You've reached your fasting goal. Well done!" },
  fastingEnd: { title: "Your fast ends soon", body: "Your fast ends in 30 minutes." },
  fastingHydration: {
    title: "Stay hydrated",
    body: "Remember to drink some water during your fast.",
  },
  fastingEatingWindow: {
    title: "Eating window open",
    body: "Your eating window is open. Break your fast gently.",
  },
  fastingDaily: { title: "Fasting reminder", body: "Ready to start today's fast?" },
  fastingStreak: {
    title: "Streak milestone",
    body: "You've reached a new fasting streak. Keep it up!",
  },
  weightDaily: { title: "Weigh-in reminder", body: "Time for your daily weigh-in." },
  weightMissed: { title: "Weigh-in reminder", body: "You haven't logged your weight today." },
  weightProgress: { title: "Great progress", body: "You're making progress towards your goal." },
  weightPlateau: {
    title: "Keep going",
    body: "Plateaus are normal. Stay consistent and progress will follow.",
  },
  medicationDose: { title: "Medication reminder", body: "It's time for a scheduled dose." },
  test: { title: "Test notification", body: "Notifications are working." },
  cycle: {
    plain: {
      periodReminder: {
        title: "Period reminder",
        body: "Your period may start in a couple of days.",
      },
      pmsWarning: {
        title: "PMS reminder",
        body: "PMS symptoms may begin around this time. Take care of yourself.",
      },
      ovulation: { title: "Ovulation day", body: "Today is your predicted ovulation day." },
      fertileWindow: {
        title: "Fertile window",
        body: "Your predicted fertile window starts today.",
      },
      symptomReminder: {
        title: "Symptom check-in",
        body: "How are you feeling today? Log your symptoms.",
      },
    },
    discreet: {
      periodReminder: { title: "Reminder", body: "You have an upcoming entry in your tracker." },
      pmsWarning: { title: "Reminder", body: "A note from your tracker. Take care of yourself." },
      ovulation: { title: "Reminder", body: "You have a note in your tracker today." },
      fertileWindow: { title: "Reminder", body: "You have a note in your tracker today." },
      symptomReminder: { title: "Daily check-in", body: "Time for your daily check-in." },
    },
  },
} as const;
