import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const TRAUMA_JOURNEY: Journey = {
  id: "trauma-feeling-safer",
  expert: "psychologist",
  category: "trauma",
  title: "Feeling safer after a hard experience",
  summary:
    "Four steps for the weeks after something frightening or overwhelming: understanding common reactions, grounding, daily anchors, and knowing when to get specialist help.",
  sources: [
    {
      title: "Post-traumatic stress disorder (NG116)",
      publisher: "NICE, 2018",
      url: "https://www.nice.org.uk/guidance/ng116",
    },
    {
      title: "Common reactions after trauma",
      publisher: "National Center for PTSD, U.S. Department of Veterans Affairs",
      url: "https://www.ptsd.va.gov/understand/isitptsd/common_reactions.asp",
    },
    {
      title: "Psychological first aid: guide for field workers",
      publisher: "World Health Organization, 2011",
      url: "https://www.who.int/publications/i/item/9789241548205",
    },
  ],
  steps: [
    {
      id: "common-reactions",
      title: "Common reactions",
      reading: paragraphs(
        "After something frightening, violent or overwhelming, such as an accident, an assault, a sudden loss or a medical emergency, it is common to feel shaken for a while. You may have memories or images that push into your mind, bad dreams, feeling on edge or jumpy, trouble sleeping, irritability, feeling numb or far away, or wanting to avoid anything that reminds you of what happened.",
        "These are the mind and body's normal responses to danger. They are not a sign that you are weak or going mad. For most people they ease gradually over the following weeks, especially with rest, routine and support.",
        "This journey does not ask you to go over what happened in detail. Revisiting a trauma is best done with a trained therapist, at a pace that is safe. Here the focus is on feeling steadier in the present.",
        "If you are still in danger, for example from someone who is hurting you, your safety comes first. In the US you can call 911 in an emergency, or the National Domestic Violence Hotline at 1-800-799-7233.",
      ),
      exercise: {
        prompt: "Which reactions have you noticed in yourself since the experience?",
        answer: { kind: "list", itemLabel: "A reaction", minItems: 1, maxItems: 12 },
      },
      reflection: "How does it feel to know that these reactions are common?",
    },
    {
      id: "grounding",
      title: "Grounding in the present",
      reading: paragraphs(
        "When a memory or a wave of fear takes hold, it can feel as if the danger is happening now. Grounding techniques bring your attention back to the present moment and to the fact that, right now, you are here and the event is over.",
        "One widely used technique uses the senses. Look around and name five things you can see. Then four things you can feel, like your feet on the floor or the fabric of your sleeve. Three things you can hear. Two things you can smell, or two smells you like. One thing you can taste, or one slow breath.",
        "Other people prefer holding something with a strong texture or temperature, such as a cold drink or a smooth stone, saying the date and where you are out loud, or describing the room in detail in your head.",
        "Practise grounding when you feel reasonably calm, so it comes more easily when you need it. If a technique makes you feel worse, stop and try a different one: what works is very individual.",
      ),
      exercise: {
        prompt:
          "Try the five-four-three-two-one exercise now. How present do you feel afterwards, from 0 (far away) to 10 (fully here)?",
        answer: { kind: "scale", min: 0, max: 10, minLabel: "Far away", maxLabel: "Fully here" },
      },
      reflection: "Which part of the exercise helped most, and where could you use it?",
    },
    {
      id: "daily-anchors",
      title: "Daily anchors",
      reading: paragraphs(
        "Trauma can make the world feel unpredictable. Simple, regular routines act as anchors: getting up and going to bed at similar times, eating regular meals, spending time outdoors, and moving your body in a way you enjoy.",
        "Connection is one of the strongest protections after a trauma. You don't need to talk about what happened if you don't want to; spending time with people you trust, doing ordinary things, helps the nervous system settle. If you do want to talk, choose someone who listens without judging.",
        "Some ways of coping bring short-term relief but make things harder over time, like drinking more alcohol, using drugs, working non-stop or withdrawing from everyone. Notice if you are leaning on these and, if so, be kind to yourself and look for one small alternative.",
        "Finally, give yourself permission to do things that bring comfort or calm, even briefly. Enjoying something is not a betrayal of what you went through.",
      ),
      exercise: {
        prompt: "List the routines and people that can anchor your days this week.",
        answer: { kind: "list", itemLabel: "An anchor", minItems: 1, maxItems: 10 },
      },
      reflection: "Which anchor feels easiest to start with?",
    },
    {
      id: "when-to-get-help",
      title: "When to get specialist help",
      reading: paragraphs(
        "For many people, reactions after a trauma fade over a month or so. For some, they continue or get worse. If a month after the event you are still troubled by intrusive memories or nightmares, still avoiding reminders, still feeling constantly on guard, and it is affecting your work, relationships or sleep, it is worth speaking to your doctor. These can be signs of post-traumatic stress disorder.",
        "PTSD is treatable, even years after the event. NICE recommends trauma-focused psychological therapies, such as trauma-focused cognitive behavioural therapy or EMDR, delivered by trained professionals. These therapies help the memory become less overwhelming, in a safe and structured way that self-help cannot replace.",
        "Asking for help can feel hard, especially if talking about the event is painful. A good therapist will go at your pace and will not expect you to share everything at once. You can start simply by telling your doctor: \"Something happened and I'm not coping as well as I'd like.\"",
        "If at any point you have thoughts of harming yourself, call or text 988.",
      ),
      exercise: {
        prompt:
          "How much are these reactions affecting your daily life now, from 0 (not at all) to 10 (completely)?",
        answer: { kind: "scale", min: 0, max: 10, minLabel: "Not at all", maxLabel: "Completely" },
      },
      reflection: "What would help you take the step of talking to a professional, if you need to?",
    },
  ],
};
