import type { RecommendationInput } from "@vitalog/domain";

/** A recommendation as seeded: its risk factors and goals named by catalogue name (resolved to ids at seeding). */
export type SeedRecommendation = Omit<
  RecommendationInput,
  "selectedRiskFactors" | "selectedHealthGoals"
> & {
  guidelineId: string;
  riskFactorNames: readonly string[];
  healthGoalNames: readonly string[];
};

const SOURCE = "U.S. Preventive Services Task Force";
const RECOMMENDATION_PAGE = "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/";

type UspstfFacts = Omit<
  SeedRecommendation,
  "organization" | "source" | "sourceUrl" | "studyTypes" | "isUrgent" | "references"
> & {
  /** The last part of the recommendation's page on the USPSTF site. */
  slug: string;
  /** The recommendation statement as published. */
  citation: string;
};

/** Fills in what every USPSTF item shares: organisation, source, its page and its statement. */
function uspstf({ slug, citation, ...facts }: UspstfFacts): SeedRecommendation {
  const sourceUrl = `${RECOMMENDATION_PAGE}${slug}`;
  return {
    ...facts,
    organization: "uspstf",
    isUrgent: false,
    source: SOURCE,
    sourceUrl,
    studyTypes: ["systematic_review", "clinical_guideline"],
    references: [{ citation, evidenceLevel: facts.evidenceLevel, url: sourceUrl }],
  };
}

const COLORECTAL_TESTS =
  "Depends on the test: every year (stool FIT or high-sensitivity guaiac test), every 1 to 3 years (stool DNA-FIT), every 5 years (CT colonography or flexible sigmoidoscopy), or every 10 years (colonoscopy)";

const colorectalSteps = [
  {
    title: "Choose a test with your clinician",
    description:
      "Options include a stool test (FIT) every year, a stool DNA-FIT test every 1 to 3 years, CT colonography every 5 years, flexible sigmoidoscopy every 5 years (or every 10 years with a yearly FIT), or colonoscopy every 10 years. The best test is the one you will actually do.",
    type: "text" as const,
    estimatedTime: "15-30 minutes" as const,
  },
  {
    title: "Prepare for the test",
    description:
      "For a stool test, collect the sample at home exactly as the kit explains and send it back promptly.\n\nFor a colonoscopy, follow the diet and bowel-preparation instructions you are given, and arrange for someone to take you home.",
    type: "preparation" as const,
    estimatedTime: "Varies" as const,
  },
  {
    title: "Do the test",
    description: "Complete the stool test, or attend the appointment for your scan or scope.",
    type: "action" as const,
    estimatedTime: "Varies" as const,
  },
  {
    title: "Follow up on the result",
    description:
      "If a stool test, CT colonography or sigmoidoscopy is abnormal, a follow-up colonoscopy is needed to complete screening. Note when your next test is due.",
    type: "follow-up" as const,
    estimatedTime: "5-10 minutes" as const,
  },
];

const cervicalSteps = [
  {
    title: "Book a screening appointment",
    description:
      "Ask your clinician, gynaecologist or a sexual health clinic for a cervical screening test. Try to book for a day when you are not having your period.",
    type: "action" as const,
    estimatedTime: "5-10 minutes" as const,
  },
  {
    title: "Prepare for the test",
    description:
      "For two days before the test, avoid vaginal creams, douching and sex if you can, as they can affect the sample.",
    type: "preparation" as const,
    estimatedTime: "1-2 minutes" as const,
  },
  {
    title: "Have the test",
    description:
      "A clinician takes a small sample of cells from the cervix with a soft brush. It takes a few minutes and may feel uncomfortable but should not hurt.",
    type: "action" as const,
    estimatedTime: "15-30 minutes" as const,
  },
  {
    title: "Get your result and next date",
    description:
      "Make sure you receive your result. An abnormal result usually means more testing, not cancer. Note when your next screening is due.",
    type: "follow-up" as const,
    estimatedTime: "5-10 minutes" as const,
  },
];

