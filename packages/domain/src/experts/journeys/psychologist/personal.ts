import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const PERSONAL_JOURNEY: Journey = {
  id: "personal-checking-in",
  expert: "psychologist",
  category: "personal",
  title: "Checking in with yourself",
  summary:
    "Three steps to take stock of how you are, try the five ways to wellbeing, and make a plan that fits your life.",
  sources: [
    {
      title: "Five ways to wellbeing",
      publisher: "New Economics Foundation, for the UK Government Foresight project, 2008",
      url: "https://neweconomics.org/2008/10/five-ways-to-wellbeing",
    },
    {
      title: "5 steps to mental wellbeing",
      publisher: "NHS",
      url: "https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/five-steps-to-mental-wellbeing/",
    },
    {
      title: "Doing what matters in times of stress: an illustrated guide",
      publisher: "World Health Organization, 2020",
      url: "https://www.who.int/publications/i/item/9789240003927",
    },
  ],
  steps: [
    {
      id: "how-are-you",
      title: "How are you, really?",
      reading: paragraphs(
        'We ask each other "how are you?" many times a week and usually answer "fine". This step is a chance to answer the question properly, for yourself.',
        'Find a quiet few minutes. Notice your body first: is it tired, tense, restless, relaxed? Then your feelings: name them as precisely as you can, since "frustrated and a bit lonely" tells you more than "bad". Then your thoughts: what has been on your mind most this week?',
        "It can also help to look across the areas of life: sleep, energy, work or studies, relationships, health, money, fun and rest. Which feel steady? Which feel strained?",
        "There are no right answers. Noticing is useful in itself: feelings we name tend to feel more manageable than feelings we push away. And it shows you where you might want to focus. Vitalog's wellbeing check-ins can help you keep track of mood, energy, sleep and stress over time.",
      ),
      exercise: {
        prompt: "How are you overall right now, from 0 (really struggling) to 10 (thriving)?",
        answer: {
          kind: "scale",
          min: 0,
          max: 10,
          minLabel: "Really struggling",
          maxLabel: "Thriving",
        },
      },
      reflection: "Which area of your life feels most strained, and which feels most steady?",
    },
    {
      id: "five-ways",
      title: "Five ways to wellbeing",
      reading: paragraphs(
        "In 2008, researchers at the New Economics Foundation reviewed the evidence on what helps people feel good and function well, and summed it up in five everyday actions. The NHS recommends the same five steps.",
        "Connect with other people: a call, a meal together, a chat with a neighbour. Relationships are among the strongest foundations of wellbeing. Be active: any movement you enjoy, from walking to dancing or gardening, lifts mood. Keep learning: trying a new recipe, a skill or a hobby builds confidence and a sense of purpose. Give to others: small acts of kindness, volunteering or simply thanking someone are linked with greater wellbeing for the giver too. Take notice: paying attention to the present moment, to your surroundings, thoughts and feelings, what some call mindfulness.",
        "None of these needs to be big. Their power lies in small, regular doses woven into ordinary days. Think about which ones are already part of your life, and which have slipped.",
      ),
      exercise: {
        prompt: "For each of the five ways, write one small thing you could do this week.",
        answer: { kind: "list", itemLabel: "Something small to do", minItems: 1, maxItems: 10 },
      },
      reflection:
        "Which of the five ways comes most naturally to you, and which have you neglected?",
    },
    {
      id: "a-plan-that-fits",
      title: "A plan that fits your life",
      reading: paragraphs(
        "Good intentions often fade because they are too vague or too big. A plan that lasts is specific, small and linked to something you already do.",
        'Pick two or three of the ideas you wrote in the last step. For each, decide exactly when and where it will happen: "after lunch on weekdays I\'ll walk for ten minutes", "on Sunday evening I\'ll call my sister". Linking a new action to an existing routine, like a coffee or a commute, makes it easier to remember.',
        "Think about what might get in the way, and what you will do if it does. If you miss a day, just pick it up again; one missed day makes no difference over a month.",
        "At the end of the week, check in again as you did in the first step. What changed? What would you keep, drop or adjust?",
        "If you find you are struggling in a way that these steps don't touch, you don't have to work it out alone: the other journeys here, your doctor or a licensed counsellor can help.",
      ),
      exercise: {
        prompt:
          "Write your plan: what you will do, when and where, and what you'll do if something gets in the way.",
        answer: { kind: "text" },
      },
      reflection: "After a week: what did you notice, and what will you keep doing?",
    },
  ],
};
