import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const SELF_ESTEEM_JOURNEY: Journey = {
  id: "self-esteem-a-fairer-view",
  expert: "psychologist",
  category: "self-esteem",
  title: "A fairer view of yourself",
  summary:
    "Four steps from CBT for low self-esteem: meet the inner critic, list your qualities, notice what you do well, and answer yourself with compassion.",
  sources: [
    {
      title: "Overcoming low self-esteem, 2nd edition",
      publisher: "Fennell M, Robinson, 2016",
    },
    {
      title: "Improving self-esteem modules",
      publisher: "Centre for Clinical Interventions, Government of Western Australia",
      url: "https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself",
    },
    {
      title:
        "Self-compassion: an alternative conceptualization of a healthy attitude toward oneself",
      publisher: "Neff KD, Self and Identity 2003;2(2):85–101",
    },
  ],
  steps: [
    {
      id: "the-inner-critic",
      title: "Meeting the inner critic",
      reading: paragraphs(
        'Self-esteem is the overall opinion we hold of ourselves. When it is low, there is often a harsh inner voice that comments on everything: "you\'re stupid", "you always get it wrong", "nobody really likes you". The psychologist Melanie Fennell calls the core belief behind it the "bottom line": a conclusion about yourself, often formed early in life, that you treat as a fact.',
        'Low self-esteem is kept going by the way we process information. We notice and remember what fits the bottom line and dismiss what doesn\'t: a mistake proves it, while praise was "just them being nice". We may also avoid challenges or work extremely hard to avoid being found out, which never lets us discover that the belief is unfair.',
        "The first step is to notice the critic rather than automatically believe it. When a self-critical thought comes, write it down word for word. Noticing patterns in what it says, and when, puts a little distance between you and it.",
        "The critic is not the voice of truth. It is a habit of thinking, and habits can change.",
      ),
      exercise: {
        prompt: "Write down the self-critical thoughts you noticed this week, word for word.",
        answer: { kind: "list", itemLabel: "A self-critical thought", minItems: 1, maxItems: 10 },
      },
      reflection:
        "If you had to sum them up in one sentence about yourself, what would your bottom line be?",
    },
    {
      id: "your-qualities",
      title: "Your qualities",
      reading: paragraphs(
        "When self-esteem is low, it can be hard to think of anything good about yourself. That is not because there is nothing there, but because the mind has learned to screen it out. This step deliberately looks for it.",
        "Make a list of your positive qualities, skills and strengths. If it is hard, these questions can help. What do other people thank you for or come to you for? What have you achieved, however small? What qualities do you value in others that you also have, even a little? What would a friend or someone who cares about you say?",
        "Small things count: being a good listener, being punctual, having a sense of humour, being kind to animals, getting through a hard year. You don't need to have a quality perfectly or all the time for it to belong on the list.",
        "Aim for at least ten. Then read the list slowly, and for each item remember a specific time you showed it. Notice what happens in your body as you do.",
      ),
      exercise: {
        prompt: "List your positive qualities, skills and strengths, at least ten if you can.",
        answer: { kind: "list", itemLabel: "A quality", minItems: 1, maxItems: 20 },
      },
      reflection: "Which item was hardest to write down, and why?",
    },
    {
      id: "what-you-did-well",
      title: "Noticing what you do well",
      reading: paragraphs(
        "One list is a start; a habit makes the difference. Because low self-esteem filters out the positive, it helps to record it daily, like a diary that keeps the evidence the critic tends to throw away.",
        "Each evening, write down three things you did well, or that showed one of your qualities. They can be small: making time for a friend, finishing a task you had been putting off, being patient in traffic, looking after yourself when you felt low. If you can, note which quality each one reflects.",
        "The point is not to boast or to pretend that everything is perfect, but to let the good things count as much as the mistakes do. After a few weeks, reading back through the diary gives a fuller, fairer picture of who you are.",
        "Some days it will feel hard to find three. That is exactly when it matters most; lower the bar and count the small things.",
      ),
      exercise: {
        prompt: "Write three things you did well today.",
        answer: { kind: "list", itemLabel: "Something you did well", minItems: 1, maxItems: 3 },
      },
      reflection: "How did it feel to give yourself credit?",
    },
    {
      id: "a-compassionate-voice",
      title: "A compassionate voice",
      reading: paragraphs(
        "Many people believe they need their inner critic to keep them motivated. Research on self-compassion by Kristin Neff and others suggests the opposite: people who treat themselves with kindness after a setback are more likely to learn from it and try again, because failure feels less threatening.",
        "Self-compassion is not letting yourself off the hook. It is responding to yourself the way a wise, caring friend or coach would: honest about what went wrong, warm about how it feels, and encouraging about what to do next.",
        'When the critic speaks, try answering it. Acknowledge the feeling ("this is painful"), remember that everyone makes mistakes and feels inadequate at times, and offer yourself kind, realistic words ("I made a mistake, and I can put it right; it doesn\'t make me a failure").',
        "If low self-esteem is affecting your life deeply, or goes along with persistent low mood, a licensed therapist can help you work on the beliefs underneath it.",
      ),
      exercise: {
        prompt:
          "Take one critical thought from the first step and write the answer a wise, caring friend would give it.",
        answer: { kind: "text" },
      },
      reflection:
        "How much do you believe the compassionate answer, from a little to a lot? What would help you believe it more?",
    },
  ],
};