/** Current USPSTF grade A and B recommendations for non-pregnant adults. */
export const USPSTF_RECOMMENDATIONS: readonly SeedRecommendation[] = [
  uspstf({
    guidelineId: "uspstf-colorectal-cancer-screening-50-75",
    guidelineTitle: "Colorectal Cancer: Screening (adults 50 to 75)",
    slug: "colorectal-cancer-screening",
    citation:
      "US Preventive Services Task Force. Screening for Colorectal Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(19):1965-1977.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "all",
    minAge: 50,
    maxAge: 75,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "Screening for colorectal cancer with a stool test, CT colonography, flexible sigmoidoscopy or colonoscopy.",
    instruction:
      "Talk with your clinician about which colorectal cancer test suits you and do it on schedule. If a stool test or scan is abnormal, have the follow-up colonoscopy.",
    explanation:
      "Colorectal cancer usually grows slowly from polyps and often causes no symptoms early on. Screening finds polyps and early cancers when they are easiest to treat, and lowers the chance of dying from colorectal cancer.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: COLORECTAL_TESTS,
    priority: 5,
    benefitsAndHarms: {
      benefits:
        "Screening adults aged 50 to 75 years reduces deaths from colorectal cancer. Several stool-based and direct visualisation tests are effective.",
      harms:
        "Colonoscopy, whether for screening or to follow up another test, can rarely cause serious bleeding or a tear in the bowel, and the risk rises with age. Other tests can give false-positive results that lead to further testing.",
      netBenefit:
        "The USPSTF concludes with high certainty that screening adults aged 50 to 75 years has substantial net benefit.",
    },
    clinicalNotes:
      "For adults at average risk without symptoms, a personal history of colorectal cancer or polyps, or a hereditary cancer syndrome. Any abnormal result from a test other than colonoscopy needs a timely follow-up colonoscopy.",
    evidenceLevel: "high",
    evidenceSummary:
      "Based on a systematic evidence review and collaborative decision modelling commissioned by the USPSTF, which found high certainty of substantial net benefit of screening from 50 to 75.",
    publicationDate: "2021-05-18",
    detailedInstructions: colorectalSteps,
  }),
  uspstf({
    guidelineId: "uspstf-colorectal-cancer-screening-45-49",
    guidelineTitle: "Colorectal Cancer: Screening (adults 45 to 49)",
    slug: "colorectal-cancer-screening",
    citation:
      "US Preventive Services Task Force. Screening for Colorectal Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(19):1965-1977.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 45,
    maxAge: 49,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "Starting colorectal cancer screening at 45 with a stool test, CT colonography, flexible sigmoidoscopy or colonoscopy.",
    instruction:
      "From age 45, ask your clinician about starting colorectal cancer screening and choose a test you are willing to do on schedule.",
    explanation:
      "Colorectal cancer is being found more often in adults under 50. Starting screening at 45 finds more polyps and early cancers and is expected to prevent more deaths from colorectal cancer.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: COLORECTAL_TESTS,
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Modelling for the USPSTF found that starting screening at 45 rather than 50 gains life-years and prevents more colorectal cancer cases and deaths.",
      harms:
        "Colonoscopy can rarely cause serious bleeding or a tear in the bowel. Other tests can give false-positive results that lead to further testing.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening adults aged 45 to 49 years has moderate net benefit.",
    },
    clinicalNotes:
      "For adults at average risk without symptoms. The rising number of colorectal cancers in people under 50 is why the 2021 update added this age band.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic evidence review and decision modelling; the USPSTF found moderate certainty of moderate net benefit of screening at 45 to 49.",
    publicationDate: "2021-05-18",
    detailedInstructions: colorectalSteps,
  }),
  uspstf({
    guidelineId: "uspstf-breast-cancer-screening-40-74",
    guidelineTitle: "Breast Cancer: Screening (women 40 to 74)",
    slug: "breast-cancer-screening",
    citation:
      "US Preventive Services Task Force. Screening for Breast Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2024;331(22):1918-1930.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "female",
    minAge: 40,
    maxAge: 74,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails: "A screening mammogram (2D or 3D) every other year.",
    instruction:
      "Book a screening mammogram every two years from age 40 to 74, and make sure you get the result.",
    explanation:
      "A mammogram can find breast cancer before it can be felt, when it is easier to treat. Regular screening lowers the chance of dying from breast cancer.",
    frequencyNumber: 2,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Biennial screening mammography for women aged 40 to 74 years reduces deaths from breast cancer. Digital mammography and digital breast tomosynthesis are both effective.",
      harms:
        "False-positive results that lead to more imaging and biopsies, and overdiagnosis: finding and treating cancers that would never have caused harm.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that biennial screening mammography in women aged 40 to 74 years has moderate net benefit.",
    },
    clinicalNotes:
      "For women and other people assigned female at birth at average risk, including those with dense breasts. People with a known BRCA gene change, chest radiation at a young age, or a previous breast cancer or high-risk lesion need their own plan. Evidence is insufficient for women 75 or older and for extra ultrasound or MRI for dense breasts (I statements).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening strategies and collaborative modelling; the 2024 update lowered the starting age for routine biennial screening from 50 to 40.",
    publicationDate: "2024-04-30",
    detailedInstructions: [
      {
        title: "Book your mammogram",
        description:
          "Ask your clinician for a referral or book directly with a screening centre, if that is possible where you live.",
        type: "action",
        estimatedTime: "5-10 minutes",
      },
      {
        title: "Prepare on the day",
        description:
          "Do not use deodorant, powder or lotion under your arms or on your breasts, as they can show on the images. A two-piece outfit makes undressing easier.",
        type: "preparation",
        estimatedTime: "1-2 minutes",
      },
      {
        title: "Have the mammogram",
        description:
          "Each breast is pressed between two plates for a few seconds while X-ray images are taken. It can be uncomfortable but is brief.",
        type: "action",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Get the result and plan the next one",
        description:
          "If you are called back, it usually means more images are needed, not that you have cancer. Note the date two years from now for your next screening.",
        type: "follow-up",
        estimatedTime: "5-10 minutes",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-cervical-cancer-screening-21-29",
    guidelineTitle: "Cervical Cancer: Screening (women 21 to 29)",
    slug: "cervical-cancer-screening",
    citation:
      "US Preventive Services Task Force. Screening for Cervical Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2018;320(7):674-686.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "female",
    minAge: 21,
    maxAge: 29,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails: "Cervical cytology (a Pap test) every 3 years.",
    instruction: "Have a Pap test every three years from age 21 to 29.",
    explanation:
      "A Pap test finds changes in the cells of the cervix before they turn into cancer, so they can be treated early. Regular screening greatly lowers the chance of getting and dying from cervical cancer.",
    frequencyNumber: 3,
    frequencyPeriod: "year",
    priority: 5,
    benefitsAndHarms: {
      benefits:
        "Screening every 3 years with cytology substantially reduces cervical cancer cases and deaths.",
      harms:
        "False-positive results, further tests and treatment of cell changes that would have cleared on their own, which can affect later pregnancies.",
      netBenefit:
        "The USPSTF concludes with high certainty that the benefits of screening every 3 years with cytology alone in women aged 21 to 29 years substantially outweigh the harms.",
    },
    clinicalNotes:
      "Does not apply to those who have had a hysterectomy with removal of the cervix and no history of high-grade precancer or cervical cancer, or to those at high risk (for example with HIV or a weakened immune system). A draft update published in December 2024 proposes HPV testing, including self-collected samples, as the preferred test from age 30; this item follows the final 2018 recommendation.",
    evidenceLevel: "high",
    evidenceSummary:
      "Based on a systematic evidence review and a decision analysis model commissioned by the USPSTF on the ages, intervals and tests for cervical cancer screening.",
    publicationDate: "2018-08-21",
    detailedInstructions: cervicalSteps,
  }),
  uspstf({
    guidelineId: "uspstf-cervical-cancer-screening-30-65",
    guidelineTitle: "Cervical Cancer: Screening (women 30 to 65)",
    slug: "cervical-cancer-screening",
    citation:
      "US Preventive Services Task Force. Screening for Cervical Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2018;320(7):674-686.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "female",
    minAge: 30,
    maxAge: 65,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "Cervical cytology every 3 years, high-risk HPV testing alone every 5 years, or cytology with HPV testing (co-testing) every 5 years.",
    instruction:
      "Keep up cervical screening until 65: a Pap test every three years, or an HPV test (alone or with a Pap test) every five years.",
    explanation:
      "Most cervical cancers are caused by long-lasting HPV infection. Testing finds the virus or early cell changes before cancer develops, so they can be treated.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Every 3 years (cytology) or every 5 years (HPV testing or co-testing)",
    priority: 5,
    benefitsAndHarms: {
      benefits:
        "Screening women aged 30 to 65 years substantially reduces cervical cancer cases and deaths; HPV-based testing every 5 years offers the best balance of benefits and harms.",
      harms:
        "False-positive results, more follow-up tests and colposcopies, and treatment of changes that would have cleared on their own.",
      netBenefit:
        "The USPSTF concludes with high certainty that the benefits of screening every 3 years with cytology alone, every 5 years with hrHPV testing alone, or every 5 years with both tests in women aged 30 to 65 years substantially outweigh the harms.",
    },
    clinicalNotes:
      "Screening can stop after 65 for those who have had adequate prior screening and are not otherwise at high risk. Does not apply after a hysterectomy with removal of the cervix and no history of high-grade precancer or cancer. A draft update published in December 2024 proposes HPV testing every 5 years, including self-collected samples, as the preferred approach; this item follows the final 2018 recommendation.",
    evidenceLevel: "high",
    evidenceSummary:
      "Based on a systematic review of trials and cohort studies of HPV testing and cytology, and a decision analysis model commissioned by the USPSTF.",
    publicationDate: "2018-08-21",
    detailedInstructions: cervicalSteps,
  }),
  uspstf({
    guidelineId: "uspstf-lung-cancer-screening-50-80",
    guidelineTitle: "Lung Cancer: Screening (adults 50 to 80 with a 20 pack-year smoking history)",
    slug: "lung-cancer-screening",
    citation:
      "US Preventive Services Task Force. Screening for Lung Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(10):962-970.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 50,
    maxAge: 80,
    riskFactorNames: ["Smoking", "Former smoker"],
    healthGoalNames: [],
    actionDetails: "A yearly low-dose CT scan of the chest.",
    instruction:
      "If you have smoked about a pack a day for 20 years (or the same amount in other ways) and still smoke or quit within the last 15 years, ask your clinician about a yearly low-dose CT scan.",
    explanation:
      "Lung cancer is the leading cause of cancer death. In people with a heavy smoking history, yearly low-dose CT finds lung cancer earlier, when treatment works better, and lowers the chance of dying from it.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Annual low-dose CT screening in people at high risk finds lung cancer at an earlier stage and reduces lung cancer deaths.",
      harms:
        "False-positive results that lead to more scans and sometimes invasive procedures, overdiagnosis, incidental findings, and a small amount of radiation.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that annual screening for lung cancer with low-dose CT has moderate net benefit in persons at high risk.",
    },
    clinicalNotes:
      "For adults aged 50 to 80 with a 20 pack-year smoking history who currently smoke or quit within the past 15 years. Stop once a person has not smoked for 15 years, or has a health problem that substantially limits life expectancy or the ability or willingness to have lung surgery. Anyone who still smokes should also be offered help to quit.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of low-dose CT screening and collaborative modelling; the 2021 update lowered the starting age to 50 and the smoking history to 20 pack-years.",
    publicationDate: "2021-03-09",
    detailedInstructions: [
      {
        title: "Check whether you qualify",
        description:
          "Work out your pack-years: packs smoked per day multiplied by the number of years you smoked. Screening is for 20 pack-years or more, if you still smoke or quit within the last 15 years.",
        type: "checklist",
        estimatedTime: "5-10 minutes",
      },
      {
        title: "Talk it through with your clinician",
        description:
          "Discuss the benefits and harms of screening, including false alarms and follow-up tests, and get a referral for a low-dose CT scan.",
        type: "text",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Have the scan",
        description: "The low-dose CT scan takes only a few minutes and needs no injection.",
        type: "action",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Follow up and repeat yearly",
        description:
          "Go to any follow-up scans you are asked to have, and book the next scan a year later. If you smoke, ask for help to quit.",
        type: "follow-up",
        estimatedTime: "5-10 minutes",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-abdominal-aortic-aneurysm-screening-men-65-75",
    guidelineTitle: "Abdominal Aortic Aneurysm: Screening (men 65 to 75 who have ever smoked)",
    slug: "abdominal-aortic-aneurysm-screening",
    citation:
      "US Preventive Services Task Force. Screening for Abdominal Aortic Aneurysm: US Preventive Services Task Force Recommendation Statement. JAMA. 2019;322(22):2211-2218.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "male",
    minAge: 65,
    maxAge: 75,
    riskFactorNames: ["Smoking", "Former smoker"],
    healthGoalNames: [],
    actionDetails: "A one-time ultrasound scan of the abdomen to look for an enlarged aorta.",
    instruction:
      "If you are a man aged 65 to 75 and have ever smoked, ask your clinician for a one-time ultrasound to check your aorta.",
    explanation:
      "An abdominal aortic aneurysm is a bulge in the main blood vessel of the belly. It usually causes no symptoms until it bursts, which is often fatal. A quick, painless ultrasound can find it so it can be watched or repaired.",
    frequencyNumber: 1,
    frequencyPeriod: "once",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "One-time ultrasound screening in men aged 65 to 75 who have ever smoked reduces aneurysm rupture and deaths from abdominal aortic aneurysm.",
      harms:
        "Finding small aneurysms that may never cause problems, anxiety, and the risks of surgery for those who have an aneurysm repaired.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that one-time screening with ultrasonography in men aged 65 to 75 years who have ever smoked has moderate net benefit.",
    },
    clinicalNotes:
      "“Ever smoked” means 100 or more cigarettes in a lifetime. For men 65 to 75 who have never smoked the USPSTF advises selective screening (C); for women who have never smoked it recommends against screening (D); for women who have ever smoked the evidence is insufficient (I).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review including large randomized trials of ultrasound screening in older men.",
    publicationDate: "2019-12-10",
    detailedInstructions: [
      {
        title: "Ask for the scan",
        description:
          "Tell your clinician you are 65 to 75 and have smoked, and ask for an abdominal aortic ultrasound.",
        type: "action",
        estimatedTime: "5-10 minutes",
      },
      {
        title: "Prepare",
        description:
          "You may be asked not to eat for a few hours before the scan so the aorta is easier to see.",
        type: "preparation",
        estimatedTime: "1-2 minutes",
      },
      {
        title: "Have the ultrasound",
        description: "A gel and a probe are moved over your belly. It is painless and quick.",
        type: "action",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Follow the plan for your result",
        description:
          "A normal result means no more screening is needed. If an aneurysm is found, follow the schedule of check scans or the referral you are given.",
        type: "follow-up",
        estimatedTime: "5-10 minutes",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-statin-primary-prevention-40-75",
    guidelineTitle:
      "Statin Use for the Primary Prevention of Cardiovascular Disease in Adults (40 to 75 with risk factors)",
    slug: "statin-use-in-adults-preventive-medication",
    citation:
      "US Preventive Services Task Force. Statin Use for the Primary Prevention of Cardiovascular Disease in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2022;328(8):746-753.",
    recommendationGrade: "B",
    actionType: "medication",
    gender: "all",
    minAge: 40,
    maxAge: 75,
    riskFactorNames: [
      "Cardiovascular risk factors",
      "High cholesterol",
      "High blood pressure",
      "Type 2 diabetes",
      "Smoking",
    ],
    healthGoalNames: [],
    actionDetails:
      "A statin for adults 40 to 75 with at least one cardiovascular risk factor and an estimated 10-year cardiovascular risk of 10% or more.",
    instruction:
      "Ask your clinician to estimate your 10-year risk of heart attack and stroke. If it is 10% or higher, talk about starting a statin and take it as prescribed.",
    explanation:
      "Statins lower LDL cholesterol. In people at higher risk who have not had a heart attack or stroke, they lower the chance of having one and of dying early.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Daily, as prescribed, with regular reviews",
    priority: 5,
    benefitsAndHarms: {
      benefits:
        "Statin use is associated with fewer heart attacks, strokes, cardiovascular events and deaths from any cause in adults without known cardiovascular disease who are at increased risk.",
      harms:
        "The USPSTF found that the harms of statin use are small; trials found no increase in serious adverse events, muscle pain or liver problems.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that statin use has at least a moderate net benefit for adults 40 to 75 with one or more risk factors (dyslipidemia, diabetes, hypertension or smoking) and a 10-year risk of 10% or greater.",
    },
    clinicalNotes:
      "For adults without a history of heart attack or stroke. Those with a 10-year risk of 7.5% to under 10% may choose a statin after discussion (C). Evidence is insufficient for starting a statin at 76 or older (I). Risk is estimated with the pooled cohort equations from age, sex, cholesterol, blood pressure, diabetes and smoking.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of statins for primary prevention in adults 40 to 75.",
    publicationDate: "2022-08-23",
    detailedInstructions: [
      {
        title: "Get your cholesterol checked",
        description:
          "A blood test for total, HDL and LDL cholesterol is needed to estimate your risk.",
        type: "preparation",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Have your 10-year risk estimated",
        description:
          "Your clinician combines your age, sex, cholesterol, blood pressure, diabetes and smoking status into a 10-year risk of heart attack or stroke.",
        type: "text",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Decide together and start if advised",
        description:
          "If your risk is 10% or higher, a statin is recommended. Take it every day as prescribed.",
        type: "action",
        estimatedTime: "1-2 minutes",
      },
      {
        title: "Review how it is going",
        description:
          "Report muscle aches or other side effects rather than stopping on your own, and have follow-up checks as your clinician advises.",
        type: "follow-up",
        estimatedTime: "15-30 minutes",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-hypertension-screening-adults",
    guidelineTitle: "Hypertension in Adults: Screening",
    slug: "hypertension-in-adults-screening",
    citation:
      "US Preventive Services Task Force. Screening for Hypertension in Adults: US Preventive Services Task Force Reaffirmation Recommendation Statement. JAMA. 2021;325(16):1650-1656.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "Blood pressure measurement in the office, confirmed with readings outside the clinic before a diagnosis of high blood pressure.",
    instruction:
      "Have your blood pressure measured regularly. If it is high, confirm it with home or 24-hour readings before starting treatment.",
    explanation:
      "High blood pressure usually has no symptoms but raises the risk of heart attack, stroke and kidney disease. Finding and treating it lowers those risks.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule:
      "Every year from age 40 or with risk factors; every 3 to 5 years for adults 18 to 39 with normal blood pressure and no risk factors",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "Screening and treating high blood pressure substantially reduces cardiovascular events such as heart attack and stroke.",
      harms:
        "Harms of screening are small; a wrong diagnosis from a single office reading can lead to unneeded treatment, which is why confirmation outside the clinic is advised.",
      netBenefit:
        "The USPSTF concludes with high certainty that screening for hypertension in adults has substantial net benefit.",
    },
    clinicalNotes:
      "Applies to adults 18 or older without known hypertension. Yearly screening suits adults 40 or older and those at increased risk (for example with high-normal blood pressure, overweight or obesity, or Black adults).",
    evidenceLevel: "high",
    evidenceSummary:
      "A reaffirmation evidence review found that office measurement, confirmed outside the clinic, accurately identifies hypertension and that treatment reduces cardiovascular events.",
    publicationDate: "2021-04-27",
    detailedInstructions: [
      {
        title: "Get a reading",
        description:
          "Have your blood pressure measured at a check-up, pharmacy or clinic. Sit quietly for 5 minutes first, with your back supported and feet flat.",
        type: "action",
        estimatedTime: "5-10 minutes",
      },
      {
        title: "Confirm a high reading at home",
        description:
          "If the reading is high, confirm it with repeated readings on a validated home monitor, or a 24-hour monitor, as your clinician advises.",
        type: "checklist",
        estimatedTime: "Varies",
      },
      {
        title: "Follow up",
        description:
          "Share your home readings with your clinician and agree on next steps. Note when your next check is due.",
        type: "follow-up",
        estimatedTime: "15-30 minutes",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-prediabetes-type-2-diabetes-screening-35-70",
    guidelineTitle:
      "Prediabetes and Type 2 Diabetes: Screening (adults 35 to 70 with overweight or obesity)",
    slug: "screening-for-prediabetes-and-type-2-diabetes",
    citation:
      "US Preventive Services Task Force. Screening for Prediabetes and Type 2 Diabetes: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;326(8):736-743.",
    recommendationGrade: "B",
    actionType: "lab_test",
    gender: "all",
    minAge: 35,
    maxAge: 70,
    riskFactorNames: ["Overweight", "Obesity"],
    healthGoalNames: [],
    actionDetails:
      "A blood test for prediabetes and type 2 diabetes: fasting plasma glucose, HbA1c or an oral glucose tolerance test.",
    instruction:
      "If you are 35 to 70 and have overweight or obesity, ask for a blood sugar test. If it shows prediabetes, ask about a programme to prevent diabetes.",
    explanation:
      "Prediabetes and early type 2 diabetes often have no symptoms. Finding them early allows lifestyle changes and treatment that can prevent or delay diabetes and its complications.",
    frequencyNumber: 3,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "For people with prediabetes, lifestyle interventions reduce the chance of developing diabetes; treating newly found diabetes improves health outcomes.",
      harms: "Harms of screening and of the preventive interventions are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for prediabetes and type 2 diabetes and offering or referring patients with prediabetes to effective preventive interventions has moderate net benefit.",
    },
    clinicalNotes:
      "Overweight is a BMI of 25 or more (23 or more in Asian Americans). Screening every 3 years may be reasonable. Consider screening earlier for people with a family history of diabetes, a history of gestational diabetes or polycystic ovary syndrome, or from groups with higher diabetes rates.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening trials and of treatment and lifestyle interventions; the 2021 update lowered the starting age from 40 to 35.",
    publicationDate: "2021-08-24",
    detailedInstructions: [
      {
        title: "Ask for a blood sugar test",
        description:
          "Ask your clinician for an HbA1c or fasting glucose test. For a fasting test, eat and drink nothing but water for 8 hours before.",
        type: "preparation",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Understand your result",
        description:
          "An HbA1c of 5.7% to 6.4% indicates prediabetes; 6.5% or higher, confirmed by a second test, indicates diabetes.",
        type: "text",
        estimatedTime: "5-10 minutes",
      },
      {
        title: "Act on it",
        description:
          "With prediabetes, ask about a diabetes prevention programme focused on healthy eating, activity and weight loss. With diabetes, agree a treatment plan.",
        type: "follow-up",
        estimatedTime: "Varies",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-weight-loss-behavioral-interventions-bmi-30",
    guidelineTitle:
      "Weight Loss to Prevent Obesity-Related Morbidity and Mortality in Adults: Behavioral Interventions",
    slug: "obesity-in-adults-interventions",
    citation:
      "US Preventive Services Task Force. Behavioral Weight Loss Interventions to Prevent Obesity-Related Morbidity and Mortality in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2018;320(11):1163-1171.",
    recommendationGrade: "B",
    actionType: "counseling",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Obesity"],
    healthGoalNames: [],
    bmiMin: 30,
    actionDetails:
      "An intensive, multicomponent behavioural weight-loss programme for adults with a BMI of 30 or higher.",
    instruction:
      "If your BMI is 30 or higher, ask your clinician to refer you to a structured weight-loss programme with regular sessions on eating, activity and habits.",
    explanation:
      "Programmes that combine diet, physical activity and behaviour-change support help people lose weight and keep it off, and lower the chance of developing type 2 diabetes.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "An intensive programme, typically 12 or more sessions in the first year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Intensive behavioural interventions lead to more weight loss, less weight regain and a lower risk of developing diabetes among people with prediabetes.",
      harms: "Harms of behavioural weight-loss interventions are small to none.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that offering or referring adults with obesity to intensive, multicomponent behavioral interventions has a moderate net benefit.",
    },
    clinicalNotes:
      "Effective programmes included 12 or more sessions in the first year, set weight-loss goals, and addressed diet, physical activity, self-monitoring and barriers to change.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of behavioural and medication-based weight-loss interventions in adults.",
    publicationDate: "2018-09-18",
  }),
  uspstf({
    guidelineId: "uspstf-healthy-diet-physical-activity-counseling-cvd-risk",
    guidelineTitle:
      "Healthy Diet and Physical Activity for Cardiovascular Disease Prevention in Adults With Cardiovascular Risk Factors: Behavioral Counseling Interventions",
    slug: "healthy-diet-and-physical-activity-counseling-adults-with-high-risk-of-cvd",
    citation:
      "US Preventive Services Task Force. Behavioral Counseling Interventions to Promote a Healthy Diet and Physical Activity for Cardiovascular Disease Prevention in Adults With Cardiovascular Risk Factors: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;324(20):2069-2075.",
    recommendationGrade: "B",
    actionType: "counseling",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Cardiovascular risk factors", "High blood pressure", "High cholesterol"],
    healthGoalNames: [],
    actionDetails:
      "Behavioural counselling to promote a healthy diet and physical activity for adults with cardiovascular risk factors.",
    instruction:
      "If you have high blood pressure, high cholesterol or other heart risk factors, ask to be referred to a counselling programme on healthy eating and physical activity.",
    explanation:
      "Support from trained counsellors helps people eat better and move more, which lowers blood pressure, cholesterol and weight, and with them the risk of heart attack and stroke.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "A series of counselling sessions over several months",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Counselling improves blood pressure, LDL cholesterol, fasting glucose and weight, and is associated with fewer cardiovascular events.",
      harms: "Harms of behavioural counselling are small to none.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that behavioral counseling interventions to promote a healthy diet and physical activity for adults with cardiovascular disease risk factors have a moderate net benefit.",
    },
    clinicalNotes:
      "For adults with hypertension or elevated blood pressure, dyslipidemia, or mixed or multiple risk factors such as metabolic syndrome or an estimated 10-year cardiovascular risk of 7.5% or more. Effective programmes usually involve several contacts with dietitians, nutritionists or health educators.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of diet and physical activity counselling in adults with cardiovascular risk factors.",
    publicationDate: "2020-11-24",
  }),
  uspstf({
    guidelineId: "uspstf-tobacco-smoking-cessation-adults",
    guidelineTitle:
      "Tobacco Smoking Cessation in Adults: Behavioral and Pharmacotherapy Interventions",
    slug: "tobacco-use-in-adults-and-pregnant-women-counseling-and-interventions",
    citation:
      "US Preventive Services Task Force. Interventions for Tobacco Smoking Cessation in Adults, Including Pregnant Persons: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;325(3):265-279.",
    recommendationGrade: "A",
    actionType: "counseling",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Smoking"],
    healthGoalNames: ["Quit smoking"],
    actionDetails:
      "Advice to quit, behavioural support and FDA-approved medicines (nicotine replacement, bupropion or varenicline) for adults who smoke.",
    instruction:
      "Tell your clinician you smoke and want help to quit. Combining counselling with a stop-smoking medicine gives you the best chance.",
    explanation:
      "Quitting at any age lowers the risk of heart disease, stroke, lung disease and many cancers. Counselling and medicines, especially used together, greatly improve the chance of quitting for good.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "At every visit until you have quit",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "Behavioural interventions and pharmacotherapy, alone and especially combined, substantially increase the number of people who quit smoking.",
      harms: "Harms of behavioural interventions and of FDA-approved pharmacotherapy are small.",
      netBenefit:
        "The USPSTF concludes with high certainty that behavioral interventions and pharmacotherapy for tobacco smoking cessation in nonpregnant adults have a substantial net benefit.",
    },
    clinicalNotes:
      "Clinicians should ask all adults about tobacco use, advise them to stop, and provide behavioural interventions and FDA-approved pharmacotherapy. Evidence is insufficient to assess e-cigarettes for quitting smoking (I).",
    evidenceLevel: "high",
    evidenceSummary:
      "Based on a review of systematic reviews covering many randomized trials of counselling and of nicotine replacement, bupropion and varenicline.",
    publicationDate: "2021-01-19",
    detailedInstructions: [
      {
        title: "Set a quit date",
        description: "Choose a date within the next two weeks and tell people close to you.",
        type: "preparation",
        estimatedTime: "5-10 minutes",
      },
      {
        title: "Get a stop-smoking medicine",
        description:
          "Ask your clinician or pharmacist about nicotine patches with gum or lozenges, varenicline or bupropion, and start as directed.",
        type: "action",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Use counselling support",
        description:
          "Call a quitline (in the US, 1-800-QUIT-NOW), use a text programme or join a stop-smoking group.",
        type: "action",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Keep going after a slip",
        description:
          "Most people need several attempts. If you smoke again, set a new date and try again with support.",
        type: "follow-up",
        estimatedTime: "Varies",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-unhealthy-alcohol-use-screening-adults",
    guidelineTitle:
      "Unhealthy Alcohol Use in Adults: Screening and Behavioral Counseling Interventions",
    slug: "unhealthy-alcohol-use-in-adolescents-and-adults-screening-and-behavioral-counseling-interventions",
    citation:
      "US Preventive Services Task Force. Screening and Behavioral Counseling Interventions to Reduce Unhealthy Alcohol Use in Adolescents and Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2018;320(18):1899-1909.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "A short questionnaire about drinking (such as AUDIT-C), with brief counselling for people who drink more than the recommended limits.",
    instruction:
      "Answer your clinician's questions about drinking honestly. If you drink above the limits, a short counselling session can help you cut down.",
    explanation:
      "Drinking too much raises the risk of injuries, liver disease, several cancers and other problems. Brief counselling helps people drink less.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Brief behavioural counselling reduces heavy drinking episodes and the amount people drink.",
      harms: "Harms of screening and brief counselling are small to none.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for unhealthy alcohol use in primary care settings in adults, followed by brief behavioral counseling for those who screen positive, has a moderate net benefit.",
    },
    clinicalNotes:
      "Risky drinking means more than 4 drinks a day or 14 a week for men aged 21 to 64, and more than 3 a day or 7 a week for women and for men 65 or older. The USPSTF gives no screening interval; yearly is common practice. A draft update posted in August 2025 kept the B grade for adults.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of the accuracy of brief screening tools and of trials of brief counselling interventions in adults.",
    publicationDate: "2018-11-13",
  }),
  uspstf({
    guidelineId: "uspstf-unhealthy-drug-use-screening-adults",
    guidelineTitle: "Unhealthy Drug Use: Screening (adults)",
    slug: "drug-use-illicit-screening",
    citation:
      "US Preventive Services Task Force. Screening for Unhealthy Drug Use: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;323(22):2301-2309.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "Asking questions about the use of illegal drugs and the non-medical use of prescription drugs; no drug testing of blood or urine.",
    instruction:
      "Answer your clinician's questions about drug use openly. If there is a problem, ask about treatment and support.",
    explanation:
      "Unhealthy drug use is a common cause of preventable death and disability. Asking about it lets people get effective treatment early.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening identifies people who can benefit from treatment; treatment of drug use disorders reduces drug use and improves outcomes.",
      harms: "Harms of screening by asking questions are no greater than small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening by asking questions about unhealthy drug use has moderate net benefit when services for accurate diagnosis, effective treatment, and appropriate care can be offered or referred.",
    },
    clinicalNotes:
      "Screening means asking questions, not testing biological specimens. It should be done where accurate diagnosis, effective treatment and appropriate care can be offered or referred. The USPSTF gives no screening interval; yearly is common practice.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on systematic reviews of the accuracy of screening questions and of the benefits and harms of treatment for unhealthy drug use.",
    publicationDate: "2020-06-09",
  }),
  uspstf({
    guidelineId: "uspstf-depression-screening-adults",
    guidelineTitle: "Depression in Adults: Screening",
    slug: "screening-depression-suicide-risk-adults",
    citation:
      "US Preventive Services Task Force. Screening for Depression and Suicide Risk in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2023;329(23):2057-2067.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails: "A short questionnaire for depression, such as the PHQ-2 or PHQ-9.",
    instruction:
      "Fill in a depression questionnaire when your clinician offers one, and answer honestly. If it suggests depression, follow up to get care.",
    explanation:
      "Depression is common and treatable but often goes unnoticed. Screening helps people get diagnosed and treated sooner.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening, with follow-up care, increases remission of depression; treatment with psychotherapy, medication or both is effective.",
      harms:
        "Harms of screening are small; antidepressant medicines can have side effects and need follow-up.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for major depressive disorder in adults, including older adults, has a moderate net benefit.",
    },
    clinicalNotes:
      "The adult statement covers ages 19 and over; people aged 18 are covered by the USPSTF recommendation to screen adolescents 12 to 18. Positive screens need a full assessment and evidence-based care. Evidence is insufficient for screening for suicide risk (I). The best interval is not known; yearly is common practice.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of the benefits and harms of screening, the accuracy of screening tools and the treatment of depression in adults.",
    publicationDate: "2023-06-20",
  }),
  uspstf({
    guidelineId: "uspstf-anxiety-screening-adults-64-and-younger",
    guidelineTitle: "Anxiety Disorders in Adults: Screening (adults 64 or younger)",
    slug: "anxiety-adults-screening",
    citation:
      "US Preventive Services Task Force. Screening for Anxiety Disorders in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2023;329(24):2163-2170.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 64,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails: "A short questionnaire for anxiety disorders, such as the GAD-2 or GAD-7.",
    instruction:
      "Fill in an anxiety questionnaire when your clinician offers one. If it suggests an anxiety disorder, follow up to get care.",
    explanation:
      "Anxiety disorders are common and often go unrecognised for years. Finding them allows effective treatment such as talking therapy or medicine.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening tools accurately detect generalised anxiety disorder, and psychotherapy and medication are effective treatments.",
      harms: "Harms of screening are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for anxiety disorders in adults, including pregnant and postpartum persons, has a moderate net benefit.",
    },
    clinicalNotes:
      "The adult statement covers ages 19 to 64; people aged 18 are covered by the USPSTF recommendation to screen children and adolescents 8 to 18. Evidence is insufficient for adults 65 or older (I). The best interval is not known; yearly is common practice.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening accuracy and of the benefits and harms of treating anxiety disorders; this was the first USPSTF recommendation on anxiety screening in adults.",
    publicationDate: "2023-06-20",
  }),
  uspstf({
    guidelineId: "uspstf-intimate-partner-violence-screening-women",
    guidelineTitle: "Intimate Partner Violence: Screening (women of reproductive age)",
    slug: "intimate-partner-violence-and-abuse-of-elderly-and-vulnerable-adults-screening",
    citation:
      "US Preventive Services Task Force. Screening for Intimate Partner Violence and Caregiver Abuse of Older or Vulnerable Adults: US Preventive Services Task Force Recommendation Statement. JAMA. Published online June 24, 2025.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "female",
    minAge: 18,
    maxAge: 49,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "A few brief, private questions about whether a partner is hurting, threatening or controlling you, with referral to ongoing support if needed.",
    instruction:
      "Your clinician may ask privately about your safety at home. If you are being hurt or afraid, you can tell them and get support.",
    explanation:
      "Intimate partner violence is common and harms physical and mental health. Asking about it, and connecting people with support, improves their health and safety.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening, followed by referral to multicomponent interventions with ongoing support, improves health outcomes.",
      harms: "Harms of screening and of the interventions are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for IPV in women of reproductive age, including those who are pregnant and postpartum, and providing or referring those who screen positive to multicomponent interventions has a moderate net benefit.",
    },
    clinicalNotes:
      "The USPSTF does not give an age range for reproductive age; Vitalog uses 18 to 49. Screening should happen in private. Evidence is insufficient for screening older or vulnerable adults for caregiver abuse and neglect (I). In the US, the National Domestic Violence Hotline is 1-800-799-7233.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening and interventions for intimate partner violence; the 2025 statement is consistent with the 2018 recommendation.",
    publicationDate: "2025-06-24",
  }),
  uspstf({
    guidelineId: "uspstf-hiv-screening-18-65",
    guidelineTitle: "Human Immunodeficiency Virus (HIV) Infection: Screening (adults 18 to 65)",
    slug: "human-immunodeficiency-virus-hiv-infection-screening",
    citation:
      "US Preventive Services Task Force. Screening for HIV Infection: US Preventive Services Task Force Recommendation Statement. JAMA. 2019;321(23):2326-2336.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 65,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails: "An HIV blood test (antigen/antibody test).",
    instruction:
      "Get tested for HIV at least once. If you are at increased risk, get tested more often.",
    explanation:
      "Many people with HIV do not know they have it. Treatment started early keeps people healthy and prevents passing HIV on to partners.",
    frequencyNumber: 1,
    frequencyPeriod: "once",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "Identifying HIV and starting antiretroviral therapy early reduces AIDS-related events and death, and greatly reduces transmission to others.",
      harms:
        "Harms of screening are small; long-term antiretroviral therapy can have side effects.",
      netBenefit:
        "The USPSTF concludes with high certainty that the net benefit of screening for HIV infection in adolescents and adults aged 15 to 65 years is substantial.",
    },
    clinicalNotes:
      "The USPSTF recommends screening from age 15 to 65; Vitalog is for adults, so this item starts at 18. People at increased risk should be tested more often (a reasonable approach is yearly, and every 3 to 6 months for those at very high risk).",
    evidenceLevel: "high",
    evidenceSummary:
      "Based on a systematic review of screening, the accuracy of HIV tests and the benefits of early antiretroviral therapy.",
    publicationDate: "2019-06-11",
  }),
  uspstf({
    guidelineId: "uspstf-hiv-screening-older-adults-increased-risk",
    guidelineTitle:
      "Human Immunodeficiency Virus (HIV) Infection: Screening (older adults at increased risk)",
    slug: "human-immunodeficiency-virus-hiv-infection-screening",
    citation:
      "US Preventive Services Task Force. Screening for HIV Infection: US Preventive Services Task Force Recommendation Statement. JAMA. 2019;321(23):2326-2336.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "all",
    minAge: 66,
    maxAge: 99,
    riskFactorNames: ["Increased risk of HIV"],
    healthGoalNames: [],
    actionDetails: "An HIV blood test for adults over 65 who are at increased risk of infection.",
    instruction:
      "If you are over 65 and may have been exposed to HIV, ask your clinician for an HIV test.",
    explanation:
      "HIV can affect people of any age, and older adults are often diagnosed late. Testing allows treatment that keeps people healthy and prevents passing HIV on.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Once, and again regularly while your risk continues",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "Early diagnosis and antiretroviral therapy reduce AIDS-related events and death, and prevent transmission.",
      harms: "Harms of screening are small.",
      netBenefit:
        "The USPSTF recommendation (A) includes screening older adults who are at increased risk of infection.",
    },
    clinicalNotes:
      "Part of the same A recommendation: younger adolescents and adults older than 65 who are at increased risk should also be screened.",
    evidenceLevel: "high",
    evidenceSummary: "Based on the same systematic review as the recommendation for ages 15 to 65.",
    publicationDate: "2019-06-11",
  }),
  uspstf({
    guidelineId: "uspstf-hiv-prep-increased-risk",
    guidelineTitle: "Prevention of HIV Infection: Preexposure Prophylaxis (PrEP)",
    slug: "prevention-of-human-immunodeficiency-virus-hiv-infection-pre-exposure-prophylaxis",
    citation:
      "US Preventive Services Task Force. Preexposure Prophylaxis to Prevent Acquisition of HIV: US Preventive Services Task Force Recommendation Statement. JAMA. 2023;330(8):736-745.",
    recommendationGrade: "A",
    actionType: "medication",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Increased risk of HIV"],
    healthGoalNames: [],
    actionDetails:
      "Preexposure prophylaxis: daily oral tenofovir-based pills or injectable cabotegravir to prevent HIV in people at increased risk.",
    instruction:
      "If you are at increased risk of HIV, ask your clinician about PrEP, take it as prescribed and keep your follow-up and HIV test appointments.",
    explanation: "PrEP is very effective at preventing HIV when taken as prescribed.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule:
      "As prescribed (daily pills or injections every 2 months), with regular HIV testing",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "PrEP substantially reduces the risk of acquiring HIV; benefit depends closely on taking it as prescribed.",
      harms:
        "Mostly mild side effects such as nausea; some regimens can affect kidney function or bone density, which is monitored.",
      netBenefit:
        "The USPSTF concludes with high certainty that there is a substantial net benefit from the use of effective antiretroviral therapy to reduce the risk of acquisition of HIV in persons at increased risk of acquiring HIV.",
    },
    clinicalNotes:
      "Increased risk includes a sex partner with HIV, recent bacterial sexually transmitted infection, inconsistent condom use, or sharing injection equipment. FDA-approved options are oral tenofovir disoproxil fumarate/emtricitabine, oral tenofovir alafenamide/emtricitabine (not for receptive vaginal sex), and injectable cabotegravir.",
    evidenceLevel: "high",
    evidenceSummary:
      "Based on a systematic review of randomized trials of PrEP and of tools to identify people at increased risk of HIV.",
    publicationDate: "2023-08-22",
  }),
  uspstf({
    guidelineId: "uspstf-hepatitis-b-screening-increased-risk",
    guidelineTitle:
      "Hepatitis B Virus Infection in Adolescents and Adults: Screening (increased risk)",
    slug: "hepatitis-b-virus-infection-screening",
    citation:
      "US Preventive Services Task Force. Screening for Hepatitis B Virus Infection in Adolescents and Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;324(23):2415-2422.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Increased risk of hepatitis B"],
    healthGoalNames: [],
    actionDetails:
      "A blood test for hepatitis B surface antigen, with a confirmatory test if it is positive.",
    instruction:
      "If you are at increased risk of hepatitis B, ask for a blood test, even if you were vaccinated.",
    explanation:
      "Hepatitis B can damage the liver for years without symptoms. Finding it lets people get monitoring and treatment that lower the risk of cirrhosis and liver cancer.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Once, and again periodically while your risk continues",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Antiviral treatment of hepatitis B reduces deaths and liver cancer and improves intermediate outcomes.",
      harms: "Harms of screening are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for HBV infection in adolescents and adults at increased risk for infection has moderate net benefit.",
    },
    clinicalNotes:
      "Higher-risk groups include people born in countries where hepatitis B affects 2% or more of the population (such as parts of Asia, Africa, the Pacific Islands and South America), US-born people not vaccinated as infants whose parents came from very high-prevalence regions, people with HIV, people who inject drugs, men who have sex with men, and household contacts or sex partners of people with hepatitis B. Applies to non-pregnant adults; pregnancy has its own recommendation.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of new trials and cohort studies on screening and antiviral therapy for hepatitis B.",
    publicationDate: "2020-12-15",
  }),
  uspstf({
    guidelineId: "uspstf-hepatitis-c-screening-18-79",
    guidelineTitle:
      "Hepatitis C Virus Infection in Adolescents and Adults: Screening (adults 18 to 79)",
    slug: "hepatitis-c-screening",
    citation:
      "US Preventive Services Task Force. Screening for Hepatitis C Virus Infection in Adolescents and Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;323(10):970-975.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 79,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails:
      "A blood test for hepatitis C antibodies, followed by a test for the virus itself if positive.",
    instruction: "Get a one-time hepatitis C blood test if you have never had one.",
    explanation:
      "Hepatitis C often causes no symptoms for years while it damages the liver. Modern treatment cures most people within weeks.",
    frequencyNumber: 1,
    frequencyPeriod: "once",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Direct-acting antiviral treatment cures hepatitis C in most people and is associated with better liver and overall health.",
      harms: "Harms of screening and of current antiviral treatment are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for HCV infection in adults aged 18 to 79 years has substantial net benefit.",
    },
    clinicalNotes:
      "Most adults need to be screened only once. People with ongoing risk, such as those who inject drugs, should be tested periodically.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening and of direct-acting antiviral treatment; the 2020 update extended screening to all adults 18 to 79.",
    publicationDate: "2020-03-02",
  }),
  uspstf({
    guidelineId: "uspstf-syphilis-screening-nonpregnant-increased-risk",
    guidelineTitle:
      "Syphilis Infection in Nonpregnant Adolescents and Adults: Screening (increased risk)",
    slug: "syphilis-infection-nonpregnant-adults-adolescents-screening",
    citation:
      "US Preventive Services Task Force. Screening for Syphilis Infection in Nonpregnant Adolescents and Adults: US Preventive Services Task Force Reaffirmation Recommendation Statement. JAMA. 2022;328(12):1243-1249.",
    recommendationGrade: "A",
    actionType: "screening",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Increased risk of sexually transmitted infections", "Increased risk of HIV"],
    healthGoalNames: [],
    actionDetails:
      "A blood test for syphilis (a nontreponemal test such as RPR confirmed by a treponemal test, or the reverse order).",
    instruction:
      "If you are at increased risk of syphilis, ask for a blood test, and repeat it as often as your clinician advises.",
    explanation:
      "Syphilis can be silent but, untreated, can damage the heart, brain and other organs. It is easily cured with antibiotics.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Regularly while at increased risk, as your clinician advises",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "Accurate tests and antibiotic treatment prevent progression to late-stage disease.",
      harms: "Harms are small: false-positive results, anxiety, and treatment side effects.",
      netBenefit:
        "The USPSTF concludes with high certainty that there is a substantial net benefit of screening for syphilis infection in nonpregnant persons who are at increased risk for infection.",
    },
    clinicalNotes:
      "Higher risk includes men who have sex with men, people with HIV or other sexually transmitted infections, people who use illicit drugs, and people with a history of incarceration, sex work or military service; local rates also matter. Applies to people who have ever been sexually active, without symptoms.",
    evidenceLevel: "high",
    evidenceSummary:
      "A reaffirmation evidence update on risk assessment tools and the benefits and harms of screening confirmed the 2016 recommendation.",
    publicationDate: "2022-09-27",
  }),
  uspstf({
    guidelineId: "uspstf-chlamydia-gonorrhea-screening-women-24-and-younger",
    guidelineTitle: "Chlamydia and Gonorrhea: Screening (sexually active women 24 or younger)",
    slug: "chlamydia-and-gonorrhea-screening",
    citation:
      "US Preventive Services Task Force. Screening for Chlamydia and Gonorrhea: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;326(10):949-956.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "female",
    minAge: 18,
    maxAge: 24,
    riskFactorNames: ["Sexually active"],
    healthGoalNames: [],
    actionDetails: "A urine test or vaginal swab for chlamydia and gonorrhea.",
    instruction:
      "If you are sexually active and 24 or younger, get tested for chlamydia and gonorrhea, even without symptoms.",
    explanation:
      "Chlamydia and gonorrhea often cause no symptoms but can lead to pelvic inflammatory disease, infertility and ectopic pregnancy. Both are treated with antibiotics.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening and treatment reduce complications such as pelvic inflammatory disease and transmission to partners.",
      harms: "Harms are small: false-positive results, anxiety and stigma.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for chlamydia and gonorrhea in all sexually active women 24 years or younger has moderate net benefit.",
    },
    clinicalNotes:
      "The USPSTF recommends screening all sexually active women 24 or younger; this item covers the adult ages 18 to 24. The best interval is not known; yearly testing, and testing with a new partner, is common practice. Evidence is insufficient for screening men (I).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening, test accuracy and treatment for chlamydia and gonorrhea.",
    publicationDate: "2021-09-14",
  }),
  uspstf({
    guidelineId: "uspstf-chlamydia-gonorrhea-screening-women-25-increased-risk",
    guidelineTitle: "Chlamydia and Gonorrhea: Screening (women 25 or older at increased risk)",
    slug: "chlamydia-and-gonorrhea-screening",
    citation:
      "US Preventive Services Task Force. Screening for Chlamydia and Gonorrhea: US Preventive Services Task Force Recommendation Statement. JAMA. 2021;326(10):949-956.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "female",
    minAge: 25,
    maxAge: 99,
    riskFactorNames: ["Increased risk of sexually transmitted infections"],
    healthGoalNames: [],
    actionDetails: "A urine test or vaginal swab for chlamydia and gonorrhea.",
    instruction:
      "If you are 25 or older and at increased risk, for example with a new or more than one partner, get tested for chlamydia and gonorrhea.",
    explanation:
      "These infections are often silent but can cause infertility and other complications. Testing and antibiotics prevent this.",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    priority: 3,
    benefitsAndHarms: {
      benefits: "Screening and treatment reduce complications and transmission to partners.",
      harms: "Harms are small: false-positive results, anxiety and stigma.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for chlamydia and gonorrhea in women 25 years or older who are at increased risk for infection has moderate net benefit.",
    },
    clinicalNotes:
      "Increased risk includes a new sex partner, more than one partner, a partner with other partners or with a sexually transmitted infection, inconsistent condom use, a previous or current sexually transmitted infection, and exchanging sex for money or drugs.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening, test accuracy and treatment for chlamydia and gonorrhea.",
    publicationDate: "2021-09-14",
  }),
  uspstf({
    guidelineId: "uspstf-sexually-transmitted-infections-behavioral-counseling",
    guidelineTitle:
      "Sexually Transmitted Infections: Behavioral Counseling (adults at increased risk)",
    slug: "sexually-transmitted-infections-behavioral-counseling",
    citation:
      "US Preventive Services Task Force. Behavioral Counseling Interventions to Prevent Sexually Transmitted Infections: US Preventive Services Task Force Recommendation Statement. JAMA. 2020;324(7):674-681.",
    recommendationGrade: "B",
    actionType: "counseling",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Increased risk of sexually transmitted infections"],
    healthGoalNames: [],
    actionDetails:
      "Behavioural counselling on how to prevent sexually transmitted infections, in person or by video or other media.",
    instruction:
      "If you are at increased risk of sexually transmitted infections, ask about counselling on safer sex, condoms and testing.",
    explanation:
      "Counselling helps people lower their risk and reduces the number of new infections.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "As needed while your risk continues",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Behavioural counselling reduces the likelihood of acquiring a sexually transmitted infection.",
      harms: "Harms of behavioural counselling are small to none.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that behavioral counseling interventions to prevent STIs in adults at increased risk have a moderate net benefit.",
    },
    clinicalNotes:
      "For adults, the recommendation applies to those at increased risk: for example a current or recent sexually transmitted infection, more than one partner, or inconsistent condom use.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of behavioural counselling to prevent sexually transmitted infections.",
    publicationDate: "2020-08-18",
  }),
  uspstf({
    guidelineId: "uspstf-latent-tuberculosis-screening-increased-risk",
    guidelineTitle: "Latent Tuberculosis Infection in Adults: Screening (increased risk)",
    slug: "latent-tuberculosis-infection-screening",
    citation:
      "US Preventive Services Task Force. Screening for Latent Tuberculosis Infection in Adults: US Preventive Services Task Force Recommendation Statement. JAMA. 2023;329(17):1487-1494.",
    recommendationGrade: "B",
    actionType: "lab_test",
    gender: "all",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Increased risk of tuberculosis"],
    healthGoalNames: [],
    actionDetails:
      "A tuberculin skin test or an interferon-gamma release blood test (IGRA) for latent tuberculosis.",
    instruction:
      "If you were born or lived in a country where tuberculosis is common, or lived in a shelter or prison, ask for a tuberculosis test.",
    explanation:
      "Latent tuberculosis causes no symptoms and is not contagious, but it can turn into active tuberculosis later. Treating it prevents that.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Once; repeat testing depends on ongoing risk",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Treating latent tuberculosis infection reduces progression to active tuberculosis disease.",
      harms: "Treatment can cause liver injury, which is uncommon and is monitored.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that there is a moderate net benefit in preventing active tuberculosis disease by screening for LTBI in persons at increased risk for tuberculosis infection.",
    },
    clinicalNotes:
      "Populations at increased risk include people born in, or former residents of, countries with high tuberculosis prevalence and people who live or have lived in high-risk congregate settings such as homeless shelters or correctional facilities. Positive results need follow-up to rule out active disease before treatment.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening, test accuracy and treatment of latent tuberculosis in adults seen in primary care.",
    publicationDate: "2023-05-02",
  }),
  uspstf({
    guidelineId: "uspstf-falls-prevention-exercise-65-plus",
    guidelineTitle: "Falls Prevention in Community-Dwelling Older Adults: Exercise Interventions",
    slug: "falls-prevention-community-dwelling-older-adults-interventions",
    citation:
      "US Preventive Services Task Force. Interventions to Prevent Falls in Community-Dwelling Older Adults: US Preventive Services Task Force Recommendation Statement. JAMA. Published online June 4, 2024.",
    recommendationGrade: "B",
    actionType: "lifestyle",
    gender: "all",
    minAge: 65,
    maxAge: 99,
    riskFactorNames: ["Increased risk of falls"],
    healthGoalNames: [],
    actionDetails:
      "Exercise to prevent falls, such as supervised group or individual classes or physical therapy focused on balance, strength and walking.",
    instruction:
      "If you have fallen or feel unsteady, ask your clinician about an exercise programme or physical therapy for balance and strength, and keep it up.",
    explanation:
      "Falls are the leading cause of injury in older adults. Regular exercise for balance and strength lowers the chance of falling and of being hurt in a fall.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "An ongoing exercise programme, usually several sessions a week",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Exercise interventions reduce the number of falls, the chance of falling, and injurious falls.",
      harms: "Harms of exercise interventions are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that exercise interventions provide a moderate net benefit in preventing falls and fall-related morbidity in older adults at increased risk for falls.",
    },
    clinicalNotes:
      "For adults 65 or older living in the community who are at increased risk, for example after a previous fall or with problems with balance or walking. Multifactorial interventions should be offered selectively (C).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of exercise and multifactorial interventions in community-dwelling older adults.",
    publicationDate: "2024-06-04",
    detailedInstructions: [
      {
        title: "Talk about your fall risk",
        description:
          "Tell your clinician about any falls in the past year and whether you feel unsteady when standing or walking.",
        type: "text",
        estimatedTime: "15-30 minutes",
      },
      {
        title: "Join an exercise programme",
        description:
          "Ask for a physical therapy referral or a local group class focused on balance, leg strength and walking, such as tai chi or a falls-prevention class.",
        type: "action",
        estimatedTime: "30-60 minutes",
      },
      {
        title: "Make it a habit",
        description:
          "Exercise several times a week, and ask for a review if your balance changes or you fall again.",
        type: "follow-up",
        estimatedTime: "30-60 minutes",
      },
    ],
  }),
  uspstf({
    guidelineId: "uspstf-osteoporosis-screening-women-65-plus",
    guidelineTitle: "Osteoporosis to Prevent Fractures: Screening (women 65 or older)",
    slug: "osteoporosis-screening",
    citation:
      "US Preventive Services Task Force. Screening for Osteoporosis to Prevent Fractures: US Preventive Services Task Force Recommendation Statement. JAMA. Published online January 14, 2025.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "female",
    minAge: 65,
    maxAge: 99,
    riskFactorNames: [],
    healthGoalNames: [],
    actionDetails: "A bone density test, usually a DXA scan of the hip and spine.",
    instruction: "From age 65, ask your clinician for a bone density scan.",
    explanation:
      "Osteoporosis weakens bones without symptoms until a bone breaks. A bone density scan finds it early, and treatment lowers the chance of a fracture.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Once from age 65; your clinician decides when to repeat it",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening with follow-up treatment reduces hip fractures and major osteoporotic fractures.",
      harms:
        "Harms of screening are small; osteoporosis medicines have small harms, including rare serious ones.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for osteoporosis to prevent osteoporotic fractures in women 65 years or older has moderate net benefit.",
    },
    clinicalNotes:
      "For women without a known osteoporosis diagnosis or fragility fracture. The best interval for repeat screening is not known. Evidence is insufficient for screening men (I).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening trials, the accuracy of risk assessment tools and bone measurement tests, and osteoporosis treatments.",
    publicationDate: "2025-01-14",
  }),
  uspstf({
    guidelineId: "uspstf-osteoporosis-screening-postmenopausal-under-65",
    guidelineTitle:
      "Osteoporosis to Prevent Fractures: Screening (postmenopausal women younger than 65 at increased risk)",
    slug: "osteoporosis-screening",
    citation:
      "US Preventive Services Task Force. Screening for Osteoporosis to Prevent Fractures: US Preventive Services Task Force Recommendation Statement. JAMA. Published online January 14, 2025.",
    recommendationGrade: "B",
    actionType: "screening",
    gender: "female",
    minAge: 40,
    maxAge: 64,
    riskFactorNames: ["Increased risk of osteoporosis"],
    healthGoalNames: [],
    actionDetails:
      "A fracture risk assessment with a clinical tool, followed by a bone density scan for those at increased risk.",
    instruction:
      "If you are past menopause, under 65 and have risk factors for weak bones, ask your clinician to assess your fracture risk and whether you need a bone density scan.",
    explanation:
      "Some women develop osteoporosis before 65. Checking risk factors first finds those who benefit from a scan and treatment.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Risk assessment first; a scan if your risk is increased",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Screening women at increased risk, with follow-up treatment, reduces osteoporotic fractures.",
      harms: "Harms of screening are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that screening for osteoporosis to prevent osteoporotic fractures in postmenopausal women younger than 65 years at increased risk has moderate net benefit.",
    },
    clinicalNotes:
      "Only for women past menopause. Risk factors include low body weight, parental history of hip fracture, smoking and excess alcohol use; a clinical risk assessment tool then decides who should have a bone density test. The USPSTF reviewed evidence for adults 40 or older, so this item starts at 40.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of screening trials, risk assessment tools, bone measurement tests and treatments.",
    publicationDate: "2025-01-14",
  }),
  uspstf({
    guidelineId: "uspstf-brca-risk-assessment-genetic-counseling",
    guidelineTitle: "BRCA-Related Cancer: Risk Assessment, Genetic Counseling, and Genetic Testing",
    slug: "brca-related-cancer-risk-assessment-genetic-counseling-and-genetic-testing",
    citation:
      "US Preventive Services Task Force. Risk Assessment, Genetic Counseling, and Genetic Testing for BRCA-Related Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2019;322(7):652-665.",
    recommendationGrade: "B",
    actionType: "counseling",
    gender: "female",
    minAge: 18,
    maxAge: 99,
    riskFactorNames: ["Family history of breast or ovarian cancer", "Family history of cancer"],
    healthGoalNames: [],
    actionDetails:
      "A familial risk assessment tool, followed by genetic counselling and, if indicated, genetic testing for BRCA1 and BRCA2.",
    instruction:
      "If breast, ovarian, fallopian tube or peritoneal cancer runs in your family, or you have had one of these cancers, ask your clinician to assess whether you should see a genetic counsellor.",
    explanation:
      "Harmful changes in the BRCA1 and BRCA2 genes greatly raise the risk of breast and ovarian cancer. Knowing about them allows extra screening and preventive options.",
    frequencyNumber: 1,
    frequencyPeriod: "once",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "For women with a harmful BRCA change, intensive screening, risk-reducing medicines and risk-reducing surgery lower the risk of breast and ovarian cancer.",
      harms:
        "Anxiety, uncertain test results, and the harms of risk-reducing surgery and medicines.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that the net benefit of risk assessment, genetic counseling, and genetic testing is moderate in women whose personal or family history or ancestry is associated with an increased risk of harmful BRCA1/2 mutations.",
    },
    clinicalNotes:
      "Also applies to women with a personal history of these cancers who have finished treatment, and to women with an ancestry associated with BRCA1/2 mutations (such as Ashkenazi Jewish ancestry). The USPSTF recommends against routine assessment, counselling or testing for women without these histories (D).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of risk assessment tools, genetic counselling and testing, and interventions for women with BRCA mutations.",
    publicationDate: "2019-08-20",
  }),
  uspstf({
    guidelineId: "uspstf-breast-cancer-risk-reducing-medications",
    guidelineTitle: "Breast Cancer: Medication Use to Reduce Risk (women at increased risk)",
    slug: "breast-cancer-medications-for-risk-reduction",
    citation:
      "US Preventive Services Task Force. Medication Use to Reduce Risk of Breast Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. 2019;322(9):857-867.",
    recommendationGrade: "B",
    actionType: "medication",
    gender: "female",
    minAge: 35,
    maxAge: 99,
    riskFactorNames: ["Increased risk of breast cancer"],
    healthGoalNames: [],
    actionDetails:
      "Tamoxifen, raloxifene or an aromatase inhibitor for women at increased risk of breast cancer and low risk of medication side effects.",
    instruction:
      "If you are at increased risk of breast cancer, talk with your clinician about whether a risk-reducing medicine is right for you.",
    explanation:
      "For women at increased risk, these medicines lower the chance of developing breast cancer. Whether they are worth it depends on your risk and your chance of side effects.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "Daily, as prescribed, usually for 5 years",
    priority: 3,
    benefitsAndHarms: {
      benefits:
        "Tamoxifen, raloxifene and aromatase inhibitors reduce the risk of invasive estrogen receptor-positive breast cancer in women at increased risk.",
      harms:
        "Tamoxifen and raloxifene raise the risk of blood clots; tamoxifen raises the risk of endometrial cancer and cataracts; aromatase inhibitors can cause bone loss, hot flashes and joint pain.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that the net benefit of these medications is moderate for women at increased risk of breast cancer.",
    },
    clinicalNotes:
      "For women 35 or older without a previous breast cancer or DCIS who are at increased risk and at low risk of adverse effects. The USPSTF recommends against routine use for women not at increased risk (D). Raloxifene and aromatase inhibitors are for postmenopausal women.",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of randomized trials of tamoxifen, raloxifene and aromatase inhibitors for primary prevention of breast cancer.",
    publicationDate: "2019-09-03",
  }),
  uspstf({
    guidelineId: "uspstf-folic-acid-neural-tube-defects",
    guidelineTitle: "Folic Acid Supplementation to Prevent Neural Tube Defects",
    slug: "folic-acid-for-the-prevention-of-neural-tube-defects-preventive-medication",
    citation:
      "US Preventive Services Task Force. Folic Acid Supplementation to Prevent Neural Tube Defects: US Preventive Services Task Force Reaffirmation Recommendation Statement. JAMA. 2023;330(5):454-459.",
    recommendationGrade: "A",
    actionType: "supplement",
    gender: "female",
    minAge: 18,
    maxAge: 49,
    riskFactorNames: ["Planning a pregnancy"],
    healthGoalNames: [],
    actionDetails: "A daily supplement containing 0.4 to 0.8 mg (400 to 800 µg) of folic acid.",
    instruction:
      "If you are planning a pregnancy or could become pregnant, take a daily supplement with 400 to 800 micrograms of folic acid, starting at least a month before conceiving.",
    explanation:
      "Folic acid taken before and early in pregnancy prevents serious birth defects of the brain and spine (neural tube defects).",
    frequencyNumber: 1,
    frequencyPeriod: "day",
    priority: 4,
    benefitsAndHarms: {
      benefits:
        "Daily folic acid supplementation before conception and in early pregnancy substantially reduces neural tube defects.",
      harms: "Harms of folic acid at the usual doses are no greater than small.",
      netBenefit:
        "The USPSTF concludes that, for persons who are planning to or could become pregnant, there is high certainty that folic acid supplementation has a substantial net benefit to prevent neural tube defects in their offspring.",
    },
    clinicalNotes:
      "Start at least 1 month before conception and continue through the first 2 to 3 months of pregnancy. The recommendation covers everyone who is planning to or could become pregnant; Vitalog shows it to women aged 18 to 49 who are planning a pregnancy. People with a previous pregnancy affected by a neural tube defect may need a higher dose from their clinician.",
    evidenceLevel: "high",
    evidenceSummary:
      "A reaffirmation evidence update found no new evidence that would change the 2017 recommendation.",
    publicationDate: "2023-08-01",
  }),
  uspstf({
    guidelineId: "uspstf-skin-cancer-prevention-counseling-18-24",
    guidelineTitle:
      "Skin Cancer Prevention: Behavioral Counseling (young adults 18 to 24 with fair skin)",
    slug: "skin-cancer-counseling",
    citation:
      "US Preventive Services Task Force. Behavioral Counseling to Prevent Skin Cancer: US Preventive Services Task Force Recommendation Statement. JAMA. Published March 20, 2018.",
    recommendationGrade: "B",
    actionType: "counseling",
    gender: "all",
    minAge: 18,
    maxAge: 24,
    riskFactorNames: ["Fair skin"],
    healthGoalNames: [],
    actionDetails:
      "Counselling on limiting ultraviolet (UV) exposure: sunscreen, protective clothing, shade, and avoiding indoor tanning.",
    instruction:
      "If you have fair skin, protect it from the sun: use broad-spectrum sunscreen, cover up, seek shade in the middle of the day, and avoid tanning beds.",
    explanation:
      "Sunburns and UV exposure when young raise the risk of skin cancer, including melanoma, later in life.",
    frequencyNumber: 1,
    frequencyPeriod: "custom",
    customSchedule: "At routine check-ups",
    priority: 3,
    benefitsAndHarms: {
      benefits: "Counselling increases sun-protective behaviours in young people with fair skin.",
      harms: "Harms of counselling are small.",
      netBenefit:
        "The USPSTF concludes with moderate certainty that counseling young adults, adolescents, children, and parents of young children about minimizing UV exposure for persons aged 6 months to 24 years with fair skin types has a moderate net benefit.",
    },
    clinicalNotes:
      "The B recommendation covers ages 6 months to 24 years; this item covers the adult part, 18 to 24. For adults older than 24 with fair skin, counselling is offered selectively (C).",
    evidenceLevel: "moderate",
    evidenceSummary:
      "Based on a systematic review of trials of counselling to reduce UV exposure and of skin self-examination.",
    publicationDate: "2018-03-20",
  }),
];
