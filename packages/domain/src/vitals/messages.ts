/** What the vitals API and pages say when something cannot be done, and the crisis warning. */
export const VitalsMessage = {
  systolicRange: "Systolic pressure must be between 60 and 300 mmHg",
  diastolicRange: "Diastolic pressure must be between 30 and 200 mmHg",
  systolicBelowDiastolic:
    "The systolic (upper) number must be higher than the diastolic (lower) one",
  pulseRange: "Pulse must be between 20 and 300 beats per minute",
  heartRateRange: "Heart rate must be between 20 and 300 beats per minute",
  spo2Range: "Oxygen saturation must be between 50 and 100 %",
  temperatureRange: "Body temperature must be between 25 and 45 °C",
  temperatureRangeF: "Body temperature must be between 77 and 113 °F",
  valueRequired: "Enter a value",
  dateRequired: "Enter the date of the measurement",
  dateInFuture: "The date cannot be in the future",
  noteTooLong: "Notes can be at most 500 characters",
  bloodPressureUnusual: "This blood pressure is unusual: check it, or confirm it is right",
  heartRateUnusual: "This heart rate is unusual: check it, or confirm it is right",
  temperatureUnusual: "This body temperature is unusual: check it, or confirm it is right",
  bloodPressureNotFound: "Blood pressure reading not found",
  vitalNotFound: "Reading not found",
  kindChange: "The kind of a reading cannot be changed: delete it and add a new one",
  crisisWarning:
    "This reading is in the hypertensive crisis range. Seek care now: call 911 (or your local emergency number) if you have chest pain, shortness of breath, back pain, weakness or numbness, a change in vision, or difficulty speaking. Without symptoms, rest for five minutes, measure again and contact your doctor right away if it is still this high.",
  suggestionNotFound: "There is no such suggestion for you now",
  riskFactorMissing: "The risk factor is not in the catalogue",
} as const;
