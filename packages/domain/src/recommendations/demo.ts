import { addDays } from "../kit/calendar.ts";
import type { InstructionStep, Recommendation } from "./recommendation.ts";
import { categoryOf } from "./rules.ts";
import type { RankingState, ScoringProfile } from "./scoring.ts";

/** The preview's risk factors and health goals: ids as the demo data lists them, and names. */
export const DEMO_RISK_FACTORS = [
  { id: "demo-risk-smoking", name: "Smoking" },
  { id: "demo-risk-high-blood-pressure", name: "High blood pressure" },
  { id: "demo-risk-high-cholesterol", name: "High cholesterol" },
  { id: "demo-risk-type-2-diabetes", name: "Type 2 diabetes" },
  { id: "demo-risk-obesity", name: "Obesity" },
] as const;

export const DEMO_HEALTH_GOALS = [
  { id: "demo-goal-prevent-cancer", name: "Prevent cancer" },
  { id: "demo-goal-heart-health", name: "Improve heart health" },
  { id: "demo-goal-blood-sugar", name: "Manage blood sugar" },
  { id: "demo-goal-lose-weight", name: "Lose weight" },
] as const;

const DEMO_NAMES: ReadonlyMap<string, string> = new Map(
  [...DEMO_RISK_FACTORS, ...DEMO_HEALTH_GOALS].map((item) => [item.id, item.name]),
);

/** The display name of a demo risk factor or health goal (the id when unknown). */
export function demoCatalogName(id: string): string {
  return DEMO_NAMES.get(id) ?? id;
}

/**
 * The preview's person on `today` (YYYY-MM-DD): a woman of 52, a former smoker who quit
 * less than 15 years ago, with a BMI of 27, lightly active, who wants to prevent cancer and
 * look after her heart.
 */
export function demoRecommendationProfile(today: string): ScoringProfile {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const birthday = `${year - 52}-${String(month).padStart(2, "0")}-${String(Math.min(day, 28)).padStart(2, "0")}`;
  return {
    dateOfBirth: addDays(birthday, -40),
    gender: "female",
    selectedRiskFactors: ["demo-risk-smoking"],
    selectedHealthGoals: ["demo-goal-prevent-cancer", "demo-goal-heart-health"],
    bmi: 27,
    activityLevel: "lightly_active",
  };
}

const STAMP = "2025-01-06T09:00:00.000Z";
const USPSTF = "U.S. Preventive Services Task Force";
const SITE = "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation";

type DemoFields = Partial<Omit<Recommendation, "detailedInstructions">> &
  Pick<
    Recommendation,
    | "id"
    | "guidelineTitle"
    | "actionType"
    | "actionDetails"
    | "instruction"
    | "recommendationGrade"
    | "sourceUrl"
  > & { detailedInstructions?: Omit<InstructionStep, "stepNumber">[] };

function demo(fields: DemoFields): Recommendation {
  const { detailedInstructions = [], ...rest } = fields;
  return {
    organization: "uspstf",
    guidelineId: "",
    explanation: "",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    customSchedule: "",
    isUrgent: false,
    priority: 3,
    gender: "all",
    minAge: 18,
    maxAge: 99,
    selectedRiskFactors: [],
    selectedHealthGoals: [],
    bmiMin: null,
    bmiMax: null,
    activityLevels: [],
    benefitsAndHarms: { benefits: "", harms: "", netBenefit: "" },
    clinicalImpact: "",
    practicePoints: "",
    clinicalNotes: "",
    evidenceLevel: "high",
    evidenceSummary: "",
    researchMethods: "",
    studyStatistics: "",
    studyTypes: ["systematic_review", "clinical_guideline"],
    source: USPSTF,
    publicationDate: null,
    lastReviewDate: null,
    nextReviewDate: null,
    references: [],
    relatedGuidelines: [],
    stats: { completions: 0, saves: 0, views: 0, lastCompletedAt: null },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...rest,
    category: categoryOf(rest.actionType),
    detailedInstructions: detailedInstructions.map((step, i) => ({ ...step, stepNumber: i + 1 })),
  };
}

