import type { CrisisKind } from "./crisis.ts";

export interface CrisisAction {
  label: string;
  href: string;
}

/** Fixed help shown on a crisis message; no model writes or changes it. */
export interface CrisisCard {
  kind: CrisisKind;
  title: string;
  body: string;
  actions: readonly CrisisAction[];
}

export const OUTSIDE_US_HELPLINES = "https://findahelpline.com";

const OUTSIDE_US: CrisisAction = {
  label: "Outside the US: find a helpline in your country",
  href: OUTSIDE_US_HELPLINES,
};

const CARDS: Record<CrisisKind, CrisisCard> = {
  "self-harm": {
    kind: "self-harm",
    title: "You don't have to go through this alone",
    body: "It sounds like you may be thinking about ending your life or hurting yourself. You can talk to a trained counsellor right now, free and at any hour: call or text 988 (the 988 Suicide & Crisis Lifeline), or text HOME to 741741 (Crisis Text Line). If you are in immediate danger, call 911. Your safety plan is here too.",
    actions: [
      { label: "Call 988", href: "tel:988" },
      { label: "Text 988", href: "sms:988" },
      { label: "Text HOME to 741741", href: "sms:741741&body=HOME" },
      OUTSIDE_US,
    ],
  },
  "harm-to-others": {
    kind: "harm-to-others",
    title: "If someone is in danger, call 911 now",
    body: "If you or anyone else is in danger right now, call 911. If you are afraid you might hurt someone, put distance between you and them and call 988 to talk it through with a counsellor, free and at any hour.",
    actions: [
      { label: "Call 911", href: "tel:911" },
      { label: "Call 988", href: "tel:988" },
      OUTSIDE_US,
    ],
  },
  "medical-emergency": {
    kind: "medical-emergency",
    title: "This may be a medical emergency: call 911 now",
    body: "Call 911 now, or your local emergency number. Stay with the person, and follow what the dispatcher tells you. Don't wait to see if it gets better, and don't drive yourself if you are the one who is unwell.",
    actions: [{ label: "Call 911", href: "tel:911" }, OUTSIDE_US],
  },
};

/** The crisis card for a kind of crisis: the same words every time. */
export function crisisCard(kind: CrisisKind): CrisisCard {
  return CARDS[kind];
}
