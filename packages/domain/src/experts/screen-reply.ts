export type ScreenReason = "diagnosis" | "prescription" | "discourages-care";

export type ScreenResult = { ok: true } | { ok: false; reason: ScreenReason; replacement: string };

/** The safe answers that replace a screened reply, by reason. */
export const SCREENED_REPLY: Record<ScreenReason, string> = {
  diagnosis:
    "I can't tell what is causing this, and I can't give a diagnosis: only a doctor or another licensed clinician who can examine you can. If it helps, we can write down what you've noticed, since when and what makes it better or worse, so you can take it to that appointment. If anything feels severe or sudden, call 911.",
  prescription:
    "I can't recommend a medicine or a dose, or a change to one. Please keep taking any medication as it was prescribed, and ask your doctor or pharmacist before starting, stopping or changing anything: they know your full history. I'm glad to help you prepare the questions to ask them.",
  "discourages-care":
    "I can't judge whether you need care, and I'd never want to talk you out of getting it. If something worries you, a doctor, nurse or licensed professional is the right person to ask, and asking is never a waste of their time. If it feels urgent, call 911 or your local emergency number.",
};

const CONDITION =
  "(?:depression|anxiety|major depressive disorder|clinical depression|an? (?:anxiety|panic|eating|mood|personality|bipolar|sleep|thyroid|heart|autoimmune|stress|adjustment|attention|mental|psychotic|seizure|bleeding|kidney|liver) ?(?:disorder|disease|condition|problem)|(?:generali[sz]ed )?anxiety disorder|panic disorder|bipolar(?: disorder)?|ptsd|c ?ptsd|ocd|adhd|add|autism|schizophrenia|psychosis|borderline|bpd|insomnia|sleep apnea|sleep apnoea|diabetes|prediabetes|pre diabetes|hypertension|high blood pressure|hypothyroidism|hyperthyroidism|an? (?:\\w+ )?(?:infection|deficiency|tumou?r|ulcer|syndrome|disorder|disease|allergy|intolerance|fracture|hernia)|anemia|anaemia|cancer|covid|the flu|flu|pneumonia|migraines?|fibromyalgia|ibs|pcos|endometriosis|long covid|gout|arthritis|asthma|lupus|celiac|coeliac|burnout|dementia|alzheimer\\w*|parkinson\\w*|\\w+itis|\\w+osis|\\w+emia|\\w+aemia)(?! (?:readings?|results?|numbers?|values?|levels?|risk|log|tests?|screening|appointment|questions?|in your|on your|about|over|around|before|when|at))";

const NEGATED_BEFORE =
  /\b(?:don't|do not|never|not|shouldn't|should not|without|before|avoid|no|ask|asking|whether|if|discuss|check with)\b[^.!?]{0,25}$/i;
const CONDITIONAL_BEFORE =
  /\b(?:if|whether|when|unless|that|who|people|someone|many|some|those|whether or not)\b[^.!?]{0,12}$/i;

interface Rule {
  pattern: RegExp;
  /** Skip a match whose preceding words negate or condition it. */
  guard?: RegExp;
}

