import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const DEPRESSION_JOURNEY: Journey = {
  id: "low-mood-small-steps",
  expert: "psychologist",
  category: "depression",
  title: "Small steps back from low mood",
  summary:
    "Behavioural activation in four steps: see how mood and activity feed each other, notice your days, choose what matters, and plan small steps.",
  sources: [
    {
      title: "Depression in adults: treatment and management (NG222), which replaced CG90",
      publisher: "NICE, 2022",
      url: "https://www.nice.org.uk/guidance/ng222",
    },
    {
      title: "Ten year revision of the brief behavioral activation treatment for depression",
      publisher: "Lejuez CW, Hopko DR, Acierno R et al., Behavior Modification 2011;35(2):111–161",
    },
    {
      title: "Back from the Bluez: behavioural activation modules",
      publisher: "Centre for Clinical Interventions, Government of Western Australia",
      url: "https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself",
    },
  ],
  steps: [
    {
      id: "the-low-mood-cycle",
      title: "How low mood keeps itself going",
      reading: paragraphs(
        "When mood is low, it makes sense to do less. Energy is scarce, things that used to be fun feel flat, and rest seems like the obvious answer. The trouble is that doing less usually means fewer moments of pleasure, connection or achievement, and that lowers mood further. Then we do even less. This is the low-mood cycle.",
        "Behavioural activation, one of the best-studied approaches to depression, works on this cycle from the outside in. Instead of waiting to feel better before doing things, you do small, chosen things first and let mood follow, gradually. It does not ask you to be cheerful or to think positively.",
        "It helps to know that motivation often comes after starting, not before. Most people find that the first few minutes of an activity are the hardest, and that they feel a little better afterwards than they predicted.",
        "Be gentle with yourself. Low mood is not laziness or weakness; it is a state that drains energy and makes everything harder. Small steps count. If your low mood has lasted more than two weeks, or you have thoughts of harming yourself, please talk to your doctor too: this journey works alongside care, not instead of it.",
      ),
      exercise: {
        prompt:
          "What have you stopped doing, or do less of, since your mood dropped? Include small things.",
        answer: { kind: "list", itemLabel: "Something you do less", minItems: 1, maxItems: 10 },
      },
      reflection: "Which of these do you miss most?",
    },
    {
      id: "noticing-your-days",
      title: "Noticing your days",
      reading: paragraphs(
        'Before changing anything, it is worth seeing what your days actually look like. Low mood colours memory, so a day can feel like "I did nothing and felt awful all day" when in fact there were small ups and downs.',
        'For the next few days, note what you are doing roughly every couple of hours, and rate your mood from 0 to 10 at the same time. Keep it brief: "11am, scrolled phone in bed, 3" or "2pm, walked to the shop, 5" is enough. Vitalog\'s wellbeing check-ins can help with the ratings.',
        "Then look for patterns. Which activities went with a slightly better mood? Often they involve moving, being with someone, being outdoors, or finishing something, however small. Which went with a lower mood? Long stretches in bed, on a screen or alone often do.",
        "You are not grading yourself. This is information, gathered with curiosity, to help you choose where to start.",
      ),
      exercise: {
        prompt:
          'Write down one day of activities and mood ratings, for example "9am, breakfast, 4". What pattern do you notice?',
        answer: { kind: "text", placeholder: "9am, … , 4" },
      },
      reflection:
        "Was there any moment in the day that was a little better than the rest? What was happening?",
    },
    {
      id: "what-matters",
      title: "Choosing what matters",
      reading: paragraphs(
        "Activities are more rewarding when they connect with what you care about. Behavioural activation therefore starts from values: the kind of person you want to be in different parts of your life, such as relationships, health, work or study, home, and fun or creativity.",
        'For each area, ask: what matters to me here? Perhaps being a caring friend, keeping my body strong, learning something new, or having a home that feels calm. Then list activities that would move you a little in that direction. Make them concrete and small: "text Sam to ask how her week was" rather than "be a better friend"; "walk around the block" rather than "get fit".',
        "Try to include a mix. Some activities give pleasure, like listening to music you love. Some give a sense of achievement, like paying a bill or clearing one shelf. Some do both. When mood is low, the necessary chores and the enjoyable things both tend to slip, and both help.",
        "Finally, rank the activities from easiest to hardest. You will start at the easy end.",
      ),
      exercise: {
        prompt:
          "List small, concrete activities that connect with what matters to you, easiest first.",
        answer: { kind: "list", itemLabel: "An activity", minItems: 3, maxItems: 15 },
      },
      reflection: "Which value felt most important when you wrote this list?",
    },
    {
      id: "planning-small-steps",
      title: "Planning small steps",
      reading: paragraphs(
        'Plans made "for when I feel like it" rarely happen when mood is low. Scheduling works better: choose one or two activities from your list for each of the next few days and give each a specific time and place, like an appointment with yourself.',
        'Start smaller than you think you need to. Ten minutes counts. If an activity feels too big, break it down: "clean the kitchen" can become "wash the mugs". If something gets in the way, that is not failure; it is information. Ask what made it hard and adjust the step rather than giving up on it.',
        "After each activity, rate your mood and how much pleasure or achievement it gave you. Compare this with what you expected beforehand. Many people notice that they predicted it would be pointless and it turned out to be a little better than that.",
        "Over a few weeks, add activities gradually and keep the ones that help. If after several weeks your mood is not lifting, or it is getting worse, talk to your doctor. NICE recommends effective treatments, including guided self-help with a practitioner, behavioural activation and CBT with a therapist, and sometimes medication, and you deserve that help.",
      ),
      exercise: {
        prompt:
          "How confident are you, from 0 to 10, that you will do the first activity you planned?",
        answer: { kind: "scale", min: 0, max: 10, minLabel: "Not at all", maxLabel: "Completely" },
      },
      reflection:
        "If your confidence is below 7, how could you make the step smaller or easier so it rises?",
    },
  ],
};
