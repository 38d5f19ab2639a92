import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const CAREER_JOURNEY: Journey = {
  id: "work-stress-in-its-place",
  expert: "psychologist",
  category: "career",
  title: "Keeping work in its place",
  summary:
    "Four steps for work stress: notice its signs, solve one problem at a time, switch off after work, and plan for the weeks ahead.",
  sources: [
    {
      title: "Doing what matters in times of stress: an illustrated guide",
      publisher: "World Health Organization, 2020",
      url: "https://www.who.int/publications/i/item/9789240003927",
    },
    {
      title:
        "Problem Management Plus (PM+): individual psychological help for adults impaired by distress",
      publisher: "World Health Organization, 2016",
      url: "https://www.who.int/publications/i/item/WHO-MSD-MER-16.2",
    },
    {
      title:
        "The Recovery Experience Questionnaire: development and validation of a measure for assessing recuperation and unwinding from work",
      publisher:
        "Sonnentag S, Fritz C, Journal of Occupational Health Psychology 2007;12(3):204–221",
    },
    {
      title: 'Burn-out an "occupational phenomenon": International Classification of Diseases',
      publisher: "World Health Organization, 2019",
      url: "https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases",
    },
  ],
  steps: [
    {
      id: "signs-of-stress",
      title: "Signs of work stress",
      reading: paragraphs(
        "Some pressure at work can be energising: a deadline that focuses the mind, a challenge that stretches you. Stress becomes a problem when demands keep outstripping the time, resources or support you have, with no chance to recover.",
        "It shows up in different ways. In the body: tension, headaches, poor sleep, getting ill more often. In feelings: irritability, anxiety, dread on Sunday evenings. In thinking: difficulty concentrating, a racing mind at night. In behaviour: working longer but getting less done, skipping breaks, drinking more, pulling away from people.",
        "The World Health Organization describes burnout as resulting from chronic workplace stress that has not been successfully managed, with three features: exhaustion, feeling distant or cynical about your job, and feeling less effective. It is a signal that something in the situation needs to change, not a personal failing.",
        "Start by noticing which signs are present for you, and what at work seems to trigger them.",
      ),
      exercise: {
        prompt:
          "List the signs of stress you have noticed, and what at work tends to set them off.",
        answer: { kind: "list", itemLabel: "A sign or trigger", minItems: 1, maxItems: 12 },
      },
      reflection: "Which parts of your work situation are within your influence, and which aren't?",
    },
    {
      id: "problem-solving",
      title: "One problem at a time",
      reading: paragraphs(
        "When everything feels like too much, problems blur into one overwhelming mass. Structured problem solving, used in the World Health Organization's Problem Management Plus programme, separates them so you can act on one at a time.",
        'First, list your problems and pick one that is practical and that you have some influence over. Define it specifically: "I have three reports due on Friday and can only finish two" is workable; "my job is awful" is not.',
        "Then brainstorm as many possible responses as you can, without judging them yet, including ones that involve asking for help: talking to your manager about priorities, asking a colleague, negotiating a deadline, or dropping something less important.",
        "Next, weigh up the options: which are most helpful and most doable? Choose one or two and plan the steps: what, when, and who you will need. Afterwards, review how it went. If it didn't work, that is useful information: go back to your list and try another option.",
      ),
      exercise: {
        prompt:
          "Pick one work problem. Write it specifically, list possible solutions, and the one you will try first.",
        answer: { kind: "text", placeholder: "The problem… Options… I'll try…" },
      },
      reflection: "How does the problem feel now that it is written down with options?",
    },
    {
      id: "switching-off",
      title: "Switching off",
      reading: paragraphs(
        "Recovery from work is not a luxury; it is what lets you keep going. Research by Sabine Sonnentag and colleagues found that people recover better when they mentally detach from work in their free time, relax, take on non-work challenges they enjoy, and feel in control of their evenings.",
        "Detaching is harder when work follows you home on your phone. A few boundaries help: a set time after which you don't check email, notifications turned off outside working hours, or work apps on a separate screen. If your job needs you to be reachable, agree clearly when and how.",
        "A short ritual can mark the end of the working day. Write tomorrow's three priorities so your mind can let go of them, close the laptop, and do something that signals the switch: a walk, changing clothes, music on the way home.",
        "During the day, short breaks matter too: a few minutes away from the screen, a proper lunch, moving your body. They are not time lost; they restore focus.",
      ),
      exercise: {
        prompt: "Describe the end-of-work ritual and the boundaries you will try this week.",
        answer: { kind: "text" },
      },
      reflection: "What do you most enjoy doing when work is truly off your mind?",
    },
    {
      id: "looking-ahead",
      title: "Looking ahead",
      reading: paragraphs(
        "Stress tends to return when demands rise again, so it helps to plan. Look back at the signs you noticed in the first step: they are your early warning system. When you see them, that is the moment to use problem solving, protect your recovery time and ask for support, rather than pushing harder.",
        "It can also help to step back and consider the bigger picture. What do you value about your work? What would you like more or less of? Sometimes a conversation with a manager or human resources about workload, flexibility or role is possible; sometimes longer-term changes, like training or a different job, are worth exploring.",
        "If you are struggling to function, signed off sick, or stress is affecting your health, talk to your doctor. Many employers also offer a free, confidential employee assistance programme with access to counselling.",
      ),
      exercise: {
        prompt: "How manageable does your work feel now, from 0 (not at all) to 10 (completely)?",
        answer: { kind: "scale", min: 0, max: 10, minLabel: "Not at all", maxLabel: "Completely" },
      },
      reflection:
        "What is one change, small or large, that would make your work life more sustainable?",
    },
  ],
};
