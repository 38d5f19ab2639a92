import type { RiskFactorCategory } from "@vitalog/domain";

/** The starter catalogue: common preventive-health risk factors and goals, one sentence each. */
export interface CatalogSeedItem {
  name: string;
  description: string;
  /** Risk factors: the group they are shown in (migration 0012 sets it on existing rows). */
  category?: RiskFactorCategory;
}

export const STARTER_RISK_FACTORS: readonly CatalogSeedItem[] = [
  {
    name: "High blood pressure",
    category: "heart",
    description:
      "Blood pressure that stays at or above 130/80 mmHg, which strains the heart and blood vessels.",
  },
  {
    name: "Type 2 diabetes",
    category: "heart",
    description: "The body does not use insulin well, so blood sugar stays too high over time.",
  },
  {
    name: "Prediabetes",
    category: "heart",
    description: "Blood sugar that is higher than normal but not yet in the diabetes range.",
  },
  {
    name: "High cholesterol",
    category: "heart",
    description: "Too much LDL cholesterol in the blood, which can build up in the arteries.",
  },
  {
    name: "Smoking",
    category: "habits",
    description: "Current or recent use of cigarettes or other tobacco products.",
  },
  {
    name: "Obesity",
    category: "weight",
    description: "A body-mass index of 30 or more, which raises the risk of many chronic diseases.",
  },
  {
    name: "Physical inactivity",
    category: "weight",
    description: "Less than 150 minutes of moderate physical activity a week.",
  },
  {
    name: "Family history of heart disease",
    category: "family",
    description:
      "A parent or sibling who had heart disease early, before 55 in men or 65 in women.",
  },
  {
    name: "Family history of cancer",
    category: "family",
    description: "A close relative diagnosed with breast, ovarian, colorectal or prostate cancer.",
  },
  {
    name: "Heavy alcohol use",
    category: "habits",
    description: "Drinking more than the recommended weekly limit, or regular binge drinking.",
  },
  {
    name: "Chronic stress",
    category: "habits",
    description: "Ongoing stress that affects sleep, mood or everyday life.",
  },
  {
    name: "Short or poor sleep",
    category: "habits",
    description: "Regularly sleeping less than seven hours a night or waking unrefreshed.",
  },
  {
    name: "Former smoker",
    category: "habits",
    description: "Used to smoke cigarettes or other tobacco and has stopped.",
  },
  {
    name: "Overweight",
    category: "weight",
    description: "A body-mass index of 25 to 29.9, above the healthy range but below obesity.",
  },
  {
    name: "Cardiovascular risk factors",
    category: "heart",
    description:
      "Conditions that raise the chance of heart attack or stroke, such as high blood pressure, high cholesterol, diabetes or smoking.",
  },
  {
    name: "Increased risk of falls",
    category: "other",
    description:
      "Has fallen in the past year, or has trouble with balance, walking or getting up from a chair.",
  },
  {
    name: "Family history of breast or ovarian cancer",
    category: "family",
    description:
      "A close relative who had breast, ovarian, fallopian tube or peritoneal cancer, or who carries a BRCA1 or BRCA2 gene change.",
  },
  {
    name: "Increased risk of breast cancer",
    category: "family",
    description:
      "A clinician has estimated a higher than average chance of breast cancer, for example from family history or an earlier breast biopsy result.",
  },
  {
    name: "Sexually active",
    category: "infections",
    description: "Has sex with one or more partners.",
  },
  {
    name: "Increased risk of sexually transmitted infections",
    category: "infections",
    description:
      "A new partner or more than one partner, a partner with an infection, sex without condoms, or a sexually transmitted infection in the past year.",
  },
  {
    name: "Increased risk of HIV",
    category: "infections",
    description:
      "A sex partner with HIV, sex without condoms with partners whose HIV status is unknown, a recent sexually transmitted infection, or sharing needles or other drug equipment.",
  },
  {
    name: "Increased risk of hepatitis B",
    category: "infections",
    description:
      "Born in a country where hepatitis B is common, living with HIV, injecting drugs, a man who has sex with men, or living with or having sex with someone who has hepatitis B.",
  },
  {
    name: "Increased risk of tuberculosis",
    category: "infections",
    description:
      "Born in or lived in a country where tuberculosis is common, or lived in a shelter, prison or other crowded shared setting.",
  },
  {
    name: "Increased risk of osteoporosis",
    category: "other",
    description:
      "After menopause, with risk factors for weak bones such as low body weight, smoking, heavy drinking or a parent who broke a hip.",
  },
  {
    name: "Planning a pregnancy",
    category: "other",
    description: "Trying for a baby now or planning to in the coming months.",
  },
  {
    name: "Fair skin",
    category: "other",
    description:
      "Pale or ivory skin, light eyes, red or blond hair or freckles, or skin that burns easily in the sun.",
  },
];

export const STARTER_HEALTH_GOALS: readonly CatalogSeedItem[] = [
  { name: "Lose weight", description: "Reach and keep a healthier body weight." },
  { name: "Improve sleep", description: "Sleep seven to nine hours a night and wake up rested." },
  { name: "Reduce stress", description: "Build everyday habits that keep stress in check." },
  {
    name: "Lower blood pressure",
    description: "Bring blood pressure into the healthy range through lifestyle and care.",
  },
  {
    name: "Eat healthier",
    description: "Eat more vegetables, fruit and whole grains and fewer ultra-processed foods.",
  },
  {
    name: "Be more active",
    description: "Reach at least 150 minutes of moderate activity every week.",
  },
  { name: "Quit smoking", description: "Stop using tobacco and stay smoke-free." },
  {
    name: "Improve heart health",
    description: "Lower the risk of heart attack and stroke.",
  },
  { name: "Manage blood sugar", description: "Keep blood sugar within a healthy range." },
  { name: "Drink less alcohol", description: "Cut down to within the recommended limits." },
  {
    name: "Boost mental wellbeing",
    description: "Feel calmer, more energetic and more positive day to day.",
  },
];
