import { RISK_FACTOR_CATEGORIES } from "../profile/risk-factor-categories.ts";

/**
 * What the recommendation API and pages say. The form's and the import's wording is the spec's
 * (admin-back-office, sections 5 and 8; learning-devices-commerce, section 5).
 */
export const RecommendationMessage = {
  titleRequired: "Guideline title is required",
  organizationRequired: "Organization is required",
  actionTypeRequired: "Action type is required",
  actionDetailsRequired: "Action details are required",
  instructionRequired: "Instructions are required",
  frequencyRequired: "Frequency number is required",
  frequencyMin: "Frequency must be greater than 0",
  genderRequired: "Gender selection is required",
  ageRange: "Ages must be whole numbers from 0 to 120",
  maxAgeAboveMin: "Maximum age must be greater than minimum age",
  gradeRequired: "Recommendation grade is required",
  benefitsOrHarms: "Either benefits or harms must be provided",
  urgentPriority: "Priority should be set for urgent recommendations",
  priorityRange: "Priority must be a whole number from 1 to 5",
  bmiRange: "BMI must be a number from 10 to 80",
  bmiOrder: "The highest BMI must be above the lowest",
  stepTitleRequired: "Step title is required",
  stepsRequired: "Add at least one step",
  urlInvalid: "Enter a full web address starting with http:// or https://",
  dateInvalid: "Use a date in the form YYYY-MM-DD",
  unknownRiskFactor: "Unknown risk factor",
  unknownHealthGoal: "Unknown health goal",
  tooLong: "This text is too long",
  invalidOption: "Choose one of the listed options",
  notFound: "Recommendation not found",
  idRequired: "Recommendation ID is required",
  catalogNameRequired: "Name is required",
  catalogNameTaken: "That name is already in the list",
  riskFactorNotFound: "Risk factor not found",
  riskFactorCategoryUnknown: `Unknown category: use one of ${RISK_FACTOR_CATEGORIES.join(", ")}`,
  healthGoalNotFound: "Health goal not found",
  importEmpty: "Please enter JSON data",
  importInvalid: "Invalid data format. Data must contain valid recommendation information.",
  importTooMany: "Import at most 1000 recommendations at a time",
  databaseError: "Database error",
  repeatNotCustom:
    "This recommendation's frequency sets when it is next due; a next due date is chosen only for a custom schedule",
} as const;