const step = (
  title: string,
  description: string,
  type: InstructionStep["type"],
  estimatedTime: InstructionStep["estimatedTime"] = "",
): Omit<InstructionStep, "stepNumber"> => ({
  title,
  description,
  type,
  estimatedTime,
  image: "",
  customTime: "",
  notes: "",
});

/**
 * Ten real USPSTF recommendations of grade A or B (their wording shortened from the Task
 * Force's statements, each with its source), with fixed ids, for the preview.
 */
export const DEMO_RECOMMENDATIONS: readonly Recommendation[] = [
  demo({
    id: "demo-colorectal-50-75",
    guidelineTitle: "Colorectal cancer screening, adults 50 to 75",
    guidelineId: "colorectal-cancer-screening",
    actionType: "screening",
    actionDetails:
      "Screening for colorectal cancer with a stool-based test or a direct visualisation test such as colonoscopy.",
    instruction:
      "Choose a screening test with your clinician and repeat it on that test's schedule: a stool test (FIT) every year, or a colonoscopy every 10 years.",
    explanation:
      "Colorectal cancer usually grows from polyps over many years. Screening finds cancer early, when it is easier to treat, and colonoscopy can remove polyps before they become cancer.",
    frequencyNumber: 10,
    frequencyPeriod: "year",
    priority: 4,
    minAge: 50,
    maxAge: 75,
    selectedHealthGoals: ["demo-goal-prevent-cancer"],
    benefitsAndHarms: {
      benefits:
        "Screening adults 50 to 75 reduces deaths from colorectal cancer. There are several effective tests, so people can choose one they will actually do.",
      harms:
        "Colonoscopy, as a screening or follow-up test, carries a small risk of serious harms such as bleeding or a tear in the bowel wall. Stool tests can give false-positive results that lead to a colonoscopy.",
      netBenefit:
        "The Task Force concludes with high certainty that screening adults 50 to 75 has a substantial net benefit.",
    },
    clinicalImpact:
      "Colorectal cancer is the third leading cause of cancer death for both men and women in the US.",
    practicePoints:
      "Options include a yearly FIT or high-sensitivity guaiac test, a stool DNA-FIT every 1 to 3 years, CT colonography or flexible sigmoidoscopy every 5 years, and colonoscopy every 10 years. A positive stool or imaging test needs a follow-up colonoscopy.",
    recommendationGrade: "A",
    evidenceSummary:
      "A systematic review of screening trials and test accuracy studies, with modelling of the ages to start and stop and of the screening intervals.",
    researchMethods:
      "Systematic evidence review for the USPSTF and decision modelling by the Cancer Intervention and Surveillance Modeling Network (CISNET).",
    studyStatistics:
      "An estimated 52,980 people in the US were projected to die of colorectal cancer in 2021.",
    studyTypes: ["rct", "systematic_review", "clinical_guideline"],
    sourceUrl: `${SITE}/colorectal-cancer-screening`,
    publicationDate: "2021-05-18",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Colorectal Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(19):1965-1977.",
        evidenceLevel: "high",
        url: `${SITE}/colorectal-cancer-screening`,
      },
    ],
    relatedGuidelines: ["Colorectal cancer screening, adults 45 to 49 (grade B)"],
    detailedInstructions: [
      step(
        "Talk to your clinician",
        "Ask which screening tests suit you. A stool test is done at home; a colonoscopy is done in a clinic and needs a day of preparation.",
        "preparation",
        "15-30 minutes",
      ),
      step(
        "Choose your test",
        "Pick the test you are most likely to complete. The best test is the one that gets done.",
        "checklist",
        "5-10 minutes",
      ),
      step(
        "Do the test",
        "For a stool test, collect the sample at home and send it back as instructed. For a colonoscopy, follow the bowel preparation exactly and arrange a ride home.",
        "action",
        "Varies",
      ),
      step(
        "Follow up on the result",
        "If a stool test is positive, book the follow-up colonoscopy. Otherwise, note when your next screening is due.",
        "follow-up",
        "5-10 minutes",
      ),
    ],
  }),
  demo({
    id: "demo-breast-40-74",
    guidelineTitle: "Breast cancer screening, women 40 to 74",
    guidelineId: "breast-cancer-screening",
    actionType: "imaging",
    actionDetails: "Screening mammography every 2 years.",
    instruction: "Have a mammogram every 2 years from age 40 to 74.",
    explanation:
      "A mammogram can find breast cancer before it causes symptoms, when treatment works best.",
    frequencyNumber: 2,
    frequencyPeriod: "year",
    gender: "female",
    minAge: 40,
    maxAge: 74,
    selectedHealthGoals: ["demo-goal-prevent-cancer"],
    benefitsAndHarms: {
      benefits:
        "Biennial screening mammography from 40 to 74 reduces deaths from breast cancer; starting at 40 rather than 50 saves more lives.",
      harms:
        "False-positive results that lead to extra imaging and biopsies, and overdiagnosis of cancers that would never have caused harm.",
      netBenefit:
        "The Task Force concludes with moderate certainty that biennial screening mammography for women 40 to 74 has a moderate net benefit.",
    },
    clinicalImpact:
      "Breast cancer is the second most common cancer and the second leading cause of cancer death among women in the US.",
    practicePoints:
      "The recommendation is for women at average risk, including those with a family history of breast cancer. Black women are about 40% more likely to die of breast cancer than White women.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary:
      "A systematic review of screening trials and observational studies, with collaborative modelling of screening strategies by age and interval.",
    researchMethods:
      "Systematic evidence review for the USPSTF and modelling by the Cancer Intervention and Surveillance Modeling Network (CISNET).",
    studyTypes: ["rct", "observational", "systematic_review"],
    sourceUrl: `${SITE}/breast-cancer-screening`,
    publicationDate: "2024-04-30",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Breast Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2024;331(22):1918-1930.",
        evidenceLevel: "moderate",
        url: `${SITE}/breast-cancer-screening`,
      },
    ],
  }),
  demo({
    id: "demo-lung-50-80",
    guidelineTitle: "Lung cancer screening, adults 50 to 80 with a smoking history",
    guidelineId: "lung-cancer-screening",
    actionType: "imaging",
    actionDetails:
      "Annual low-dose computed tomography (LDCT) for adults 50 to 80 with a 20 pack-year smoking history who smoke now or quit within the past 15 years.",
    instruction:
      "If you smoked at least 20 pack-years and smoke now or quit within the past 15 years, have a low-dose CT scan of the chest every year.",
    explanation:
      "Lung cancer is often found late. A yearly low-dose CT scan in people at high risk finds it earlier, when it can more often be cured.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    isUrgent: true,
    priority: 5,
    minAge: 50,
    maxAge: 80,
    selectedRiskFactors: ["demo-risk-smoking"],
    selectedHealthGoals: ["demo-goal-prevent-cancer"],
    benefitsAndHarms: {
      benefits: "Annual LDCT screening of adults at high risk reduces deaths from lung cancer.",
      harms:
        "False-positive results leading to more scans and sometimes invasive procedures, overdiagnosis, incidental findings, and radiation exposure.",
      netBenefit:
        "The Task Force concludes with moderate certainty that annual screening with LDCT has a moderate net benefit in persons at high risk.",
    },
    clinicalImpact: "Lung cancer is the leading cause of cancer death in the US.",
    practicePoints:
      "Screening stops once a person has not smoked for 15 years or has a health problem that substantially limits life expectancy or the ability or willingness to have lung surgery. Stopping smoking remains the most important step.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Large randomised trials (the National Lung Screening Trial and NELSON) showed fewer lung cancer deaths with LDCT screening.",
    researchMethods:
      "Systematic evidence review for the USPSTF and CISNET modelling of eligibility by age and pack-years.",
    studyStatistics:
      "In the National Lung Screening Trial, LDCT screening reduced lung cancer deaths by 20% compared with chest radiography.",
    studyTypes: ["rct", "systematic_review"],
    sourceUrl: `${SITE}/lung-cancer-screening`,
    publicationDate: "2021-03-09",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Lung Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(10):962-970.",
        evidenceLevel: "moderate",
        url: `${SITE}/lung-cancer-screening`,
      },
    ],
    detailedInstructions: [
      step(
        "Work out your pack-years",
        "Multiply the packs of cigarettes you smoked a day by the number of years you smoked. One pack a day for 20 years is 20 pack-years.",
        "checklist",
        "1-2 minutes",
      ),
      step(
        "Ask about a low-dose CT scan",
        "Tell your clinician your pack-years and when you quit. Together, weigh the benefits and harms of screening.",
        "preparation",
        "15-30 minutes",
      ),
      step(
        "Have the scan",
        "The scan takes a few minutes, needs no injection, and you lie still on the table while it runs.",
        "action",
        "15-30 minutes",
      ),
      step(
        "Repeat every year",
        "Screen once a year until you have not smoked for 15 years or your clinician advises you to stop.",
        "follow-up",
      ),
    ],
  }),
  demo({
    id: "demo-cervical-30-65",
    guidelineTitle: "Cervical cancer screening, women 30 to 65",
    guidelineId: "cervical-cancer-screening",
    actionType: "screening",
    actionDetails:
      "Screening every 3 years with cervical cytology alone, every 5 years with high-risk HPV testing alone, or every 5 years with both together.",
    instruction:
      "Have a cervical screening test: an HPV test every 5 years, or a Pap test every 3 years.",
    explanation:
      "Screening finds changes in the cells of the cervix before they turn into cancer, and treating them prevents it.",
    frequencyNumber: 5,
    frequencyPeriod: "year",
    gender: "female",
    minAge: 30,
    maxAge: 65,
    selectedHealthGoals: ["demo-goal-prevent-cancer"],
    benefitsAndHarms: {
      benefits:
        "Screening substantially reduces cervical cancer cases and deaths by finding precancerous lesions that can be treated.",
      harms:
        "Follow-up tests and treatment of lesions that would have cleared on their own; treatment can raise the risk of preterm birth in later pregnancies.",
      netBenefit:
        "The Task Force concludes with high certainty that the benefits of screening every 3 years with cytology, or every 5 years with HPV testing alone or with cytology, substantially outweigh the harms.",
    },
    practicePoints:
      "The recommendation does not apply to women who had a hysterectomy with removal of the cervix and no history of a high-grade precancerous lesion or cervical cancer.",
    recommendationGrade: "A",
    evidenceSummary:
      "Randomised trials and cohort studies of HPV testing and cytology, with modelling of screening strategies.",
    studyTypes: ["rct", "cohort", "systematic_review"],
    sourceUrl: `${SITE}/cervical-cancer-screening`,
    publicationDate: "2018-08-21",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Cervical Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2018;320(7):674-686.",
        evidenceLevel: "high",
        url: `${SITE}/cervical-cancer-screening`,
      },
    ],
  }),
  demo({
    id: "demo-hypertension-18",
    guidelineTitle: "High blood pressure screening, adults",
    guidelineId: "hypertension-in-adults-screening",
    actionType: "screening",
    actionDetails:
      "Blood pressure measurement in the office, with readings outside the clinical setting to confirm the diagnosis before starting treatment.",
    instruction:
      "Have your blood pressure checked once a year from age 40 (every 3 to 5 years from 18 to 39 if your risk is low).",
    explanation:
      "High blood pressure usually has no symptoms, yet it is a major cause of heart attack, stroke and kidney disease. Measuring it is the only way to know.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    minAge: 18,
    maxAge: 120,
    benefitsAndHarms: {
      benefits:
        "Finding and treating high blood pressure lowers the risk of cardiovascular events.",
      harms: "Screening itself causes little harm; a single office reading can be misleading.",
      netBenefit:
        "The Task Force concludes with high certainty that screening adults for hypertension has a substantial net benefit.",
    },
    clinicalImpact: "About 45% of adults in the US have hypertension.",
    practicePoints:
      "Confirm a high office reading with home or ambulatory blood pressure monitoring before diagnosing hypertension.",
    recommendationGrade: "A",
    evidenceSummary:
      "A systematic review of screening accuracy and of confirmation outside the office.",
    studyTypes: ["systematic_review", "cohort", "clinical_guideline"],
    sourceUrl: `${SITE}/hypertension-in-adults-screening`,
    publicationDate: "2021-04-27",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Hypertension in Adults: US Preventive Services Task Force Reaffirmation Recommendation Statement. JAMA. 2021;325(16):1650-1656.",
        evidenceLevel: "high",
        url: `${SITE}/hypertension-in-adults-screening`,
      },
    ],
    detailedInstructions: [
      step(
        "Sit quietly first",
        "Avoid caffeine, exercise and smoking for 30 minutes before. Sit with your back supported and feet flat for 5 minutes.",
        "preparation",
        "5-10 minutes",
      ),
      step(
        "Take the reading",
        "Rest your arm at heart level with the cuff on bare skin. Take two readings a minute apart and note both.",
        "action",
        "5-10 minutes",
      ),
      step(
        "Share high readings",
        "If your readings are 130/80 or higher, tell your clinician; they may ask you to measure at home for a week to confirm.",
        "follow-up",
      ),
    ],
  }),
  demo({
    id: "demo-prediabetes-35-70",
    guidelineTitle: "Prediabetes and type 2 diabetes screening, adults 35 to 70 with overweight",
    guidelineId: "screening-for-prediabetes-and-type-2-diabetes",
    actionType: "lab_test",
    actionDetails:
      "A fasting plasma glucose, HbA1c or oral glucose tolerance test for adults 35 to 70 who have overweight or obesity.",
    instruction:
      "Have a blood sugar test (fasting glucose or HbA1c); if it is normal, repeat it every 3 years.",
    explanation:
      "Prediabetes and early type 2 diabetes have no symptoms. Found early, lifestyle changes and treatment can prevent or delay diabetes and its complications.",
    frequencyNumber: 3,
    frequencyPeriod: "year",
    minAge: 35,
    maxAge: 70,
    bmiMin: 25,
    selectedRiskFactors: ["demo-risk-obesity", "demo-risk-type-2-diabetes"],
    selectedHealthGoals: ["demo-goal-blood-sugar", "demo-goal-heart-health"],
    benefitsAndHarms: {
      benefits:
        "People with prediabetes who take part in lifestyle programmes are less likely to develop diabetes; early treatment of diabetes improves outcomes.",
      harms: "Screening and interventions for prediabetes carry few harms.",
      netBenefit:
        "The Task Force concludes with moderate certainty that screening for prediabetes and type 2 diabetes in adults 35 to 70 with overweight or obesity has a moderate net benefit.",
    },
    clinicalImpact:
      "An estimated 13% of US adults have diabetes, and 34.5% meet the criteria for prediabetes.",
    practicePoints:
      "Refer people with prediabetes to effective preventive interventions such as structured lifestyle programmes. Consider screening earlier for people at higher risk, such as those with a family history of diabetes.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary:
      "A systematic review of screening, lifestyle interventions for prediabetes, and treatment of early diabetes.",
    studyTypes: ["rct", "systematic_review"],
    sourceUrl: `${SITE}/screening-for-prediabetes-and-type-2-diabetes`,
    publicationDate: "2021-08-24",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Prediabetes and Type 2 Diabetes: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;326(8):736-743.",
        evidenceLevel: "moderate",
        url: `${SITE}/screening-for-prediabetes-and-type-2-diabetes`,
      },
    ],
  }),
  demo({
    id: "demo-statin-40-75",
    guidelineTitle: "Statins to prevent cardiovascular disease, adults 40 to 75 at raised risk",
    guidelineId: "statin-use-in-adults-preventive-medication",
    actionType: "medication",
    actionDetails:
      "A statin for adults 40 to 75 with at least one cardiovascular risk factor (dyslipidaemia, diabetes, hypertension or smoking) and an estimated 10-year cardiovascular risk of 10% or more.",
    instruction:
      "Ask your clinician to estimate your 10-year cardiovascular risk; if it is 10% or more, discuss starting a statin.",
    explanation:
      "Statins lower LDL cholesterol and reduce the chance of a heart attack or stroke in people at raised risk.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 4,
    minAge: 40,
    maxAge: 75,
    selectedRiskFactors: [
      "demo-risk-smoking",
      "demo-risk-high-blood-pressure",
      "demo-risk-high-cholesterol",
      "demo-risk-type-2-diabetes",
    ],
    selectedHealthGoals: ["demo-goal-heart-health"],
    benefitsAndHarms: {
      benefits:
        "Statin use reduces the risk of cardiovascular events and of death from any cause in adults at raised risk.",
      harms:
        "Statins are not linked to serious harms in the trials; muscle aches are reported, and the risk of diabetes may rise slightly.",
      netBenefit:
        "The Task Force concludes with moderate certainty that statin use has at least a moderate net benefit for adults 40 to 75 with one or more risk factors and a 10-year risk of 10% or more.",
    },
    clinicalImpact: "Cardiovascular disease is the leading cause of death in the US.",
    practicePoints:
      "For a 10-year risk of 7.5% to under 10% the benefit is smaller (grade C), and the decision is an individual one.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary: "Randomised trials of statins against placebo or no statin.",
    studyTypes: ["rct", "meta_analysis", "systematic_review"],
    sourceUrl: `${SITE}/statin-use-in-adults-preventive-medication`,
    publicationDate: "2022-08-23",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Statin Use for the Primary Prevention of Cardiovascular Disease in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2022;328(8):746-753.",
        evidenceLevel: "moderate",
        url: `${SITE}/statin-use-in-adults-preventive-medication`,
      },
    ],
  }),
  demo({
    id: "demo-diet-activity-counseling",
    guidelineTitle:
      "Healthy diet and physical activity counselling to prevent cardiovascular disease",
    guidelineId: "healthy-diet-and-physical-activity-counseling-adults-with-high-risk-of-cvd",
    actionType: "counseling",
    actionDetails:
      "Referral of adults with cardiovascular risk factors to behavioural counselling that promotes a healthy diet and physical activity.",
    instruction:
      "Ask to be referred to a diet and physical activity programme with several sessions, in person or remote.",
    explanation:
      "Counselling that helps people eat better and move more improves blood pressure, cholesterol and weight, which lowers cardiovascular risk.",
    frequencyNumber: 1,
    frequencyPeriod: "once",
    minAge: 18,
    maxAge: 120,
    selectedRiskFactors: ["demo-risk-high-blood-pressure", "demo-risk-high-cholesterol"],
    selectedHealthGoals: ["demo-goal-heart-health", "demo-goal-lose-weight"],
    activityLevels: ["sedentary", "lightly_active"],
    benefitsAndHarms: {
      benefits:
        "Behavioural counselling leads to small improvements in blood pressure, cholesterol, weight and the rate of cardiovascular events.",
      harms: "The harms of behavioural counselling are small to none.",
      netBenefit:
        "The Task Force concludes with moderate certainty that behavioural counselling has a moderate net benefit for adults with cardiovascular risk factors.",
    },
    practicePoints:
      "Effective programmes offer several contacts over months, delivered by trained counsellors such as dietitians, in person, by phone or online.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary: "Randomised trials of behavioural counselling in adults with risk factors.",
    studyTypes: ["rct", "systematic_review"],
    sourceUrl: `${SITE}/healthy-diet-and-physical-activity-counseling-adults-with-high-risk-of-cvd`,
    publicationDate: "2020-11-24",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Behavioral Counseling Interventions to Promote a Healthy Diet and Physical Activity for Cardiovascular Disease Prevention in Adults With Cardiovascular Risk Factors: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;324(20):2069-2075.",
        evidenceLevel: "moderate",
        url: `${SITE}/healthy-diet-and-physical-activity-counseling-adults-with-high-risk-of-cvd`,
      },
    ],
  }),
  demo({
    id: "demo-hepatitis-c-18-79",
    guidelineTitle: "Hepatitis C screening, adults 18 to 79",
    guidelineId: "hepatitis-c-screening",
    actionType: "lab_test",
    actionDetails:
      "An antibody test for hepatitis C virus (HCV), with a follow-up test if positive.",
    instruction: "Have a one-time blood test for hepatitis C.",
    explanation:
      "Hepatitis C often causes no symptoms for decades while it damages the liver. Today's treatments cure most infections.",
    frequencyNumber: 1,
    frequencyPeriod: "once",
    minAge: 18,
    maxAge: 79,
    benefitsAndHarms: {
      benefits:
        "Direct-acting antiviral treatment cures most people, which reduces liver disease and its complications.",
      harms: "Screening has few harms; treatment side effects are generally mild.",
      netBenefit:
        "The Task Force concludes with moderate certainty that screening adults 18 to 79 for HCV infection has a substantial net benefit.",
    },
    practicePoints:
      "Most adults need only one test. People with continuing risk, such as those who inject drugs, should be tested regularly.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary:
      "A systematic review of screening and of direct-acting antiviral treatment trials.",
    studyStatistics:
      "Direct-acting antiviral regimens achieve sustained virological response (cure) rates above 95%.",
    studyTypes: ["rct", "systematic_review"],
    sourceUrl: `${SITE}/hepatitis-c-screening`,
    publicationDate: "2020-03-02",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Hepatitis C Virus Infection in Adolescents and Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;323(10):970-975.",
        evidenceLevel: "moderate",
        url: `${SITE}/hepatitis-c-screening`,
      },
    ],
  }),
  demo({
    id: "demo-depression-adults",
    guidelineTitle: "Depression screening, adults",
    guidelineId: "screening-depression-suicide-risk-adults",
    actionType: "physician_visit",
    actionDetails:
      "Screening for depression in adults, including pregnant and postpartum people and older adults.",
    instruction:
      "Ask about a short depression questionnaire (such as the PHQ-9) at your next check-up.",
    explanation:
      "Depression is common and treatable, yet often goes unrecognised. A short questionnaire helps find it.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    minAge: 18,
    maxAge: 120,
    benefitsAndHarms: {
      benefits:
        "Screening, with follow-up care, increases the number of people whose depression is found and treated, and improves their symptoms.",
      harms: "Screening and treatment for depression carry few harms.",
      netBenefit:
        "The Task Force concludes with moderate certainty that screening adults for depression has a moderate net benefit.",
    },
    practicePoints:
      "Positive screening results need a full assessment and follow-up care. The evidence was insufficient to recommend for or against screening for suicide risk in adults.",
    recommendationGrade: "B",
    evidenceLevel: "moderate",
    evidenceSummary: "A systematic review of screening trials and of treatment of depression.",
    studyTypes: ["rct", "systematic_review"],
    sourceUrl: `${SITE}/screening-depression-suicide-risk-adults`,
    publicationDate: "2023-06-20",
    references: [
      {
        citation:
          "US Preventive Services Task Force. Screening for Depression and Suicide Risk in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2023;329(23):2057-2067.",
        evidenceLevel: "moderate",
        url: `${SITE}/screening-depression-suicide-risk-adults`,
      },
    ],
  }),
];

/** The demo person's own states: saved the mammogram, had her blood pressure checked. */
export function demoRecommendationStates(
  today: string,
): Map<string, RankingState & { completedOn: string | null }> {
  return new Map([
    ["demo-breast-40-74", { completed: false, saved: true, hidden: false, completedOn: null }],
    [
      "demo-hypertension-18",
      { completed: true, saved: false, hidden: false, completedOn: addDays(today, -61) },
    ],
  ]);
}