const DIAGNOSIS: readonly Rule[] = [
  {
    pattern: new RegExp(
      `\\byou(?:'ve| have| most likely have| probably have| likely have| definitely have| clearly have| certainly have| must have| have got|'ve got| are suffering from|'re suffering from| suffer from| are showing signs of| are experiencing)\\s+(?:a case of |classic |mild |severe |moderate |early |signs of |symptoms of )?${CONDITION}\\b`,
      "i",
    ),
    guard: CONDITIONAL_BEFORE,
  },
  {
    pattern:
      /\byou(?:'re| are) (?:clinically |definitely |clearly |probably |likely )?(?:depressed|bipolar|anorexic|bulimic|diabetic|prediabetic|hypertensive|autistic|psychotic|anemic|anaemic|an alcoholic|an addict|a narcissist)\b/i,
    guard: CONDITIONAL_BEFORE,
  },
  {
    pattern: new RegExp(
      `\\b(?:this|that|it|these|those|what you describe|what you're describing|(?:your|these|those|the) symptoms?)(?: is| are|'s) (?:definitely|clearly|certainly|almost certainly|most likely|probably|likely|without a doubt|classic|textbook|a clear sign of|a sign of|consistent with|just|only|probably just|likely just|simply)(?: just)?\\s+(?:a case of |an? |signs of |symptoms of )?${CONDITION}\\b`,
      "i",
    ),
  },
  {
    pattern: new RegExp(
      `\\b(?:sounds|looks|seems) (?:exactly |just |a lot )?like (?:you have |you've got |you're suffering from |a case of |classic |textbook )?${CONDITION}\\b`,
      "i",
    ),
  },
  { pattern: /\b(?:I|my) (?:diagnose|diagnosis is|would diagnose|can diagnose you)\b/i },
  { pattern: /\byour diagnosis is\b/i },
];

const DRUG =
  "(?:medication|medicine|meds|pills|tablets|antidepressants?|ssris?|snris?|insulin|metformin|statins?|blood pressure (?:medication|meds|pills)|beta ?blockers?|lisinopril|amlodipine|sertraline|fluoxetine|escitalopram|citalopram|paroxetine|venlafaxine|bupropion|mirtazapine|trazodone|quetiapine|lithium|lamotrigine|benzodiazepines?|xanax|alprazolam|lorazepam|diazepam|clonazepam|zolpidem|ambien|adderall|ritalin|methylphenidate|levothyroxine|warfarin|prednisone|steroids?|antibiotics?|amoxicillin|ibuprofen|paracetamol|acetaminophen|tylenol|aspirin|naproxen|opioids?|oxycodone|tramadol|codeine|melatonin|birth control|the pill|inhalers?|thyroid (?:medication|meds))";

const PRESCRIPTION: readonly Rule[] = [
  {
    pattern:
      /\b(?:increase|decrease|reduce|lower|raise|up|bump|drop|cut|change|switch)\s+(?:your |the )?[\w -]{0,30}?\bto\s+\d+(?:[.,]\d+)?\s*(?:mg|milligrams?|mcg|micrograms?|units?|iu|ml|tablets?|pills?|capsules?)\b/i,
    guard: NEGATED_BEFORE,
  },
  {
    pattern:
      /\b(?:take|try|start|use|increase to|go up to|go down to|reduce to|lower to|drop to|cut to)\s+(?:about |around |up to |at least |only |just )?\d+(?:[.,]\d+)?\s*(?:mg|milligrams?|mcg|micrograms?|µg|g|grams?|ml|millilit(?:er|re)s?|units?|iu|tablets?|pills?|capsules?|puffs?|drops?)\b/i,
    guard: NEGATED_BEFORE,
  },
  {
    pattern: new RegExp(
      `\\b(?:stop|quit|discontinue|come off|get off|skip|pause|cut out|wean (?:yourself )?off)\\s+(?:taking |using )?(?:(?:your|the|all|those|these|all your|all of your) (?:\\w+ )?)?${DRUG}\\b`,
      "i",
    ),
    guard: NEGATED_BEFORE,
  },
  {
    pattern:
      /\b(?:double|triple|halve|half|increase|decrease|reduce|lower|raise|up|cut|adjust|change|skip)\s+(?:your |the )?(?:\w+ )?(?:dose|dosage|doses)\b/i,
    guard: NEGATED_BEFORE,
  },
  {
    pattern: new RegExp(
      `\\b(?:you should|you need to|you must|I recommend|I'd recommend|I would recommend|I suggest|I'd suggest|try|start)\\s+(?:taking |starting |using |on |a course of |some |take |start |try |use |go on |start on |get on )?(?:some |a course of )?${DRUG}\\b`,
      "i",
    ),
    guard: NEGATED_BEFORE,
  },
  {
    pattern:
      /\b(?:I(?:'m| am) prescribing|I prescribe|I(?:'ll| will) prescribe|here(?:'s| is) (?:a|your) prescription)\b/i,
  },
];

const DISCOURAGES_CARE: readonly Rule[] = [
  {
    pattern:
      /\byou (?:don't|do not|won't|will not|probably don't|really don't|shouldn't) (?:need|have) (?:to )?(?:see |call |visit |go to |bother )?(?:a |an |your |the |any )?(?:doctor|gp|physician|therapist|psychologist|psychiatrist|counsel(?:l)?or|professional|specialist|nurse|er|emergency room|hospital|medical (?:help|attention|care)|treatment|therapy|help|911|anyone\b(?!'s)|anybody\b(?!'s))\b/i,
  },
  {
    pattern:
      /\bno (?:need|reason) (?:to (?:see|call|visit|go to|talk to|bother (?:with|seeing|calling))|for) (?:a |an |your |the |any )?(?:doctor|gp|physician|therapist|psychologist|psychiatrist|counsel(?:l)?or|professional|specialist|nurse|er|emergency room|hospital|medical|treatment|therapy|911)\b|\bno need to (?:see|call|talk to|bother) (?:anyone|anybody)\b/i,
  },
  {
    pattern:
      /\b(?:don't|do not) (?:bother|waste (?:your|their) time) (?:with |seeing |calling |going to |visiting )?(?:a |an |your |the )?(?:doctor|gp|physician|therapist|psychologist|psychiatrist|professional|specialist|er|hospital|911|appointment|check[- ]?up)\b/i,
  },
  {
    pattern:
      /\b(?:skip|cancel|avoid|put off|postpone)\s+(?:your |the |that )?(?:doctor(?:'s)? (?:appointment|visit)|appointment|check[- ]?up|screening|therapy|therapy session|follow[- ]?up)\b/i,
    guard: NEGATED_BEFORE,
  },
  {
    pattern:
      /\b(?:doctors|therapists|psychiatrists|professionals|medicine) (?:can't|cannot|won't|will not|don't) (?:help|do anything)\b/i,
  },
  {
    pattern:
      /\binstead of (?:seeing|calling|going to|visiting|talking to) (?:a |an |your |the )?(?:doctor|gp|physician|therapist|psychologist|psychiatrist|professional|specialist)\b/i,
  },
  {
    pattern:
      /\b(?:it's|it is|this is) (?:nothing|not) (?:serious|to worry about|worth (?:seeing|calling|a visit)(?: \w+)?)(?=\s*(?:[.,;!]|$|and\b|so\b))/i,
  },
];

function breaks(text: string, rules: readonly Rule[]): boolean {
  return rules.some(({ pattern, guard }) => {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
    );
    for (const m of text.matchAll(global)) {
      const before = text.slice(Math.max(0, m.index - 60), m.index);
      const rest = text.slice(m.index).match(/^[^.!?]*[.!?]?/)![0];
      if (rest.endsWith("?")) continue;
      if (!guard?.test(before)) return true;
    }
    return false;
  });
}

/**
 * Checks a model's reply before it is shown: one that diagnoses, prescribes or changes a dose,
 * or discourages seeking care is replaced by a fixed safe answer.
 */
export function screenReply(text: string): ScreenResult {
  const t = text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, " ");
  for (const [reason, rules] of [
    ["discourages-care", DISCOURAGES_CARE],
    ["prescription", PRESCRIPTION],
    ["diagnosis", DIAGNOSIS],
  ] as const) {
    if (breaks(t, rules)) return { ok: false, reason, replacement: SCREENED_REPLY[reason] };
  }
  return { ok: true };
}
