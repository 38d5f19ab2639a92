import { paragraphs } from "../text.ts";
import type { Journey } from "../types.ts";

export const GRIEF_JOURNEY: Journey = {
  id: "grief-living-with-loss",
  expert: "psychologist",
  category: "grief",
  title: "Living with loss",
  summary:
    "Four gentle steps: grief without a timetable, keeping a connection, kindness towards yourself, and finding support.",
  sources: [
    {
      title: "Grief after bereavement or loss",
      publisher: "NHS",
      url: "https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/grief-bereavement-loss/",
    },
    {
      title: "The dual process model of coping with bereavement: rationale and description",
      publisher: "Stroebe M, Schut H, Death Studies 1999;23(3):197–224",
    },
    {
      title:
        "Self-compassion: an alternative conceptualization of a healthy attitude toward oneself",
      publisher: "Neff KD, Self and Identity 2003;2(2):85–101",
    },
    {
      title: "Continuing bonds: new understandings of grief",
      publisher: "Klass D, Silverman PR, Nickman SL (eds), Taylor & Francis, 1996",
    },
  ],
  steps: [
    {
      id: "grief-has-no-timetable",
      title: "Grief has no timetable",
      reading: paragraphs(
        "Grief is the natural response to losing someone or something we love. It can bring sadness, but also numbness, anger, guilt, relief, longing, tiredness, trouble sleeping and difficulty concentrating. All of these are common. There is no right way to grieve and no deadline for feeling better.",
        "You may have heard of grief happening in fixed stages. Researchers now see it differently. Stroebe and Schut describe people moving back and forth between two kinds of coping: facing the loss, such as crying, remembering and missing the person, and restoring daily life, such as handling practical matters, trying new things and sometimes taking a break from grief altogether.",
        "Both are healthy, and moving between them is how most people gradually adjust. Having a good afternoon, or laughing, does not mean you loved any less. Having a terrible day months later does not mean you are going backwards; anniversaries, songs and places can bring grief back with full force.",
        "This journey offers some ways to care for yourself along the way. Take it at your own pace, and skip anything that does not feel right.",
      ),
      exercise: {
        prompt: "Who or what have you lost, and what has grief been like for you lately?",
        answer: { kind: "text" },
      },
      reflection:
        "Which kind of coping, facing the loss or restoring daily life, have you had more room for?",
    },
    {
      id: "keeping-a-connection",
      title: "Keeping a connection",
      reading: paragraphs(
        'People used to be told that healthy grieving meant "letting go". Many bereaved people find instead that they keep a bond with the person who died, and that this can be a comfort. Researchers call these continuing bonds.',
        "A continuing bond can take many forms: talking to the person in your head, visiting a place you shared, cooking their recipe, keeping something of theirs close, or carrying on something they cared about. It can also mean telling their story, so that others know them too.",
        "One way to explore this is to write to them. There is no right way to do it. You might tell them what has happened since, what you miss, what you are grateful for, or something you never got the chance to say, including things that are difficult, like anger or regret.",
        "Writing like this can bring strong feelings. Choose a time when you have some space afterwards, and have something comforting planned for when you finish. Stop whenever you need to.",
      ),
      exercise: {
        prompt:
          "Write a few lines to the person or thing you have lost, or a favourite memory of them.",
        answer: { kind: "text" },
      },
      reflection:
        "How did you feel after writing? Is there a way you would like to keep this connection?",
    },
    {
      id: "kindness-in-grief",
      title: "Kindness towards yourself",
      reading: paragraphs(
        'Grief is exhausting, and it often comes with a harsh inner voice: "I should be over this by now", "I should have done more", "other people cope better". Self-compassion, as described by the researcher Kristin Neff, means treating yourself the way you would treat a good friend who was going through the same thing.',
        'It has three parts. Mindfulness: noticing the pain without pushing it away or being swept up in it, as in "this is really hard right now". Common humanity: remembering that grief is part of being human and that you are not alone in it. And kindness: offering yourself warmth and practical care instead of criticism.',
        "Practical care matters too. Grief affects the body, so small basics help: regular meals, some daylight and movement, rest even when sleep is hard, and going easy on alcohol.",
        "When the inner critic speaks up, try pausing and asking: what would I say to a friend who felt this way? Then say that to yourself, even if it feels awkward at first.",
      ),
      exercise: {
        prompt:
          "Write down one harsh thing you have been telling yourself, then what you would say to a friend who felt the same.",
        answer: { kind: "text" },
      },
      reflection: "What is one small act of care you could give yourself this week?",
    },
    {
      id: "finding-support",
      title: "Finding support",
      reading: paragraphs(
        "Grief is easier to carry with others. Friends and family often want to help but don't know how, and they may avoid mentioning the loss for fear of upsetting you. It can help to tell them what you need: to talk about the person, to have company without talking, or practical help with meals or paperwork.",
        "Others who have been through a similar loss can understand in a particular way. Bereavement support groups, online or in person, exist for many kinds of loss, including the loss of a partner, a child, a parent, or a loss by suicide.",
        "For most people, the intensity of grief eases over time, even though the loss remains. Sometimes it does not. If, many months on, the longing is so intense that you can hardly function, or you feel life has no meaning without the person, you may be experiencing prolonged grief, and talking to your doctor or a bereavement counsellor can help.",
        "If you have thoughts of ending your life or of joining the person who died, please reach out now: call or text 988 in the US, or find a helpline at findahelpline.com.",
      ),
      exercise: {
        prompt: "List the people, groups or places you could turn to for support.",
        answer: { kind: "list", itemLabel: "A source of support", minItems: 1, maxItems: 10 },
      },
      reflection: "Who could you reach out to this week, and what would you like from them?",
    },
  ],
};
