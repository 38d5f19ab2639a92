import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const HABITS_JOURNEY: Journey = {
  id: "building-a-habit-that-lasts",
  expert: "healthcoach",
  category: null,
  title: "Building a habit that lasts",
  summary:
    "Three steps from habit research: choose a small goal that matters, tie it to a cue with an if-then plan, and keep going through setbacks.",
  sources: [
    {
      title: "Making health habitual: the psychology of 'habit-formation' and general practice",
      publisher:
        "Gardner B, Lally P, Wardle J, British Journal of General Practice 2012;62(605):664–666",
    },
    {
      title: "How are habits formed: modelling habit formation in the real world",
      publisher:
        "Lally P, van Jaarsveld CHM, Potts HWW, Wardle J, European Journal of Social Psychology 2010;40(6):998–1009",
    },
    {
      title: "Implementation intentions: strong effects of simple plans",
      publisher: "Gollwitzer PM, American Psychologist 1999;54(7):493–503",
    },
    {
      title: "Physical activity guidelines for Americans, 2nd edition",
      publisher: "U.S. Department of Health and Human Services, 2018",
      url: "https://health.gov/our-work/nutrition-physical-activity/physical-activity-guidelines",
    },
  ],
  steps: [
    {
      id: "a-goal-that-matters",
      title: "A goal that matters to you",
      reading: paragraphs(
        'Lasting change starts with a reason that is yours. "I should exercise more" rarely survives a busy week; "I want to keep up with my kids at the park" often does. Before choosing a habit, take a moment to ask what you want more of in your life, and why it matters to you.',
        'Then make the goal small and specific. Big goals are inspiring, but habits are built from actions small enough to do on a bad day. "Walk for ten minutes after dinner" beats "get fit"; "add a vegetable to lunch" beats "eat healthily". You can always do more once the habit is established.',
        "For movement, a useful long-term compass is the U.S. guideline of at least 150 minutes of moderate activity a week, such as brisk walking, plus muscle-strengthening activity on two days. But any step up from where you are now counts, and starting small is how most people get there.",
        "If you have a health condition, check with your doctor before making big changes to activity or diet.",
      ),
      exercise: {
        prompt: "Write the small habit you want to build, and why it matters to you.",
        answer: { kind: "text", placeholder: "I want to… because…" },
      },
      reflection:
        "On a scale you choose, how important is this to you, and how confident are you that you can do it?",
    },
    {
      id: "if-then-plan",
      title: "An if-then plan",
      reading: paragraphs(
        "Habits are actions triggered automatically by a cue, like brushing your teeth after breakfast. Research by Benjamin Gardner, Phillippa Lally and colleagues shows that repeating an action in the same situation is what makes it automatic over time.",
        'So tie your new habit to something you already do every day, at a fixed point: "After I pour my morning coffee, I\'ll do five minutes of stretching." "When I get home from work, I\'ll change into my walking shoes and go round the block." Psychologist Peter Gollwitzer called these implementation intentions, and many studies have found they make people considerably more likely to follow through.',
        "Make the habit easy to start: put the walking shoes by the door, the fruit on the counter, the water bottle on your desk. Make the alternatives a little harder.",
        "Keep a simple record, such as a tick in a calendar or Vitalog, each time you do it. Seeing the chain grow is motivating in itself.",
      ),
      exercise: {
        prompt: 'Write your if-then plan: "After I…, I will…"',
        answer: { kind: "text", placeholder: "After I…, I will…" },
      },
      reflection: "What could you change at home or at work to make the habit easier to start?",
    },
    {
      id: "through-setbacks",
      title: "Keeping going through setbacks",
      reading: paragraphs(
        "How long does a habit take to form? In Lally's study, people building a daily health habit took a median of 66 days for it to become automatic, with a very wide range from a few weeks to most of a year. So if it still takes effort after three weeks, nothing is wrong: you are in the middle of the process.",
        'The same study found that missing a single day did not affect the process. What matters is getting back to it the next time. A useful rule is "never miss twice".',
        "Setbacks are information, not failure. If you keep missing, ask what got in the way. Was the cue unreliable? Was the step too big? Did life change? Then adjust: a smaller step, a different cue, or a plan for the hard days, like a five-minute version for when you're exhausted.",
        "Celebrate progress along the way. Every repetition makes the next one a little easier.",
      ),
      exercise: {
        prompt:
          "How automatic does your habit feel now, from 0 (takes real effort) to 10 (I do it without thinking)?",
        answer: {
          kind: "scale",
          min: 0,
          max: 10,
          minLabel: "Takes real effort",
          maxLabel: "Without thinking",
        },
      },
      reflection: "What will you do the next time you miss a day?",
    },
  ],
};
