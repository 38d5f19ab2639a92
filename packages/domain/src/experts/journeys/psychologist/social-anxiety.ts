import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const SOCIAL_ANXIETY_JOURNEY: Journey = {
  id: "social-anxiety-taking-part",
  expert: "psychologist",
  category: "social-anxiety",
  title: "Taking part anyway",
  summary:
    "Four steps from the cognitive model of social anxiety: how it keeps going, turning attention outwards, dropping a safety behaviour, and ending the post-mortem.",
  sources: [
    {
      title: "Social anxiety disorder: recognition, assessment and treatment (CG159)",
      publisher: "NICE, 2013",
      url: "https://www.nice.org.uk/guidance/cg159",
    },
    {
      title: "A cognitive model of social phobia",
      publisher:
        "Clark DM, Wells A, in: Social phobia: diagnosis, assessment and treatment, Guilford, 1995, pp. 69–93",
    },
    {
      title: "Shy no longer: social anxiety modules",
      publisher: "Centre for Clinical Interventions, Government of Western Australia",
      url: "https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself",
    },
  ],
  steps: [
    {
      id: "how-it-keeps-going",
      title: "How social anxiety keeps going",
      reading: paragraphs(
        "Most people feel nervous in some social situations. Social anxiety is when the fear of being judged, embarrassed or rejected is strong enough to shape your life: avoiding meetings, parties, phone calls or speaking up.",
        'The psychologists David Clark and Adrian Wells described what keeps it going. In a social situation, attention turns inwards: you monitor how you look and sound, and use those inner feelings as proof of how others see you. "I feel hot, so I must look bright red." Meanwhile you miss the actual signals from other people, which are usually more neutral or friendly than you imagine.',
        "People also use safety behaviours: rehearsing sentences, avoiding eye contact, holding a drink tightly, staying quiet. They feel protective, but they keep the fear alive, because you never learn that things would have been fine without them. Some even make you seem less friendly.",
        "Afterwards comes the post-mortem: going over every moment and focusing on what seemed to go wrong.",
        "Understanding this cycle is the first step in loosening it.",
      ),
      exercise: {
        prompt:
          "Which situations make you anxious, and which safety behaviours do you use in them?",
        answer: {
          kind: "list",
          itemLabel: "A situation and what you do",
          minItems: 1,
          maxItems: 10,
        },
      },
      reflection:
        "Which part of the cycle, inward attention, safety behaviours or the post-mortem, do you recognise most?",
    },
    {
      id: "attention-outwards",
      title: "Turning attention outwards",
      reading: paragraphs(
        "Because self-focused attention feeds social anxiety, one of the most useful skills is to shift attention deliberately outwards, onto the conversation and the people in it.",
        "Practise first in easy situations. When talking with someone, notice the colour of their eyes, what they are saying, the words they choose, what interests them. Get curious: what would you like to know about them? When you notice your attention turning inwards to your heartbeat or how you sound, gently bring it back to the other person, as you might bring attention back to your breath in meditation.",
        "You can also practise when you are not talking: on a bus or in a café, spend a few minutes noticing details of the people and place around you.",
        "Many people are surprised that when they focus outwards, conversation becomes easier and their anxiety matters less, even if it is still there.",
      ),
      exercise: {
        prompt:
          "After a conversation this week, rate how much your attention was on the other person, from 0 (all on myself) to 10 (all on them).",
        answer: {
          kind: "scale",
          min: 0,
          max: 10,
          minLabel: "All on myself",
          maxLabel: "All on them",
        },
      },
      reflection: "What did you notice about the other person when your attention was on them?",
    },
    {
      id: "behavioural-experiment",
      title: "A small experiment",
      reading: paragraphs(
        "Anxious predictions feel certain, but they can be tested. A behavioural experiment is a planned, small step in which you drop a safety behaviour or enter a situation you would usually avoid, to find out what really happens.",
        "Choose something small and specific: asking a shop assistant a question, making eye contact while ordering coffee, saying one thing in a meeting without rehearsing it first. Write down your prediction beforehand: what do you fear will happen, and how strongly do you believe it, from 0 to 100?",
        "Then do it, with your attention turned outwards, and without your usual safety behaviour. Afterwards, write what actually happened. Did the feared outcome occur? How did others respond? If something awkward did happen, how bad was it, and how did you cope?",
        "Build up gradually, one step at a time. The goal is not to stop feeling anxious, but to learn that you can take part in the things that matter to you.",
      ),
      exercise: {
        prompt:
          "Plan an experiment: the situation, the safety behaviour you'll drop, your prediction and how strongly you believe it.",
        answer: { kind: "text", placeholder: "Situation… I'll drop… I predict… (0–100)" },
      },
      reflection: "After the experiment: what actually happened, compared with your prediction?",
    },
    {
      id: "ending-the-post-mortem",
      title: "Ending the post-mortem",
      reading: paragraphs(
        "After a social event, the mind may replay it, searching for mistakes. Because this happens when you are anxious and focused on yourself, the replay is biased: an awkward pause becomes a disaster, and all the friendly moments disappear.",
        'When you notice a post-mortem starting, name it: "this is the post-mortem again". Then ask some balancing questions. What evidence is there that people judged me harshly? What went well, or at least okay? What would I conclude if a friend described the same event? Then move your attention to something absorbing.',
        "It can also help to keep a record of experiments and events, including what went better than expected. Over time, it becomes evidence against the anxious story.",
        "If social anxiety is limiting your work, studies or relationships, NICE recommends individual CBT designed for social anxiety, which is very effective. Your doctor can help you find it.",
      ),
      exercise: {
        prompt: "List things that went okay or well in a recent social situation.",
        answer: { kind: "list", itemLabel: "Something that went okay", minItems: 1, maxItems: 10 },
      },
      reflection: "How does this list change your view of how the situation went?",
    },
  ],
};
