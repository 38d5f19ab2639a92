import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const BLOOD_PRESSURE_JOURNEY: Journey = {
  id: "blood-pressure-basics",
  expert: "physician",
  category: null,
  title: "Blood-pressure basics",
  summary:
    "What the two numbers mean, how to measure at home so the reading is right, and the everyday habits that lower blood pressure.",
  sources: [
    {
      title: "Understanding blood pressure readings",
      publisher: "American Heart Association",
      url: "https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings",
    },
    {
      title: "Monitoring your blood pressure at home",
      publisher: "American Heart Association",
      url: "https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/monitoring-your-blood-pressure-at-home",
    },
    {
      title: "Hypertension in adults: screening (final recommendation)",
      publisher: "U.S. Preventive Services Task Force, 2021",
      url: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/hypertension-in-adults-screening",
    },
    {
      title: "DASH eating plan",
      publisher: "National Heart, Lung, and Blood Institute",
      url: "https://www.nhlbi.nih.gov/education-awareness/healthy-eating/dash-eating-plan",
    },
  ],
  steps: [
    {
      id: "the-two-numbers",
      title: "What the two numbers mean",
      reading: paragraphs(
        "A blood pressure reading has two numbers, such as 118/76 mm Hg. The first, systolic, is the pressure in your arteries when the heart beats. The second, diastolic, is the pressure between beats, when the heart rests.",
        "The American Heart Association groups adult readings like this. Normal: below 120 and below 80. Elevated: 120 to 129 and below 80. Stage 1 high blood pressure: 130 to 139, or 80 to 89. Stage 2: 140 or higher, or 90 or higher. A reading above 180 and/or above 120 is severely high.",
        "High blood pressure usually causes no symptoms at all, which is why it is called a silent condition. Over years it strains the arteries, heart, brain, kidneys and eyes, raising the risk of heart attack and stroke. The good news is that it is easy to measure and can be lowered.",
        "One reading never makes a diagnosis. Blood pressure changes from minute to minute with activity, stress, caffeine and even talking. Doctors base decisions on several readings, often including readings taken outside the clinic.",
      ),
      exercise: {
        prompt:
          "Write down your most recent blood pressure readings, with the date, if you have any.",
        answer: {
          kind: "list",
          itemLabel: "A reading, e.g. 128/82 on 3 May",
          minItems: 1,
          maxItems: 14,
        },
      },
      reflection: "Do you know what your doctor has said about your blood pressure in the past?",
    },
    {
      id: "measuring-at-home",
      title: "Measuring at home",
      reading: paragraphs(
        "Home readings help your doctor see your usual blood pressure, away from the stress of the clinic. They are only useful if taken the right way. Use a validated automatic upper-arm monitor with a cuff that fits your arm; wrist and finger devices are less reliable.",
        "The American Heart Association advises: don't smoke, exercise or drink caffeine in the 30 minutes before. Empty your bladder. Sit in a chair with your back supported and feet flat on the floor, legs uncrossed, for at least five minutes in quiet. Rest your arm on a table with the cuff on bare skin, at the level of your heart. Don't talk during the measurement.",
        "Take two or three readings one minute apart and record them all. Measure at the same times each day, for example morning and evening, especially in the week before an appointment. Bring the device to your doctor once to check it against theirs.",
        "If a reading is above 180/120, wait five minutes and measure again. If it is still that high and you have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking, call 911. If you have no symptoms, contact your doctor promptly.",
      ),
      exercise: {
        prompt: "Plan when and where you will take your home readings this week.",
        answer: { kind: "text", placeholder: "Mornings at 7:30 before coffee, evenings at…" },
      },
      reflection:
        "What might make it hard to measure the way described, and how could you solve it?",
    },
    {
      id: "everyday-habits",
      title: "Everyday habits that help",
      reading: paragraphs(
        "Lifestyle changes lower blood pressure for many people, and they help even when medicine is also needed. The habits with the best evidence are well established.",
        "Eating in the DASH pattern, rich in vegetables, fruit, whole grains, low-fat dairy, beans and nuts, and lower in saturated fat, lowers blood pressure in studies run by the National Heart, Lung, and Blood Institute. Cutting down on salt helps too: much of it is hidden in bread, processed meats, ready meals and restaurant food. Regular physical activity, such as brisk walking on most days, helps, as does reaching a healthier weight if you carry extra, limiting alcohol, and not smoking.",
        "Small, lasting changes beat big short-lived ones. Pick one or two to start with, and track your readings to see the effect over a few weeks.",
        "If your doctor has prescribed blood pressure medicine, keep taking it as prescribed, even when your readings improve: they may be good because of it. Talk to your doctor before making any change.",
      ),
      exercise: {
        prompt: "List one or two changes you would like to try first.",
        answer: { kind: "list", itemLabel: "A change", minItems: 1, maxItems: 5 },
      },
      reflection: "What would help you keep these changes going for a month?",
    },
  ],
};
