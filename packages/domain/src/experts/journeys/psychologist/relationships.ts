import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const RELATIONSHIPS_JOURNEY: Journey = {
  id: "relationships-saying-what-you-need",
  expert: "psychologist",
  category: "relationships",
  title: "Saying what you need, hearing what they need",
  summary:
    "Four steps towards calmer conversations with a partner, family or friends: spotting patterns, speaking assertively, listening to understand, and repairing.",
  sources: [
    {
      title: "Assert yourself: assertiveness modules",
      publisher: "Centre for Clinical Interventions, Government of Western Australia",
      url: "https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself",
    },
    {
      title: "Nonviolent communication: a language of life, 2nd edition",
      publisher: "Rosenberg MB, PuddleDancer Press, 2003",
    },
    {
      title: "The seven principles for making marriage work",
      publisher: "Gottman JM, Silver N, Crown, 1999",
    },
    {
      title: "National Domestic Violence Hotline",
      publisher: "thehotline.org",
      url: "https://www.thehotline.org",
    },
  ],
  steps: [
    {
      id: "noticing-patterns",
      title: "Noticing the pattern",
      reading: paragraphs(
        "Most disagreements between people who care about each other are not about the dishes or the phone bill. They are about feeling respected, cared for or heard. When those needs are not met, conversations can fall into a familiar pattern: one person pushes, the other withdraws, and both walk away feeling misunderstood.",
        'The researcher John Gottman found that how a conversation starts predicts a lot about how it ends. Starting with criticism of the person ("you never think about anyone but yourself") tends to bring defensiveness. Starting with a complaint about a specific situation ("I felt let down when you didn\'t call last night") leaves room for a real conversation.',
        "Think of a recent disagreement with someone close to you. What set it off? What did each of you say, and what did you each probably feel underneath? Where did it go from there?",
        "Healthy relationships have disagreements. The aim is not to avoid them but to handle them in a way that leaves you both feeling safe. One important note: if you feel afraid of someone close to you, or they control, threaten or hurt you, that is not a communication problem. The National Domestic Violence Hotline is there at 1-800-799-7233, and in danger call 911.",
      ),
      exercise: {
        prompt:
          "Describe a recent disagreement: what happened, what you felt, and what you needed.",
        answer: { kind: "text" },
      },
      reflection: "What do you imagine the other person felt and needed?",
    },
    {
      id: "speaking-assertively",
      title: "Speaking assertively",
      reading: paragraphs(
        "Assertiveness means expressing your thoughts, feelings and needs honestly and respectfully, while respecting the other person's. It sits between passive communication, where you keep quiet to avoid conflict and resentment builds, and aggressive communication, where your point is made at the other person's expense.",
        'A helpful structure comes from nonviolent communication. Describe what happened, as a camera would record it, without judgement: "When the plans changed at the last minute…". Say how you felt: "…I felt frustrated and unimportant…". Name the need behind the feeling: "…because it matters to me that we plan together…". Then make a clear, doable request: "Could we agree to check with each other before changing plans?"',
        'Speaking from your own experience, with "I" rather than "you always", makes it easier for the other person to listen. Choosing a calm moment, rather than the height of an argument, helps too.',
        "Assertiveness does not guarantee you will get what you ask for. It does make it much more likely that you will be understood, and it respects you as well as them.",
      ),
      exercise: {
        prompt:
          "Write what you would like to say to someone, using: when… I felt… because I need… would you…?",
        answer: { kind: "text", placeholder: "When… I felt… because I need… Would you…?" },
      },
      reflection: "How does it feel to say it this way rather than how you might usually say it?",
    },
    {
      id: "listening-to-understand",
      title: "Listening to understand",
      reading: paragraphs(
        "Feeling heard is one of the most powerful things in any relationship. Yet in a tense conversation most of us listen to reply: we prepare our defence while the other person is still talking.",
        'Reflective listening turns this around. When the other person speaks, your only job at first is to understand. Then summarise back what you heard, in your own words, including the feeling: "So when I came home late without texting, you felt worried and then angry that I hadn\'t thought of you. Is that right?" Let them correct you until they agree you have got it.',
        "You don't have to agree with someone to show that you understand them. Understanding usually lowers the temperature, and after it, people are far more willing to hear your side.",
        'If a conversation becomes too heated, it is fine to pause. Say that you want to continue, and agree when: "I\'m getting too worked up to listen well. Can we take twenty minutes and come back to this?" Then do come back.',
      ),
      exercise: {
        prompt:
          "How well do you feel you listen during disagreements, from 0 (not at all) to 10 (very well)?",
        answer: { kind: "scale", min: 0, max: 10, minLabel: "Not at all", maxLabel: "Very well" },
      },
      reflection: "When did you last feel truly heard by someone? What did they do?",
    },
    {
      id: "repair",
      title: "Repair",
      reading: paragraphs(
        "Every relationship has ruptures: moments of hurt, misunderstanding or harsh words. What matters most is not avoiding them entirely but repairing them. Gottman's research found that couples who do well are not those who never fight, but those who make and accept repair attempts.",
        'A repair can be small: a touch, a joke that breaks the tension, "I\'m sorry, that came out wrong", or "can we start again?". A fuller repair, after things have calmed down, might involve talking about what happened, what each of you felt, what you each contributed, and what might help next time. A sincere apology names what you did and its effect, without adding "but".',
        "Repair also includes appreciation on ordinary days. Noticing and saying what you value about the other person builds goodwill that carries you through harder moments.",
        "If the same conflicts keep repeating and hurting you both, couples or family counselling with a licensed professional can help break the pattern.",
      ),
      exercise: {
        prompt:
          "List things you appreciate about someone close to you, that you could tell them this week.",
        answer: { kind: "list", itemLabel: "Something you appreciate", minItems: 1, maxItems: 10 },
      },
      reflection: "Is there a rupture you would like to repair? What would be a first small step?",
    },
  ],
};
