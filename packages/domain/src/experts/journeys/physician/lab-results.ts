import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const LAB_RESULTS_JOURNEY: Journey = {
  id: "understanding-your-lab-results",
  expert: "physician",
  category: null,
  title: "Understanding your lab results",
  summary:
    "Read your own bloodwork with confidence: what reference ranges mean, what common tests measure, and how to talk results through with your doctor.",
  sources: [
    {
      title: "How to understand your lab results",
      publisher: "MedlinePlus, U.S. National Library of Medicine",
      url: "https://medlineplus.gov/lab-tests/how-to-understand-your-lab-results/",
    },
    {
      title: "Complete blood count (CBC); Comprehensive metabolic panel (CMP); Cholesterol levels",
      publisher: "MedlinePlus Medical Tests, U.S. National Library of Medicine",
      url: "https://medlineplus.gov/lab-tests/",
    },
    {
      title: "Diagnosis and classification of diabetes: Standards of Care in Diabetes",
      publisher: "American Diabetes Association, Diabetes Care 2024;47(Suppl 1):S20–S42",
    },
  ],
  steps: [
    {
      id: "reference-ranges",
      title: "What the ranges mean",
      reading: paragraphs(
        "Beside this text you can see your latest bloodwork from Vitalog. Each result usually comes with a reference range: the span of values found in most healthy people, typically the middle 95 percent. Results outside it are often marked high or low.",
        "A few things are worth knowing. Because the range covers 95 percent of healthy people, about 1 in 20 healthy people will have any single result outside it. A result slightly outside the range is often not a cause for concern, especially if it is an isolated finding. A result inside the range is not a guarantee of health either.",
        "Ranges differ between laboratories, methods and units, and some depend on age, sex or pregnancy, so always compare a result with the range printed on the same report. Many things affect results on the day: fasting or not, recent exercise, dehydration, illness, some medicines and supplements, and even how the sample was handled.",
        "That is why a doctor reads results together with your symptoms, history, examination and earlier results, rather than one number on its own. Only they can say what a result means for you.",
      ),
      exercise: {
        prompt:
          "List the results from your bloodwork that are marked outside the range, or that you want to understand.",
        answer: { kind: "list", itemLabel: "A result", minItems: 1, maxItems: 20 },
      },
      reflection: "Which of these results would you like to ask your doctor about?",
      personalData: "bloodwork-results",
    },
    {
      id: "common-tests",
      title: "What common tests measure",
      reading: paragraphs(
        "A complete blood count looks at the cells in your blood. Red cells and haemoglobin carry oxygen; low levels are called anaemia, which has many possible causes. White cells fight infection and can rise with an infection or inflammation. Platelets help blood clot.",
        "A metabolic panel includes glucose (blood sugar), electrolytes such as sodium and potassium, and markers of kidney function (creatinine, with an estimated filtration rate, eGFR) and liver function (enzymes such as ALT and AST, and bilirubin).",
        'A lipid panel measures cholesterol: LDL, often called "bad" cholesterol because higher levels are linked with heart disease; HDL, the "good" kind; and triglycerides. What counts as a good target depends on your overall heart risk, which your doctor estimates from several factors together.',
        "HbA1c reflects your average blood sugar over about the past three months. The American Diabetes Association uses 5.7 to 6.4 percent as the prediabetes range and 6.5 percent or higher, confirmed by a repeat test, for diabetes. Thyroid tests, such as TSH, show how the thyroid gland is working.",
        "This is a general guide; your report may include other tests, and your doctor can explain each one.",
      ),
      exercise: {
        prompt:
          "For one result you listed, write what you now understand it measures and what you still want to know.",
        answer: { kind: "text" },
      },
      reflection: "Did anything in your results make more sense after reading this?",
    },
    {
      id: "trends-and-questions",
      title: "Trends and questions",
      reading: paragraphs(
        "One result is a snapshot; a series is a story. A value that has been slowly rising over several years may matter more than one that is slightly out of range once. Vitalog keeps your results over time so you and your doctor can see the trend.",
        "When you discuss results, useful questions include: What does this result mean for me? Is it a change from before? Could anything have affected it, such as a medicine, an illness, or not fasting? Does it need a repeat test or any other test? Is there anything I can do, like changes to food, activity or alcohol? When should it be checked again?",
        "Please don't change or stop any medicine because of a result without talking to your doctor first. And if you receive a result that your laboratory or doctor marks as critical or urgent, follow their instructions straight away.",
        "If you feel unwell, with symptoms like chest pain, severe shortness of breath, confusion or fainting, don't wait for a result discussion: call 911.",
      ),
      exercise: {
        prompt: "Write the questions about your results you want to ask your doctor.",
        answer: { kind: "list", itemLabel: "A question", minItems: 1, maxItems: 10 },
      },
      reflection: "How confident do you feel now about discussing your results?",
      personalData: "bloodwork-results",
    },
  ],
};
