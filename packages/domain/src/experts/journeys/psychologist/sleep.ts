import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const SLEEP_JOURNEY: Journey = {
  id: "sleep-resetting-your-nights",
  expert: "psychologist",
  category: "sleep",
  title: "Resetting your nights",
  summary:
    "Four steps from the behavioural treatment of insomnia: how sleep works, a sleep diary, stimulus control, and winding down.",
  sources: [
    {
      title:
        "Behavioral and psychological treatments for chronic insomnia disorder in adults: an AASM clinical practice guideline",
      publisher: "Edinger JD et al., Journal of Clinical Sleep Medicine 2021;17(2):255–262",
    },
    {
      title: "Stimulus control treatment for insomnia",
      publisher: "Bootzin RR, Proceedings of the American Psychological Association 1972;7:395–396",
    },
    {
      title: "Insomnia",
      publisher: "NHS",
      url: "https://www.nhs.uk/conditions/insomnia/",
    },
    {
      title: "Sleeping well: sleep hygiene and sleep diary",
      publisher: "Centre for Clinical Interventions, Government of Western Australia",
      url: "https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself",
    },
  ],
  steps: [
    {
      id: "how-sleep-works",
      title: "How sleep works",
      reading: paragraphs(
        "Two systems decide when we sleep. The first is sleep pressure: the longer you are awake, the more a sleep-promoting substance builds up in the brain, and the sleepier you get. Naps, lie-ins and long hours in bed release some of that pressure, which can make the next night harder.",
        "The second is the body clock, which runs on a roughly 24-hour rhythm and is set mostly by light, especially morning daylight, and by regular routines. When you get up at very different times, the clock drifts, a little like mild jet lag.",
        "A third factor is arousal. Worry, stress and trying hard to sleep all keep the brain alert. After a run of bad nights, many people start to dread bedtime, and the bed itself becomes linked with lying awake and frustration.",
        "The approaches in this journey, drawn from cognitive behavioural therapy for insomnia, work with these three systems. They are recommended as the first treatment for long-lasting insomnia, ahead of sleeping pills. They take a few weeks, and sleep often gets a little worse before it gets better, so patience helps.",
      ),
      exercise: {
        prompt: "How satisfied are you with your sleep over the last two weeks, from 0 to 10?",
        answer: {
          kind: "scale",
          min: 0,
          max: 10,
          minLabel: "Very dissatisfied",
          maxLabel: "Very satisfied",
        },
      },
      reflection:
        "Which of the three systems, sleep pressure, body clock or arousal, seems most at play for you?",
    },
    {
      id: "sleep-diary",
      title: "A sleep diary",
      reading: paragraphs(
        "How we remember our nights is often harsher than how they went. A simple sleep diary gives you and anyone helping you a clearer picture, and it shows change over the coming weeks.",
        "Each morning, within an hour of getting up, note: the time you went to bed, roughly how long it took to fall asleep, how many times you woke and for how long, the time you woke finally, the time you got out of bed, and how rested you feel from 0 to 10. Add naps, caffeine and alcohol. Estimates are fine; please don't watch the clock during the night to get exact figures, as that keeps you awake.",
        "After a week, look at the pattern. How much time do you spend in bed compared with the time asleep? Do your bed and wake times vary a lot between workdays and days off? Do late caffeine or evening drinks line up with worse nights?",
        "Vitalog's wellbeing check-ins record sleep hours and quality, which you can use alongside the diary.",
      ),
      exercise: {
        prompt:
          "Write last night's diary: bedtime, time to fall asleep, wakings, final waking, time out of bed, and how rested you feel.",
        answer: { kind: "text", placeholder: "Bed 23:00, asleep ~23:40, woke twice…" },
      },
      reflection: "What stands out when you look at your week of nights?",
    },
    {
      id: "stimulus-control",
      title: "Bed is for sleep",
      reading: paragraphs(
        "Stimulus control is one of the most effective single steps for insomnia. Its aim is to rebuild the link between bed and sleeping, rather than bed and lying awake.",
        "The guidelines are simple, though not always easy. Go to bed only when you feel sleepy, not just tired. Use the bed only for sleep and sex, not for phones, television, work or worrying. If you can't fall asleep, or you wake and can't get back to sleep in what feels like about twenty minutes, get up and go to another dim, quiet room. Do something calm, like reading something undemanding, and return to bed when you feel sleepy. Repeat as often as needed.",
        "Most important of all: get up at the same time every morning, whatever the night was like, weekends included. Avoid naps, or keep one short and before mid-afternoon. A fixed wake time anchors the body clock and lets sleep pressure build for the next night.",
        "The first week can be tiring. Take care with driving or machinery if you feel sleepy. If you have a condition such as epilepsy or bipolar disorder, ask your doctor before cutting down time in bed.",
      ),
      exercise: {
        prompt:
          "Choose your fixed wake time, and write what you will do in the other room if you can't sleep.",
        answer: { kind: "text", placeholder: "I'll get up at… If I can't sleep I'll…" },
      },
      reflection:
        "What might make it hard to keep to your wake time, and how could you plan for that?",
    },
    {
      id: "winding-down",
      title: "Winding down",
      reading: paragraphs(
        "The hour before bed is a bridge between the day and sleep. A busy mind and bright screens keep the brain alert, so it helps to give yourself a buffer of about an hour with calmer, dimmer activities: a bath or shower, stretching, light reading, music, or the breathing exercise from the anxiety journey.",
        'If worries crowd in at night, try a "worry download" earlier in the evening: write down what is on your mind and one next step for each, then close the notebook. If a worry comes back in bed, remind yourself it is written down and will be there tomorrow.',
        "A few habits make sleep easier for most people: caffeine only before early afternoon, as its effect lasts many hours; alcohol kept light, as it fragments sleep later in the night; a bedroom that is dark, quiet and cool; regular daytime activity; and daylight soon after waking.",
        "If poor sleep continues for three months or more despite these steps, if you snore loudly and stop breathing at night, or if you are very sleepy during the day, talk to your doctor. Conditions like sleep apnoea need a medical assessment, and CBT for insomnia with a trained practitioner is widely available.",
      ),
      exercise: {
        prompt: "List what your wind-down hour will include.",
        answer: { kind: "list", itemLabel: "A wind-down activity", minItems: 1, maxItems: 8 },
      },
      reflection: "After a week of your new routine, what has changed in your nights?",
    },
  ],
};
