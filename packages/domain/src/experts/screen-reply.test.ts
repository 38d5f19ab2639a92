import { describe, expect, it } from "vitest";
import { SCREENED_REPLY, type ScreenReason, screenReply } from "./screen-reply.ts";

const BAD: readonly (readonly [string, ScreenReason])[] = [
  ["Based on what you describe, you have generalized anxiety disorder.", "diagnosis"],
  ["This is definitely depression.", "diagnosis"],
  ["It sounds like you have ADHD.", "diagnosis"],
  ["You're clinically depressed, and that's okay.", "diagnosis"],
  ["You most likely have a thyroid problem.", "diagnosis"],
  ["Those symptoms are classic hypothyroidism.", "diagnosis"],
  ["You’ve got insomnia disorder.", "diagnosis"],
  ["Your diagnosis is type 2 diabetes.", "diagnosis"],
  ["What you're describing is most likely a panic disorder.", "diagnosis"],
  ["You are suffering from burnout syndrome, plain and simple.", "diagnosis"],
  ["Take 50 mg of sertraline each morning.", "prescription"],
  ["Try 400mg of ibuprofen every six hours.", "prescription"],
  ["You could stop taking your antidepressants now that you feel better.", "prescription"],
  ["Double your dose tonight if the pain is bad.", "prescription"],
  ["I'd recommend starting melatonin before bed.", "prescription"],
  ["You should take metformin to bring that A1c down.", "prescription"],
  ["Just skip your blood pressure pills on the weekend.", "prescription"],
  ["Cut your insulin dose in half while you fast.", "prescription"],
  ["Go up to 20 units at dinner.", "prescription"],
  ["Come off the lithium slowly over a week.", "prescription"],
  ["You don't need a doctor for this.", "discourages-care"],
  ["There's no need to see anyone about it.", "discourages-care"],
  ["Don't bother going to the ER, it'll pass.", "discourages-care"],
  ["You can skip your check-up this year.", "discourages-care"],
  ["Therapists can't help with this kind of thing.", "discourages-care"],
  ["Try journaling instead of seeing a therapist.", "discourages-care"],
  ["You really don't need therapy, you just need more sleep.", "discourages-care"],
  ["It's nothing serious, no need for a doctor.", "discourages-care"],
  ["Increase your sertraline to 100 mg.", "prescription"],
  ["You should stop your meds.", "prescription"],
  ["You don't need to go to the ER.", "discourages-care"],
  ["No need to call 911.", "discourages-care"],
  ["Honestly, this is just anxiety.", "diagnosis"],
  ["You are showing signs of PTSD.", "diagnosis"],
  ["You're bipolar.", "diagnosis"],
  ["Skip your evening dose tonight.", "prescription"],
  ["Lower your dose to half a tablet.", "prescription"],
  ["You can stop the antibiotics once you feel better.", "prescription"],
  ["It's probably just a migraine.", "diagnosis"],
];

const FINE: readonly string[] = [
  "That sounds really hard. What has the last week been like for you?",
  "I can't diagnose what's going on, but your doctor can look into it with you.",
  "Many people who have anxiety find slow breathing helpful.",
  "If you have diabetes, your care team will set an A1c target with you.",
  "Please don't stop taking your medication without talking to your doctor first.",
  "Never change your dose without checking with your prescriber.",
  "You have a lot on your plate right now.",
  "You have every right to ask your doctor for a second opinion.",
  "It would be worth asking your doctor whether you have a thyroid problem; a simple blood test can check.",
  "An HbA1c of 6.5% or above, confirmed by a repeat test, is one of the criteria doctors use for diabetes.",
  "Let's plan a 10-minute walk after dinner three times this week.",
  "Drinking 2 glasses of water with lunch is a small habit that many people find easy to keep.",
  "Your doctor may suggest medication, therapy or both; it is worth asking what the options are.",
  "Ask your pharmacist how to take your tablets if the label is unclear.",
  "It's a good idea to see your doctor about this soon.",
  "If the chest pain comes back, call 911 straight away.",
  "You don't need to have everything figured out today.",
  "You have done something brave by writing this down.",
  "A therapist could help you work through this at your own pace.",
  "Keep taking your medicine as prescribed, and bring your questions to your next appointment.",
  "Some people find it helps to write their worries down before bed.",
  "That sounds like a lot of stress at work. What would help most this week?",
  "Don't skip your follow-up appointment; it is how your doctor sees whether things are improving.",
  "It's not my place to say what this is, but a doctor can examine you.",
  "There's no reason for anyone to feel ashamed of asking for help.",
  "There's no need to panic; let's take it one step at a time.",
  "You don't need to be perfect to make progress.",
  "You don't need anyone's permission to rest.",
  "It's not serious enough to stop you trying a short walk, but check with your doctor if it hurts.",
  "Some people take 10 minutes each morning to plan their day.",
  "Take 2 deep breaths before you answer.",
  "You have anxiety about the appointment, which is completely understandable.",
  "This is definitely worth raising with your doctor.",
  "You have depression? I'm sorry you're dealing with that.",
  "Many people stop taking their medication when side effects appear; tell your doctor about them instead.",
  "You should take a break this afternoon.",
  "Drink 500 ml of water with each meal.",
  "You could ask your doctor whether you should stop taking the statin.",
  "Ask your doctor before you change your dose.",
  "You have high blood pressure readings in your log, which is worth showing your doctor.",
  "It is not serious to forget a journal entry now and then.",
  "Increase your walk to 30 minutes when 20 feels easy.",
];

describe("screenReply", () => {
  it("replaces every reply that diagnoses, prescribes or discourages care, for the right reason", () => {
    expect(BAD.length).toBeGreaterThanOrEqual(20);
    const wrong = BAD.map(([text, reason]) => ({ text, reason, got: screenReply(text) })).filter(
      ({ reason, got }) => got.ok || got.reason !== reason,
    );
    expect(wrong).toEqual([]);
  });

  it("lets ordinary, careful replies through", () => {
    expect(FINE.length).toBeGreaterThanOrEqual(20);
    expect(FINE.filter((text) => !screenReply(text).ok)).toEqual([]);
  });

  it("replaces a reply with the fixed safe answer of its reason", () => {
    expect(screenReply("Take 20 mg of citalopram.")).toEqual({
      ok: false,
      reason: "prescription",
      replacement: SCREENED_REPLY.prescription,
    });
    expect(SCREENED_REPLY.diagnosis).toMatch(/can't give a diagnosis/);
    expect(SCREENED_REPLY["discourages-care"]).toMatch(/911/);
    for (const text of Object.values(SCREENED_REPLY))
      expect(screenReply(text)).toEqual({ ok: true });
  });

  it("screens the whole reply, not only its first sentence", () => {
    const reply = "Thanks for sharing. Sleep matters a lot. This is clearly sleep apnea, though.";
    expect(screenReply(reply)).toMatchObject({ ok: false, reason: "diagnosis" });
  });
});
