import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const CHECK_UP_JOURNEY: Journey = {
  id: "preparing-for-a-check-up",
  expert: "physician",
  category: null,
  title: "Preparing for a check-up",
  summary:
    "Get the most from your next appointment: see which preventive recommendations are due for you, gather what your doctor needs, and write your questions.",
  sources: [
    {
      title: "Recommendations for primary care practice",
      publisher: "U.S. Preventive Services Task Force",
      url: "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation-topics",
    },
    {
      title: "Questions to ask your doctor",
      publisher: "Agency for Healthcare Research and Quality (AHRQ)",
      url: "https://www.ahrq.gov/questions/index.html",
    },
    {
      title: "Tips for talking with your health care provider",
      publisher: "MedlinePlus, U.S. National Library of Medicine",
      url: "https://medlineplus.gov/talkingwithyourdoctor.html",
    },
  ],
  steps: [
    {
      id: "due-recommendations",
      title: "What is due for you",
      reading: paragraphs(
        "Preventive care finds problems early, often before they cause any symptoms, when they are easier to treat. Which screenings, vaccines and checks make sense depends on your age, your sex and your risk factors, and it changes over time.",
        "Beside this text you will find the preventive recommendations that are due for you, based on the profile you filled in and the guidelines Vitalog follows, such as those of the U.S. Preventive Services Task Force. Each one names the organisation behind it and how often it applies.",
        "These are a starting point for a conversation, not orders. Your doctor knows your history and may advise something different, for good reasons: an earlier test, a family history that changes the timing, or a test that is not worth its harms for you.",
        "Read through the list and mark the ones you would like to ask about. If something is missing that you expected, such as a screening a relative was told to have, note that too. Bringing a short written list makes it much more likely these topics get covered in a busy appointment.",
      ),
      exercise: {
        prompt: "Which of your due recommendations do you want to raise at your check-up?",
        answer: {
          kind: "list",
          itemLabel: "A recommendation to ask about",
          minItems: 1,
          maxItems: 10,
        },
      },
      reflection: "Was anything on the list a surprise? What would you like to understand better?",
      personalData: "due-recommendations",
    },
    {
      id: "gather-your-information",
      title: "Gather what your doctor needs",
      reading: paragraphs(
        'A doctor can only work with what they know. Gathering your information beforehand saves time and avoids the moment of "I can\'t remember what that tablet was called".',
        "Start with your medicines: every prescription, plus anything you take without one, such as pain relief, vitamins, supplements and herbal products, with the dose and how often you take it. The easiest way is to bring the packets or a photo of each label. Vitalog's medications list can help.",
        "Then your history: illnesses and operations, allergies and what happened, and major illnesses in your parents, brothers and sisters, with the age they were diagnosed if you know it. Add recent results you have, such as bloodwork or blood pressure readings.",
        "Last, think about changes since your last visit: new symptoms, when they started, how often they happen and what makes them better or worse; changes in sleep, mood, weight or appetite; and life changes that affect your health. Be honest about things that feel awkward, like alcohol, smoking or sex: doctors ask because it changes their advice, not to judge.",
      ),
      exercise: {
        prompt:
          "List the medicines, supplements and recent changes you want your doctor to know about.",
        answer: {
          kind: "list",
          itemLabel: "A medicine, supplement or change",
          minItems: 1,
          maxItems: 20,
        },
      },
      reflection:
        "Is there something you have been putting off mentioning? What would help you say it?",
    },
    {
      id: "your-questions",
      title: "Your questions",
      reading: paragraphs(
        "Appointments are short, and it is common to remember your most important question on the way home. Writing your questions down beforehand, and putting the most important first, helps.",
        'Good questions are specific. Instead of "Am I healthy?", try "Is my blood pressure where it should be for my age?" or "Which of these screenings do I need this year?". The Agency for Healthcare Research and Quality suggests asking about any test: why is it needed, and when and how will I get the result? And about any treatment: what are the options, the benefits and the side effects, and what happens if I wait?',
        'During the visit, it is fine to take notes, to bring someone with you, and to say "I don\'t understand, could you explain that differently?". Before you leave, check that you know the next steps: which tests, which follow-up, and whom to call if something changes.',
        "After the visit, record what you agreed in Vitalog, so it is there when you prepare for the next one.",
      ),
      exercise: {
        prompt: "Write your questions for the appointment, the most important first.",
        answer: { kind: "list", itemLabel: "A question", minItems: 1, maxItems: 10 },
      },
      reflection: "Which question matters most to you, and why?",
    },
  ],
};
