/** What a message says, in plain text and simple HTML, with every link it carries. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

interface Layout {
  subject: string;
  paragraphsBefore: string[];
  action?: { label: string; url: string };
  paragraphsAfter: string[];
}

function render({ subject, paragraphsBefore, action, paragraphsAfter }: Layout): MailContent {
  const text = [
    ...paragraphsBefore,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...paragraphsAfter,
    "— Vitalog",
  ].join("\n\n");
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;background:#ffffff">
<div style="max-width:560px;margin:0 auto">
${paragraphsBefore.map(paragraph).join("\n")}
${button}
${paragraphsAfter.map(paragraph).join("\n")}
<p style="margin:24px 0 0;color:#555555">— Vitalog</p>
</div>
</body></html>`;
  return { subject, text, html, links: action ? [action.url] : [] };
}

/** Sent on sign-up and on "Resend verification email". */
export function verificationEmail(url: string): MailContent {
  return render({
    subject: "Verify your email address for Vitalog",
    paragraphsBefore: [
      "Welcome to Vitalog. Please confirm that this email address belongs to you.",
    ],
    action: { label: "Verify email address", url },
    paragraphsAfter: [
      "The link works for one hour. If you did not create a Vitalog account, you can ignore this message.",
    ],
  });
}

/** Sent when someone asks to reset the password of the account. */
export function passwordResetEmail(url: string): MailContent {
  return render({
    subject: "Reset your Vitalog password",
    paragraphsBefore: ["Someone asked to reset the password of your Vitalog account."],
    action: { label: "Choose a new password", url },
    paragraphsAfter: [
      "The link works once, for one hour. If it was not you, ignore this message; your password stays the same.",
    ],
  });
}

/** Sent after a password reset, so the owner notices a reset they did not ask for. */
export function passwordChangedEmail(signInUrl: string): MailContent {
  return render({
    subject: "Your Vitalog password was changed",
    paragraphsBefore: [
      "The password of your Vitalog account has just been changed, and every device was signed out.",
    ],
    action: { label: "Sign in to Vitalog", url: signInUrl },
    paragraphsAfter: [
      'If you did not do this, use "Forgot password" on the sign-in page right away to choose a new password.',
    ],
  });
}
