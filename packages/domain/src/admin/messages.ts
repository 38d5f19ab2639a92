/** User-facing messages, worded exactly as the specification gives them. */
export const AdminMessage = {
  unauthorized: "Unauthorized access. Admin privileges required.",
} as const;
