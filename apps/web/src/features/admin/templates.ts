import {
  ACTION_TYPE_CATEGORIES,
  ACTION_TYPES,
  ACTIVITY_LEVELS,
  AGE_LIMITS,
  type CatalogItem,
  DEFAULT_MAX_AGE,
  DEFAULT_MIN_AGE,
  DEFAULT_PRIORITY,
  ESTIMATED_TIMES,
  EVIDENCE_LEVELS,
  FREQUENCY_PERIODS,
  IMPORT_REQUIRED_FIELDS,
  ORGANIZATIONS,
  PRIORITY_LIMITS,
  RECOMMENDATION_GENDERS,
  RECOMMENDATION_GRADES,
  STEP_TYPES,
  STUDY_TYPES,
  TEXT_LIMITS,
  URGENT_PRIORITY,
} from "@vitalog/domain";

// The downloadable JSON files of the import/export panel, built from the domain's constants so
// they always name the values the import accepts.

/** A recommendation with every field empty or at its default: the single template. */
export function singleTemplate() {
  return {
    guidelineTitle: "",
    organization: "",
    guidelineId: "",
    actionType: "",
    actionDetails: "",
    instruction: "",
    explanation: "",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    customSchedule: "",
    isUrgent: false,
    priority: DEFAULT_PRIORITY,
    gender: "all",
    minAge: DEFAULT_MIN_AGE,
    maxAge: DEFAULT_MAX_AGE,
    selectedRiskFactors: [] as string[],
    selectedHealthGoals: [] as string[],
    bmiMin: null,
    bmiMax: null,
    activityLevels: [] as string[],
    benefitsAndHarms: { benefits: "", harms: "", netBenefit: "" },
    clinicalImpact: "",
    practicePoints: "",
    clinicalNotes: "",
    recommendationGrade: "",
    evidenceLevel: "",
    evidenceSummary: "",
    researchMethods: "",
    studyStatistics: "",
    studyTypes: [] as string[],
    source: "",
    sourceUrl: "",
    publicationDate: "",
    lastReviewDate: "",
    nextReviewDate: "",
    references: [{ citation: "", evidenceLevel: "", url: "" }],
    relatedGuidelines: [] as string[],
    detailedInstructions: [
      {
        title: "",
        description: "",
        image: "",
        estimatedTime: "",
        customTime: "",
        notes: "",
        type: "text",
      },
    ],
  };
}

/** What each field means and the values it takes, for a person or an AI writing an import. */
function fieldGuide() {
  const list = (values: readonly string[]) => values.join(", ");
  return {
    guidelineTitle: `Required. The recommendation's title (at most ${TEXT_LIMITS.title} characters). Alias: title.`,
    organization: `Required. One of: ${list(ORGANIZATIONS)}. Alias: source.`,
    guidelineId: "Optional. The issuing organisation's own identifier.",
    actionType: `Required. One of: ${list(ACTION_TYPES)}. Categories: ${ACTION_TYPE_CATEGORIES.map(([type, category]) => `${type} = ${category}`).join("; ")}.`,
    actionDetails: "Required. What to do, in one or two sentences.",
    instruction: "Required. The instruction shown to the person.",
    explanation: "Optional. Why it matters.",
    frequencyNumber: "A whole number from 1; ignored (taken as 1) when frequencyPeriod is once.",
    frequencyPeriod: `One of: ${list(FREQUENCY_PERIODS)} (default year).`,
    customSchedule: "Text of the schedule when frequencyPeriod is custom.",
    isUrgent: "true or false.",
    priority: `A whole number from ${PRIORITY_LIMITS.min} to ${PRIORITY_LIMITS.max} (default ${DEFAULT_PRIORITY}; ${URGENT_PRIORITY} suggested for urgent ones).`,
    gender: `One of: ${list(RECOMMENDATION_GENDERS)} (empty means all).`,
    minAge: `Required. Whole years from ${AGE_LIMITS.min} to ${AGE_LIMITS.max}.`,
    maxAge: `Required. Whole years from ${AGE_LIMITS.min} to ${AGE_LIMITS.max}, above minAge.`,
    selectedRiskFactors:
      "A list (or comma-separated text) of risk factor ids or names from riskFactors below. Leave empty for everyone of the gender and age band.",
    selectedHealthGoals:
      "A list (or comma-separated text) of health goal ids or names from healthGoals below.",
    bmiMin: "Optional number from 10 to 80, or null.",
    bmiMax: "Optional number from 10 to 80 above bmiMin, or null.",
    activityLevels: `Optional list of: ${list(ACTIVITY_LEVELS)}.`,
    benefitsAndHarms:
      "An object { benefits, harms, netBenefit }; the form asks for benefits or harms.",
    clinicalImpact: "Optional text.",
    practicePoints: "Optional text.",
    clinicalNotes: "Optional text.",
    recommendationGrade: `Required. One of: ${list(RECOMMENDATION_GRADES)} (A strong, B moderate, C selective, D against, I insufficient). Alias: evidenceGrade.`,
    evidenceLevel: `Optional. One of: ${list(EVIDENCE_LEVELS)}.`,
    evidenceSummary: "Optional text.",
    researchMethods: "Optional text.",
    studyStatistics: "Optional text.",
    studyTypes: `Optional list of: ${list(STUDY_TYPES)}.`,
    source: "Optional. The publication's name.",
    sourceUrl: "Optional. A full http(s) address.",
    publicationDate: "Optional. YYYY-MM-DD.",
    lastReviewDate: "Optional. YYYY-MM-DD.",
    nextReviewDate: "Optional. YYYY-MM-DD.",
    references: `Optional list of { citation, evidenceLevel (one of: ${list(EVIDENCE_LEVELS)}), url }.`,
    relatedGuidelines: "Optional list (or comma-separated text) of related guideline titles.",
    detailedInstructions: `Optional list of steps { title (required), description, image (URL), estimatedTime (one of: ${list(ESTIMATED_TIMES)}), customTime (when Custom), notes, type (one of: ${list(STEP_TYPES)}) }.`,
    id: "Only to update: the id of an existing recommendation (from an export).",
  };
}

