/** The starter catalogue: common preventive-health risk factors and goals, one sentence each. */
export interface CatalogSeedItem {
  name: string;
  description: string;
}

export const STARTER_RISK_FACTORS: readonly CatalogSeedItem[] = [
  {
    name: "High blood pressure",
    description:
      "Blood pressure that stays at or above 130/80 mmHg, which strains the heart and blood vessels.",
  },
  {
    name: "Type 2 diabetes",
    description: "The body does not use insulin well, so blood sugar stays too high over time.",
  },
  {
    name: "Prediabetes",
    description: "Blood sugar that is higher than normal but not yet in the diabetes range.",
  },
  {
    name: "High cholesterol",
    description: "Too much LDL cholesterol in the blood, which can build up in the arteries.",
  },
  {
    name: "Smoking",
    description: "Current or recent use of cigarettes or other tobacco products.",
  },
  {
    name: "Obesity",
    description: "A body-mass index of 30 or more, which raises the risk of many chronic diseases.",
  },
  {
    name: "Physical inactivity",
    description: "Less than 150 minutes of moderate physical activity a week.",
  },
  {
    name: "Family history of heart disease",
    description:
      "A parent or sibling who had heart disease early, before 55 in men or 65 in women.",
  },
  {
    name: "Family history of cancer",
    description: "A close relative diagnosed with breast, ovarian, colorectal or prostate cancer.",
  },
  {
    name: "Heavy alcohol use",
    description: "Drinking more than the recommended weekly limit, or regular binge drinking.",
  },
  {
    name: "Chronic stress",
    description: "Ongoing stress that affects sleep, mood or everyday life.",
  },
  {
    name: "Short or poor sleep",
    description: "Regularly sleeping less than seven hours a night or waking unrefreshed.",
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
