import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const ANXIETY_JOURNEY: Journey = {
  id: "anxiety-loosening-worry",
  expert: "psychologist",
  category: "anxiety",
  title: "Loosening the grip of worry",
  summary:
    "Five steps from CBT-based guided self-help: understand worry, calm the body, question anxious thoughts, give worry its own time, and look back on what changed.",
  sources: [
    {
      title: "Generalised anxiety disorder and panic disorder in adults: management (CG113)",
      publisher: "NICE, 2011, updated 2020",
      url: "https://www.nice.org.uk/guidance/cg113",
    },
    {
      title: "What? Me Worry!?! Worry and rumination modules",
      publisher: "Centre for Clinical Interventions, Government of Western Australia",
      url: "https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself",
    },
    {
      title: "Breathing exercises for stress",
      publisher: "NHS",
      url: "https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/",
    },
    {
      title: "Stimulus control applications to the treatment of worry",
      publisher: "Borkovec TD et al., Behaviour Research and Therapy 1983;21(3):247–251",
    },
    {
      title: "Mind Over Mood, 2nd edition",
      publisher: "Greenberger D, Padesky CA, Guilford Press, 2016",
    },
  ],
  steps: [
    {
      id: "understanding-worry",
      title: "Understanding worry",
      reading: paragraphs(
        'Worry is the mind trying to protect you. It runs ahead to what could go wrong so that you can prepare. A little of it helps: it gets the bill paid and the doctor\'s appointment booked. Trouble starts when worry keeps going long after it has stopped being useful, jumping from one "what if" to the next.',
        "Anxiety is felt in the body too: a racing heart, tight shoulders, a churning stomach, shallow breathing, trouble sleeping. These are the body's alarm system switching on. They are unpleasant, but they are not dangerous, and they pass.",
        'Two kinds of worry are worth telling apart. Some worries are about real problems you can act on now, like a deadline next week. Others are about hypothetical situations you cannot solve today, like "what if I get ill one day?". The first kind calls for a plan. The second kind tends to grow the more time we give it.',
        "Over the next steps you will practise noticing worry, calming the body, questioning anxious thoughts and giving worry a smaller place in your day. None of this means forcing worry away, which rarely works. It means changing your relationship with it.",
      ),
      exercise: {
        prompt:
          'List the worries that have been on your mind this week. Next to each, add "can act" or "can\'t act now".',
        answer: { kind: "list", itemLabel: "A worry", minItems: 1, maxItems: 10 },
      },
      reflection:
        "Which of your worries turned out to be hypothetical? How much of your day do they take?",
    },
    {
      id: "calming-breath",
      title: "A breathing exercise",
      reading: paragraphs(
        "When anxiety rises, breathing often becomes fast and shallow, high in the chest. That keeps the alarm running. Slowing the breath down, especially the out-breath, is one of the simplest ways to tell the body it can stand down.",
        "Try this. Sit or lie somewhere comfortable, feet flat on the floor if you are sitting. Put one hand on your stomach. Breathe in gently through your nose for a count of about four, letting your stomach rise rather than your shoulders. Then breathe out slowly through your mouth for a count of about six. Don't force it or hold your breath; just let the out-breath be a little longer than the in-breath.",
        "Keep going for three to five minutes. Your mind will wander; that is normal. Each time, bring your attention back to the counting. If you feel light-headed, breathe normally for a moment and start again more gently.",
        "Like any skill, this works best when practised on calmer days, so it is ready when you need it. Many people pick a fixed moment, such as after brushing their teeth, and pair it with the habit.",
      ),
      exercise: {
        prompt:
          "Rate how tense you feel before the exercise, then do five minutes of slow breathing. How tense do you feel now, from 0 (completely calm) to 10 (the most tense you can imagine)?",
        answer: {
          kind: "scale",
          min: 0,
          max: 10,
          minLabel: "Completely calm",
          maxLabel: "Extremely tense",
        },
      },
      reflection:
        "What did you notice in your body while breathing? When could you practise tomorrow?",
    },
    {
      id: "thought-record",
      title: "A thought record",
      reading: paragraphs(
        'Anxious moments usually come with a thought we barely notice, such as "I\'m going to mess this up" or "something must be wrong". Because the thought arrives so quickly, it feels like a fact. A thought record slows it down so you can look at it.',
        "Pick a recent moment when you felt anxious. Write down the situation: where you were, who was there, what was happening. Then the feeling, and how strong it was from 0 to 100. Then the thought that went through your mind, in the exact words.",
        "Now be a fair judge. What is the evidence that the thought is true? What is the evidence that it isn't completely true? What would you say to a friend who had this thought? Is there a more balanced way to see it, one that includes the facts on both sides?",
        "Finally, rate the feeling again. The aim is not to replace a worry with forced positive thinking, but with a view that is fairer and more complete. Often the feeling drops a little, and even a little helps. With practice, you start doing this in your head.",
      ),
      exercise: {
        prompt:
          "Write one thought record: the situation, the feeling (0–100), the anxious thought, the evidence for and against it, a more balanced thought, and the feeling again.",
        answer: {
          kind: "text",
          placeholder: "Situation… Feeling… Thought… For… Against… Balanced thought…",
        },
      },
      reflection:
        "How did it feel to argue with your own thought? Was the balanced thought believable?",
    },
    {
      id: "worry-time",
      title: "Scheduled worry time",
      reading: paragraphs(
        "Worry tends to spread across the whole day, surfacing whenever there is a quiet moment. Scheduled worry time, studied by Borkovec and colleagues, does something that sounds odd: instead of fighting worry, you postpone it.",
        'Choose fifteen to twenty minutes at the same time each day, not too close to bedtime. During the rest of the day, when a worry pops up, notice it, jot it down in a word or two, and tell yourself, "I\'ll think about this at worry time." Then gently bring your attention back to what you were doing.',
        "When worry time comes, sit down with your list. Worry on purpose. You may find that some worries no longer seem important. For those about real problems, write one small step you can take. When the time is up, stop, even if you are mid-worry, and do something that takes your attention.",
        "This teaches something valuable: that worry can be put down and picked up again, and that you have more say over it than it feels. It takes a week or two of practice before it gets easier, so be patient with yourself.",
      ),
      exercise: {
        prompt:
          "Choose your worry time and place for the coming week, and write how you will note postponed worries during the day.",
        answer: { kind: "text", placeholder: "Every day at… in… I'll note worries on…" },
      },
      reflection: "After a few days, what happened to the worries you postponed?",
    },
    {
      id: "reviewing-progress",
      title: "Reviewing progress",
      reading: paragraphs(
        "Change in anxiety is usually gradual and uneven. There will be better days and worse days, and a hard day does not undo what you have learned. Looking back on purpose helps you see progress that is easy to miss.",
        "Think back over the last weeks. Which tools did you use: sorting worries, slow breathing, thought records, worry time? Which helped most, and in which situations? Many people find one or two tools that suit them, and that is enough.",
        "It also helps to plan for setbacks. Stress, illness or big changes can bring worry back. Write down your early signs, such as sleeping badly, checking more or avoiding things, and what you will do when you notice them.",
        "If your anxiety is still getting in the way of work, relationships or sleep, or if panic attacks are frequent, it is worth talking to your doctor or a licensed therapist. NICE recommends CBT with a trained therapist as an effective next step, and asking for it is a sign of taking yourself seriously, not of failing.",
      ),
      exercise: {
        prompt:
          "How much does worry get in the way of your life now, from 0 (not at all) to 10 (completely)?",
        answer: { kind: "scale", min: 0, max: 10, minLabel: "Not at all", maxLabel: "Completely" },
      },
      reflection:
        "Which tool will you keep using, and what will you do if worry starts to grow again?",
    },
  ],
};