const catalogEntries = (items: CatalogItem[]) =>
  items.map(({ id, name, description }) => ({ id, name, description: description ?? "" }));

/** Two realistic recommendations for everyone of their gender and age band. */
export function exampleRecommendations() {
  return [
    {
      ...singleTemplate(),
      guidelineTitle: "Colorectal cancer screening",
      organization: "uspstf",
      guidelineId: "colorectal-cancer-screening-2021",
      actionType: "screening",
      actionDetails:
        "Screen for colorectal cancer with a stool-based test every year or a colonoscopy every 10 years.",
      instruction: "Ask your doctor which colorectal cancer screening test suits you and book it.",
      explanation:
        "Screening finds polyps before they become cancer and finds cancer early, when treatment works best.",
      frequencyNumber: 1,
      frequencyPeriod: "year",
      minAge: 45,
      maxAge: 75,
      priority: 4,
      benefitsAndHarms: {
        benefits: "Fewer deaths from colorectal cancer; polyps removed before they turn cancerous.",
        harms: "Colonoscopy rarely causes bleeding or perforation.",
        netBenefit: "Substantial for adults 50 to 75, moderate for 45 to 49.",
      },
      recommendationGrade: "A",
      evidenceLevel: "high",
      evidenceSummary:
        "Modelling and trial evidence show screening from 45 to 75 years reduces colorectal cancer deaths.",
      studyTypes: ["rct", "systematic_review"],
      source: "US Preventive Services Task Force",
      sourceUrl:
        "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/colorectal-cancer-screening",
      publicationDate: "2021-05-18",
      references: [
        {
          citation:
            "US Preventive Services Task Force. Screening for Colorectal Cancer. JAMA. 2021;325(19):1965-1977.",
          evidenceLevel: "high",
          url: "https://jamanetwork.com/journals/jama/fullarticle/2779985",
        },
      ],
      relatedGuidelines: ["Colonoscopy surveillance after polyp removal"],
      detailedInstructions: [
        {
          title: "Talk to your doctor",
          description: "Ask which test suits you: a yearly stool test or a colonoscopy.",
          image: "",
          estimatedTime: "15-30 minutes",
          customTime: "",
          notes: "",
          type: "preparation",
        },
        {
          title: "Book and take the test",
          description: "Follow the preparation instructions you are given.",
          image: "",
          estimatedTime: "Varies",
          customTime: "",
          notes: "",
          type: "action",
        },
      ],
    },
    {
      ...singleTemplate(),
      guidelineTitle: "Blood pressure screening",
      organization: "uspstf",
      guidelineId: "hypertension-screening-2021",
      actionType: "screening",
      actionDetails: "Have your blood pressure measured at least once a year.",
      instruction:
        "Measure your blood pressure at a clinic or pharmacy, or at home with a validated cuff.",
      explanation:
        "High blood pressure has no symptoms and raises the risk of heart attack and stroke.",
      frequencyNumber: 1,
      frequencyPeriod: "year",
      minAge: 18,
      maxAge: 99,
      benefitsAndHarms: {
        benefits: "Finding and treating high blood pressure lowers heart attacks and strokes.",
        harms: "Few; a single high reading should be confirmed outside the clinic.",
        netBenefit: "Substantial.",
      },
      recommendationGrade: "A",
      evidenceLevel: "high",
      evidenceSummary:
        "Screening is accurate and treatment of hypertension reduces cardiovascular events.",
      studyTypes: ["systematic_review", "clinical_guideline"],
      source: "US Preventive Services Task Force",
      sourceUrl:
        "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/hypertension-in-adults-screening",
      publicationDate: "2021-04-27",
      references: [],
      relatedGuidelines: [],
      detailedInstructions: [
        {
          title: "Measure your blood pressure",
          description:
            "Sit quietly for five minutes first, feet flat, arm supported at heart level.",
          image: "",
          estimatedTime: "5-10 minutes",
          customTime: "",
          notes: "Confirm a high reading with home or ambulatory measurements.",
          type: "action",
        },
      ],
    },
  ];
}

/** The AI-friendly wrapper: a template, how to fill it in, and two examples. */
export function aiTemplate(riskFactors: CatalogItem[], healthGoals: CatalogItem[]) {
  return {
    template: singleTemplate(),
    instructions: {
      purpose:
        "Fill in the template once per recommendation. Import a single object, a list of objects, or this whole file (the import then asks whether to use the examples).",
      requiredFields: IMPORT_REQUIRED_FIELDS,
      fields: fieldGuide(),
      riskFactors: catalogEntries(riskFactors),
      healthGoals: catalogEntries(healthGoals),
    },
    examples: exampleRecommendations(),
  };
}

/** The current risk factors and health goals with their ids. */
export function catalogExport(riskFactors: CatalogItem[], healthGoals: CatalogItem[]) {
  return { riskFactors: catalogEntries(riskFactors), healthGoals: catalogEntries(healthGoals) };
}

/** Today in the reader's calendar, YYYY-MM-DD (for file names). */
export function isoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
