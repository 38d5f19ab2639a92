import { SEED_VIDEO_URL, type SeedCourse } from "./seed-course.ts";

/** A lesson's closing list of sources: authoritative pages, each linked. */
function sources(...links: readonly (readonly [title: string, url: string])[]): string {
  const items = links.map(([title, url]) => `<li><a href="${url}">${title}</a></li>`).join("");
  return `<h3>Sources</h3><ul>${items}</ul>`;
}

const SLEEP_FOUNDATIONS: SeedCourse = {
  seedKey: "sleep-foundations",
  course: {
    title: "Sleep foundations",
    shortDescription:
      "How sleep works, how much you need, and practical, evidence-based steps to better nights.",
    description:
      "Sleep is not time switched off: it is when the brain consolidates memory, the body repairs, and mood and appetite are reset. This free course explains how sleep works (its stages, your body clock and the sleep pressure that builds through the day), how much adults need, and what caffeine, alcohol and naps do to it. The second module turns that into practice: a wind-down routine, light and the bedroom, the stimulus-control method at the heart of CBT for insomnia, and the signs that a sleep problem needs a clinician. Written for adults in general; it does not replace medical advice.",
    price: 0,
    duration: 60,
    category: "mental-health",
    level: "beginner",
    featured: true,
    tags: ["sleep", "insomnia", "circadian rhythm", "habits"],
    published: true,
  },
  modules: [
    {
      title: "How sleep works",
      description:
        "Sleep stages, the body clock, how much sleep adults need, and what caffeine, alcohol and naps do to the night.",
      lessons: [
        {
          title: "Welcome to Sleep foundations",
          description:
            "A short welcome: what this course covers and how to use it. The course has two modules: how sleep works, then building better nights, with a short quiz at the end.",
          type: "video",
          videoUrl: SEED_VIDEO_URL,
          videoFile: "sleep-foundations-welcome.webm",
          duration: 1,
          isPreview: true,
        },
        {
          title: "Sleep stages and your body clock",
          description:
            "What happens during a night's sleep, and the clock that decides when you feel sleepy.",
          type: "text",
          duration: 9,
          isPreview: true,
          content: `<p>A night's sleep is not one even state. It is a series of cycles, each lasting roughly 90 minutes (anywhere from 70 to 120), and most adults pass through four to six of them a night. Knowing what those cycles are makes sense of many everyday experiences: why you sometimes wake up groggy, why early-morning dreams are so vivid, and why a short night hits harder than the hours alone suggest.</p>
<h2>The stages of sleep</h2>
<p>Sleep has two kinds: non-REM sleep, which has three stages, and REM (rapid eye movement) sleep.</p>
<ul>
<li><strong>N1, light sleep.</strong> The few minutes of drifting off. You are easily woken and may not feel you were asleep at all.</li>
<li><strong>N2.</strong> Heart rate and breathing slow and body temperature drops. Adults spend about half the night here, and it seems to matter for memory and learning.</li>
<li><strong>N3, deep or slow-wave sleep.</strong> The hardest stage to wake from. Growth hormone is released and the body does much of its physical restoration. Deep sleep is concentrated in the first half of the night and declines with age.</li>
<li><strong>REM sleep.</strong> The brain is very active, most vivid dreams happen, and the muscles of the arms and legs are temporarily relaxed so you do not act the dreams out. REM periods lengthen towards morning, which is why cutting the night short costs mostly REM sleep.</li>
</ul>
<p>Brief awakenings between cycles are normal. Most are forgotten by morning; noticing a few does not mean your sleep is broken.</p>
<h2>Your body clock</h2>
<p>When you feel sleepy is set largely by your circadian rhythm, a cycle of about 24 hours run by a master clock in the hypothalamus, a small area deep in the brain. It times body temperature, hormones and alertness across the day. In the evening, as light fades, the brain starts releasing melatonin, a signal that night has come.</p>
<p>The clock runs slightly off 24 hours in most people, so it needs resetting every day, and <strong>light is its strongest signal</strong>. Bright light in the morning moves the clock earlier, so you get sleepy earlier in the evening; bright light late in the evening pushes it later. Regular meal times, activity and a steady wake-up time help too.</p>
<p>People differ in their natural timing, their chronotype. Some are larks, some are owls, and teenagers and young adults tend to run later. A late clock is not laziness, but it can be nudged earlier with morning light and a consistent schedule.</p>
<h2>What this means for you</h2>
<ul>
<li>Getting up at the same time every day, weekends included, is the most reliable way to anchor your clock.</li>
<li>Daylight soon after waking, even on a cloudy day outdoors, is a strong and free signal to the clock.</li>
<li>Dimmer light in the last hour or two before bed lets melatonin rise on time.</li>
</ul>
<p>In the next lesson we look at how much of this sleep adults actually need.</p>
${sources(
  [
    "NINDS: Brain Basics: Understanding Sleep",
    "https://www.ninds.nih.gov/health-information/public-education/brain-basics/brain-basics-understanding-sleep",
  ],
  [
    "NIGMS: Circadian Rhythms fact sheet",
    "https://www.nigms.nih.gov/education/fact-sheets/Pages/circadian-rhythms.aspx",
  ],
  ["NHLBI: How Sleep Works", "https://www.nhlbi.nih.gov/health/sleep"],
)}`,
        },
        {
          title: "How much sleep you need",
          description:
            "What the evidence says about how many hours adults need, and why a regular schedule matters too.",
          type: "text",
          duration: 8,
          content: `<p>In 2015 the American Academy of Sleep Medicine (AASM) and the Sleep Research Society asked a panel of experts to review the research on sleep duration and health. Their conclusion was simple: <strong>adults should sleep 7 or more hours per night on a regular basis</strong> to promote optimal health.</p>
<h2>What too little sleep does</h2>
<p>Regularly sleeping less than 7 hours is associated with weight gain and obesity, diabetes, high blood pressure, heart disease and stroke, depression, and a higher risk of death. It also weakens immune function, increases pain, impairs attention and memory, and raises the risk of errors and accidents, including drowsy-driving crashes.</p>
<p>Most of these links come from observational studies, which cannot prove that short sleep causes every one of these problems. But experiments in which people's sleep is restricted show real changes within days: higher blood pressure, worse blood sugar control, more hunger, and poorer mood and concentration.</p>
<p>In the United States, about one in three adults report not getting enough sleep.</p>
<h2>By age</h2>
<p>The CDC summarises adult needs like this:</p>
<ul>
<li>18 to 60 years: 7 or more hours a night</li>
<li>61 to 64 years: 7 to 9 hours</li>
<li>65 years and older: 7 to 8 hours</li>
</ul>
<p>Sleeping more than 9 hours can be right for young adults, for someone recovering from a period of short sleep, or during illness. If you regularly need much more than 9 hours and still wake unrefreshed, that is worth mentioning to a doctor, as it can be a sign of a sleep disorder, depression or another health problem.</p>
<h2>Quality and timing matter too</h2>
<p>Hours are not the whole story. Sleep that is broken by frequent waking (from noise, pain, a partner's snoring or your own breathing pauses) is less restorative. And a regular schedule helps: going to bed and getting up at very different times from day to day works against your body clock much like mild jet lag.</p>
<h2>A simple check</h2>
<p>Ask yourself three questions. Do you fall asleep within about 30 minutes of going to bed? Do you wake up feeling reasonably refreshed, without needing an alarm most days? Can you get through the afternoon without struggling to stay awake? If the answer to any of these is often no, the lessons in the next module are for you.</p>
<p>Tracking your sleep for two weeks in Vitalog (bedtime, wake time and how rested you feel) gives you a baseline to compare against as you try changes.</p>
${sources(
  [
    "Watson et al. Recommended Amount of Sleep for a Healthy Adult: AASM and SRS consensus statement (J Clin Sleep Med, 2015)",
    "https://jcsm.aasm.org/doi/10.5664/jcsm.4758",
  ],
  ["CDC: About Sleep", "https://www.cdc.gov/sleep/about/index.html"],
  [
    "NHLBI: What Are Sleep Deprivation and Deficiency?",
    "https://www.nhlbi.nih.gov/health/sleep-deprivation",
  ],
)}`,
        },
        {
          title: "Sleep pressure, caffeine, alcohol and naps",
          description:
            "The drive to sleep that builds through the day, and the everyday habits that change it.",
          type: "text",
          duration: 10,
          content: `<p>Alongside your body clock, a second system decides how sleepy you feel: <strong>sleep pressure</strong>. From the moment you wake, a chemical called adenosine builds up in the brain. The longer you are awake, the more there is and the sleepier you feel. Sleep clears it. You sleep best when high sleep pressure and the night phase of your body clock line up.</p>
<h2>Caffeine</h2>
<p>Caffeine works by blocking adenosine's effect. It does not remove sleep pressure; it hides it. And it lingers: its half-life is about 5 hours on average, and ranges from roughly 2 to 10 hours between people. It lasts longer in pregnancy and with some medicines, including oral contraceptives. So half of an afternoon coffee can still be active at bedtime.</p>
<p>In a controlled study, 400 mg of caffeine taken 6 hours before bed reduced total sleep by more than an hour, and the people taking it tended not to notice how much their sleep had suffered.</p>
<ul>
<li>For most healthy adults the FDA cites up to 400 mg a day as an amount not generally linked to harmful effects. A typical 8-ounce cup of brewed coffee has about 80 to 100 mg; energy drinks, some teas, colas, dark chocolate and some pain relievers add more.</li>
<li>A practical rule: have your last caffeine at least 6 to 8 hours before bed, earlier if you are sensitive to it or sleep poorly.</li>
</ul>
<h2>Alcohol</h2>
<p>Alcohol makes many people fall asleep faster, which is why it is often used as a sleep aid. But as it is broken down during the night, sleep becomes lighter and more broken: REM sleep is suppressed early and rebounds later, and waking in the second half of the night is common. Alcohol also relaxes the muscles of the throat, which worsens snoring and sleep apnea. Keeping drinks moderate and finishing them a few hours before bed protects your sleep.</p>
<h2>Naps</h2>
<p>A nap relieves some sleep pressure, which is both its benefit and its cost.</p>
<ul>
<li>A short nap of 10 to 20 minutes in the early afternoon can restore alertness without much grogginess.</li>
<li>Longer naps reach deep sleep, so you may wake groggy (sleep inertia), and naps late in the day take away the pressure you need at night.</li>
<li>If you have trouble sleeping at night, skipping naps altogether is usually best, so that all your sleep pressure goes into the night.</li>
</ul>
<h2>Nicotine, heavy meals and exercise</h2>
<p>Nicotine is a stimulant, and withdrawal during the night can wake smokers. A large or spicy meal close to bed can cause discomfort and reflux. Regular physical activity helps sleep; for most people, exercising in the evening is fine, though very intense exercise right before bed keeps some people awake.</p>
${sources(
  [
    "Drake et al. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed (J Clin Sleep Med, 2013)",
    "https://jcsm.aasm.org/doi/10.5664/jcsm.3170",
  ],
  [
    "FDA: Spilling the Beans: How Much Caffeine is Too Much?",
    "https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much",
  ],
  [
    "NINDS: Brain Basics: Understanding Sleep",
    "https://www.ninds.nih.gov/health-information/public-education/brain-basics/brain-basics-understanding-sleep",
  ],
  ["MedlinePlus: Healthy Sleep", "https://medlineplus.gov/healthysleep.html"],
)}`,
        },
      ],
    },
    {
      title: "Building better nights",
      description:
        "Turning what you know into habits: light, the bedroom, a wind-down routine, shift work, and what to do when sleep will not come.",
      lessons: [
        {
          title: "Light, your bedroom and a wind-down routine",
          description:
            "Setting up your day, your evening and your bedroom for sleep, including on shift work.",
          type: "text",
          duration: 10,
          content: `<p>Most good sleep habits work through the two systems from the first module: they keep your body clock steady, and they let sleep pressure do its job. None of them is a switch; together, kept up for a couple of weeks, they make a real difference for many people.</p>
<h2>Start with the morning</h2>
<ul>
<li><strong>A fixed wake-up time</strong>, every day, is the anchor. Bedtime can follow your sleepiness, but getting up at the same time sets the clock and builds sleep pressure for the next night. Try to keep weekends within about an hour of weekdays.</li>
<li><strong>Daylight early in the day.</strong> Outdoor light is many times brighter than indoor light, even under cloud. A morning walk or breakfast by a window helps.</li>
<li><strong>Activity during the day</strong> supports deeper sleep at night.</li>
</ul>
<h2>A wind-down routine</h2>
<p>Your brain needs a runway between a busy day and sleep. Give yourself 30 to 60 minutes of calmer time before bed:</p>
<ol>
<li>Dim the lights in your home in the last hour or two before bed.</li>
<li>Put work and demanding screens away. The light from phones and tablets matters less than how engaging they are; if you use them, lower the brightness and choose something calm.</li>
<li>Do something relaxing and repeatable: reading, gentle stretching, a warm shower, or a breathing or meditation exercise from Vitalog's meditation section.</li>
<li>If worries keep running, write them down earlier in the evening, with a next step for each, so they have a place other than your pillow.</li>
</ol>
<h2>The bedroom</h2>
<ul>
<li><strong>Dark:</strong> blackout curtains or an eye mask.</li>
<li><strong>Quiet:</strong> earplugs or a steady background sound if noise is a problem.</li>
<li><strong>Cool and comfortable:</strong> body temperature falls as you fall asleep, and a warm room works against that.</li>
<li><strong>For sleep:</strong> keep the bed for sleep and intimacy, not for work, and consider charging your phone outside the bedroom. A visible clock invites clock-watching, which feeds worry.</li>
</ul>
<h2>If you work shifts</h2>
<p>Night and rotating shifts put your body clock against your schedule, and it rarely adapts fully. Some strategies help:</p>
<ul>
<li>Protect one main block of sleep, in a room made as dark and quiet as possible, and tell your household when you sleep.</li>
<li>Use bright light during the first part of a night shift, and wear sunglasses on the way home in the morning.</li>
<li>A nap of up to about 30 minutes before a night shift, or during a break if allowed, helps alertness.</li>
<li>Have caffeine early in the shift, not in its last hours.</li>
<li>Be careful driving home after a night shift: if you are drowsy, do not drive.</li>
</ul>
<p>If shift work leaves you persistently exhausted or unable to sleep, talk to your doctor: shift work disorder is recognised and treatable.</p>
${sources(
  ["CDC: About Sleep (tips for better sleep)", "https://www.cdc.gov/sleep/about/index.html"],
  [
    "NIGMS: Circadian Rhythms fact sheet",
    "https://www.nigms.nih.gov/education/fact-sheets/Pages/circadian-rhythms.aspx",
  ],
  [
    "NIOSH: Training for Nurses on Shift Work and Long Work Hours",
    "https://www.cdc.gov/niosh/docs/2015-115/",
  ],
  ["MedlinePlus: Healthy Sleep", "https://medlineplus.gov/healthysleep.html"],
)}`,
        },
        {
          title: "When sleep won't come: stimulus control and getting help",
          description:
            "The core technique of CBT for insomnia, and the signs that a sleep problem needs a clinician.",
          type: "text",
          duration: 12,
          content: `<p>Almost everyone has bad nights during stress, illness or travel, and they usually settle on their own. Insomnia becomes <strong>chronic</strong> when trouble falling asleep, staying asleep or waking too early happens at least three nights a week for three months or more, despite a fair chance to sleep, and affects how you feel or function during the day.</p>
<h2>Why insomnia keeps going</h2>
<p>After weeks of poor sleep, the bed itself can become linked with being awake, frustrated and alert. People understandably try to make up for it by going to bed earlier, lying in, or napping, which weakens sleep pressure and the body clock. Worry about sleep adds alertness. The result is a cycle that can outlast whatever started it.</p>
<h2>CBT for insomnia</h2>
<p>Cognitive behavioural therapy for insomnia (CBT-I) is the recommended first treatment for chronic insomnia in adults, ahead of sleeping pills, in guidelines from the American College of Physicians and the AASM. It usually takes four to eight sessions, in person, by video or through a digital programme, and its benefits tend to last after treatment ends. It combines several parts: stimulus control, sleep restriction (a structured shortening of time in bed, best done with a clinician's guidance), work on unhelpful thoughts about sleep, and relaxation.</p>
<h2>Stimulus control: retraining the bed</h2>
<p>Stimulus control is one of the most effective single parts of CBT-I, and you can start it on your own:</p>
<ol>
<li>Go to bed only when you feel sleepy (heavy eyelids, nodding off), not just tired or because it is a certain time.</li>
<li>Use the bed only for sleep and intimacy: no screens, work or worrying in bed.</li>
<li>If you cannot sleep after what feels like about 20 minutes, get up. Do not watch the clock; estimate. Go to another room and do something calm in dim light until you feel sleepy, then return. Repeat as often as needed.</li>
<li>Get up at the same time every morning, however you slept.</li>
<li>Avoid naps, or keep one short and early.</li>
</ol>
<p>The first week or two can be hard, with more daytime tiredness as the new pattern takes hold. Take care with driving and other risky tasks when sleepy. Most people who keep it up see sleep become quicker and more solid.</p>
<h2>About sleeping pills</h2>
<p>Sleep medicines can help for a short time, for example during a crisis, but they are not recommended as the main long-term treatment, and some carry risks of dependence, next-day drowsiness and falls, especially in older adults. Do not stop a prescribed sleep medicine suddenly; discuss it with your doctor.</p>
<h2>When to see a doctor</h2>
<ul>
<li>Loud snoring, choking or gasping at night, or pauses in breathing that someone else notices: signs of obstructive sleep apnea, which is common and treatable.</li>
<li>Falling asleep during the day when you do not mean to, especially while driving.</li>
<li>Insomnia on most nights for more than three months, or that is wearing you down.</li>
<li>An irresistible urge to move your legs in the evening, acting out dreams, or sudden muscle weakness with strong emotions.</li>
<li>Low mood, anxiety or thoughts of self-harm. Sleep and mental health are closely linked, and both deserve care. If you are in crisis, contact emergency services or a crisis line now.</li>
</ul>
${sources(
  [
    "Edinger et al. Behavioral and psychological treatments for chronic insomnia disorder in adults: an AASM clinical practice guideline (J Clin Sleep Med, 2021)",
    "https://jcsm.aasm.org/doi/10.5664/jcsm.8986",
  ],
  [
    "Qaseem et al. Management of Chronic Insomnia Disorder in Adults: a clinical practice guideline from the American College of Physicians (Ann Intern Med, 2016)",
    "https://www.acpjournals.org/doi/10.7326/M15-2175",
  ],
  ["NICE Clinical Knowledge Summaries: Insomnia", "https://cks.nice.org.uk/topics/insomnia/"],
  ["NHLBI: Sleep Apnea", "https://www.nhlbi.nih.gov/health/sleep-apnea"],
)}`,
        },
        {
          title: "Check your understanding",
          description:
            "Five questions on the course. You can retake the quiz as often as you like.",
          type: "quiz",
          duration: 5,
          questions: [
            {
              text: "How much sleep do the AASM and the Sleep Research Society recommend for adults?",
              options: [
                "5 or more hours a night",
                "Exactly 6 hours a night",
                "7 or more hours a night, on a regular basis",
                "At least 10 hours a night",
              ],
              correctOptionIndex: 2,
            },
            {
              text: "What is the strongest signal that keeps your body clock in time?",
              options: ["Light", "Room temperature", "The time of your last meal", "Noise"],
              correctOptionIndex: 0,
            },
            {
              text: "In a controlled study, what did 400 mg of caffeine taken 6 hours before bed do?",
              options: [
                "Nothing measurable",
                "Reduced total sleep by more than an hour",
                "Made people fall asleep faster",
                "Only affected people who said they were sensitive to caffeine",
              ],
              correctOptionIndex: 1,
            },
            {
              text: "You have been lying awake for what feels like 20 minutes. What does stimulus control suggest?",
              options: [
                "Stay in bed and keep trying harder to sleep",
                "Check the time on your phone to see how long it has been",
                "Get up, go to another room and do something calm in dim light until you feel sleepy",
                "Set a later alarm so you can sleep in",
              ],
              correctOptionIndex: 2,
            },
            {
              text: "Which of these is a reason to see a doctor about your sleep?",
              options: [
                "Waking briefly once or twice in the night",
                "Loud snoring with pauses in breathing noticed by a partner",
                "Having a vivid dream early in the morning",
                "Taking about 15 minutes to fall asleep",
              ],
              correctOptionIndex: 1,
            },
          ],
        },
      ],
    },
  ],
};

/**
 * Category: nutrition. The course reads the whole routine panel (kidney, liver and thyroid too),
 * which no category covers on its own, but the markers a reader can most act on day to day
 * (lipids, glucose, vitamin D, B12 and iron) are the ones tied to what they eat, and Vitalog's
 * food and nutrition tracking is where that action happens. Uncategorized would leave the course
 * out of every category filter in the catalogue.
 */
const UNDERSTANDING_BLOODWORK: SeedCourse = {
  seedKey: "understanding-your-bloodwork",
  course: {
    title: "Understanding your bloodwork",
    shortDescription:
      "Read your lab report with confidence: reference ranges, units, and what common blood tests can and cannot tell you.",
    description:
      "A lab report is full of numbers, units and flags, and it often arrives before anyone has explained it. This course teaches you to read one. The first module covers what a reference range really is and why about 1 in 20 healthy results falls outside it, conventional and SI units, fasting and other preparation, and why results vary and when a test should be repeated. The second module walks through the panels most adults are offered: the lipid panel, glucose and HbA1c, the full blood count, kidney and liver tests, thyroid (TSH), vitamin D, vitamin B12 and ferritin, with the thresholds that guidelines use and the points where a result deserves a conversation with your doctor. Every number is sourced from guidelines and public health bodies. The course helps you understand and discuss your results; it does not replace your clinician's interpretation.",
    price: 19,
    duration: 90,
    category: "nutrition",
    level: "intermediate",
    featured: false,
    tags: ["bloodwork", "lab tests", "cholesterol", "diabetes", "vitamins"],
    published: true,
  },
  modules: [
    {
      title: "Reading a lab report",
      description:
        "Reference ranges and flags, units, fasting and preparation, and why a single result is rarely the whole story.",
      lessons: [
        {
          title: "Welcome to Understanding your bloodwork",
          description:
            "A short welcome: what this course covers and how it fits with Vitalog's Bloodwork tracker. Two modules: reading a lab report, then the common panels, with a quiz at the end.",
          type: "video",
          videoUrl: SEED_VIDEO_URL,
          videoFile: "understanding-bloodwork-welcome.webm",
          duration: 1,
          isPreview: true,
        },
        {
          title: "Reference ranges and what flags mean",
          description:
            "Where the ranges on your report come from, and what a High or Low flag does and does not mean.",
          type: "text",
          duration: 10,
          isPreview: true,
          content: `<p>Next to most results on a lab report is a <strong>reference range</strong>, and beside some results a flag: H for high, L for low. It is natural to read a flag as "something is wrong". Often it is not, and knowing how ranges are made explains why.</p>
<h2>Where a reference range comes from</h2>
<p>For most tests, a laboratory measures the value in a large group of people who are believed to be healthy, and takes the <strong>middle 95%</strong> of their results as the range. By design, 2.5% of healthy people fall below it and 2.5% above it. So about 1 healthy result in 20 is flagged simply by chance.</p>
<p>That adds up quickly. A routine set of blood tests can include 20 or more separate values. If each had a 5% chance of falling outside its range, the chance that at least one is flagged in a perfectly healthy person is roughly two in three. A single, mildly flagged value in an otherwise normal report is common and frequently means nothing.</p>
<h2>Why ranges differ</h2>
<ul>
<li><strong>Between laboratories:</strong> different equipment, methods and reference groups give slightly different ranges. Always compare a result with the range printed on the same report.</li>
<li><strong>Between people:</strong> many ranges depend on age and sex, and some change in pregnancy. Haemoglobin, creatinine and ferritin, for example, are lower on average in women.</li>
</ul>
<h2>Ranges versus targets</h2>
<p>For some tests, the limits come not from healthy people but from outcome studies, as <strong>decision limits</strong> or targets. LDL cholesterol is the clearest example: many healthy-feeling adults have LDL above the level that is desirable for the heart. HbA1c thresholds for diabetes and vitamin D cut-offs work the same way. Inside the range does not always mean optimal, and a value near a decision limit may matter even without a flag.</p>
<h2>Reading a flag in context</h2>
<ul>
<li><strong>How far outside?</strong> A value just beyond the limit is very different from one several times over it.</li>
<li><strong>What else is going on?</strong> Symptoms, recent illness, medicines, pregnancy, exercise or a missed fast can all move results.</li>
<li><strong>Is it new?</strong> A value that has been stable for years means something different from one that has changed sharply.</li>
<li><strong>Does it fit a pattern?</strong> Several related values moving together (for example low haemoglobin with small red cells and low ferritin) say more than one alone.</li>
</ul>
<p>Equally, a normal result does not rule everything out; tests answer specific questions.</p>
<p>Vitalog's Bloodwork tracker stores your results and flags each one as low, normal or high against typical adult ranges. When you enter the range printed on your own report, that is the one used, which is best, since it matches your lab's method.</p>
<h2>When to see a doctor</h2>
<p>If a lab or clinic contacts you about a <strong>critical value</strong>, follow their advice promptly. Otherwise, book a conversation about results that are far outside the range, that keep drifting in one direction, or that come with symptoms.</p>
${sources(
  [
    "MedlinePlus: How to Understand Your Lab Results",
    "https://medlineplus.gov/lab-tests/how-to-understand-your-lab-results/",
  ],
  [
    "Testing.com (formerly Lab Tests Online): Reference Ranges and What They Mean",
    "https://www.testing.com/articles/laboratory-test-reference-ranges/",
  ],
)}`,
        },
        {
          title: "Units, fasting and why results vary",
          description:
            "Converting between units, preparing for a test, and why the trend matters more than one number.",
          type: "text",
          duration: 12,
          content: `<p>The same blood can give what look like very different numbers depending on the units a laboratory reports in, and the same person can give different numbers from one week to the next. This lesson covers both, and how to prepare so your result reflects you and not the morning you had.</p>
<h2>Units: mg/dL and mmol/L</h2>
<p>Laboratories in the United States mostly report in conventional units, such as milligrams per decilitre (mg/dL). Most of the rest of the world uses SI units, such as millimoles per litre (mmol/L). Neither is better, but you must compare like with like. Useful conversions:</p>
<ul>
<li><strong>Glucose:</strong> mg/dL divided by 18 gives mmol/L. 100 mg/dL is about 5.6 mmol/L; 126 mg/dL is 7.0 mmol/L.</li>
<li><strong>Cholesterol</strong> (total, LDL, HDL, non-HDL): mg/dL divided by 38.67. 100 mg/dL is about 2.6 mmol/L; 190 mg/dL is about 4.9 mmol/L.</li>
<li><strong>Triglycerides:</strong> mg/dL divided by 88.57. 150 mg/dL is about 1.7 mmol/L.</li>
<li><strong>Creatinine:</strong> mg/dL multiplied by 88.4 gives micromoles per litre (µmol/L). 1.0 mg/dL is about 88 µmol/L.</li>
<li><strong>Vitamin D</strong> (25-hydroxyvitamin D): ng/mL multiplied by 2.5 gives nmol/L. 20 ng/mL is 50 nmol/L.</li>
<li><strong>HbA1c:</strong> reported as a percentage or in mmol/mol. 5.7% is 39 mmol/mol; 6.5% is 48 mmol/mol.</li>
<li><strong>Ferritin:</strong> ng/mL and µg/L are the same number.</li>
</ul>
<p>Vitalog keeps the unit with each result, so a value entered in mmol/L is not mistaken for mg/dL.</p>
<h2>Fasting and other preparation</h2>
<ul>
<li><strong>Fasting glucose</strong> needs no food or drink other than water for at least 8 hours.</li>
<li><strong>A lipid panel</strong> usually does not need fasting. Current guidelines accept non-fasting samples for most people; if triglycerides come back high (400 mg/dL or more), a fasting repeat is advised.</li>
<li>Water is fine, and usually encouraged. Take your regular medicines unless you are told otherwise.</li>
<li><strong>Biotin</strong> (vitamin B7) supplements, often sold for hair and nails, can make some tests falsely high or low, including thyroid tests. Tell your clinician and the lab if you take it; they may advise pausing it before the test.</li>
<li>Hard exercise in the day or two before a test can raise muscle enzymes (CK and AST) and sometimes creatinine. Dehydration, a recent infection and the time of day can also shift results.</li>
</ul>
<p>Always follow the instructions your clinician or lab gives you, since they know which tests were ordered.</p>
<h2>Why results vary</h2>
<p>Two things move a result between tests. <strong>Analytical variation</strong> is the small imprecision of the measurement itself. <strong>Biological variation</strong> is the natural day-to-day movement of the value in your body, and it is often larger. Triglycerides, for example, can vary by around 20% from one day to the next in the same healthy person, while sodium barely moves.</p>
<p>This is why guidelines ask for confirmation before a diagnosis. Diabetes is diagnosed on two abnormal results unless the picture is clear-cut, and chronic kidney disease requires an abnormality lasting more than 3 months. A single borderline value is usually best repeated, under the same conditions (same lab, same time of day, same fasting state), before anything is changed.</p>
<p>Over years, the <strong>trend</strong> tells you more than any one number. In the Bloodwork tracker, each marker's trend shows how your results move over time, and the latest result sits beside the one before it.</p>
${sources(
  [
    "MedlinePlus: Fasting for a Blood Test",
    "https://medlineplus.gov/lab-tests/fasting-for-a-blood-test/",
  ],
  [
    "FDA: UPDATE: The FDA Warns that Biotin May Interfere with Lab Tests (Safety Communication)",
    "https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication",
  ],
  ["EFLM Biological Variation Database", "https://biologicalvariation.eu/"],
  [
    "Grundy et al. 2018 AHA/ACC Guideline on the Management of Blood Cholesterol (Circulation, 2019)",
    "https://www.ahajournals.org/doi/10.1161/CIR.0000000000000625",
  ],
)}`,
        },
      ],
    },
    {
      title: "Common panels",
      description:
        "The tests most adults are offered: lipids, glucose and HbA1c, the full blood count, kidney and liver tests, thyroid, vitamin D, B12 and ferritin.",
      lessons: [
        {
          title: "The lipid panel",
          description:
            "LDL, HDL, triglycerides and non-HDL cholesterol: what each measures and the numbers guidelines use.",
          type: "text",
          duration: 12,
          content: `<p>A lipid panel measures the fats carried in your blood. Its purpose is to help estimate your risk of heart attack and stroke over the coming years, together with your age, blood pressure, smoking, diabetes and family history. No single number decides that risk.</p>
<h2>What is on the report</h2>
<ul>
<li><strong>Total cholesterol:</strong> all the cholesterol in the sample. Useful mainly to calculate the others.</li>
<li><strong>LDL cholesterol</strong> ("bad" cholesterol): the main driver of plaque in the arteries and the main target of treatment. Often calculated from the other values rather than measured directly.</li>
<li><strong>HDL cholesterol</strong> ("good" cholesterol): higher levels are linked with lower risk.</li>
<li><strong>Triglycerides:</strong> fats that rise after meals and with alcohol, excess weight and poorly controlled diabetes.</li>
<li><strong>Non-HDL cholesterol:</strong> total cholesterol minus HDL. It counts all the cholesterol in particles that can build plaque, and it is reliable in a non-fasting sample.</li>
</ul>
<h2>The numbers (in mg/dL, with mmol/L in brackets)</h2>
<p><strong>LDL cholesterol</strong>, as classified by the US National Cholesterol Education Program:</p>
<ul>
<li>Below 100 (2.6): optimal</li>
<li>100 to 129: near optimal</li>
<li>130 to 159: borderline high</li>
<li>160 to 189: high</li>
<li>190 (4.9) or more: very high</li>
</ul>
<p>For LDL, lower is better for the arteries. Your own target depends on your overall risk: people who have had a heart attack or stroke, or who have diabetes, are usually advised to aim much lower. In adults aged 20 to 75, an LDL of 190 mg/dL or more calls for a statin in the 2018 AHA/ACC guideline, whatever the other risk factors, and raises the question of familial hypercholesterolaemia, an inherited condition worth testing relatives for.</p>
<p><strong>HDL cholesterol:</strong> below 40 mg/dL (1.0 mmol/L) in men or below 50 mg/dL (1.3 mmol/L) in women counts as a risk factor. Medicines that raise HDL have largely failed to reduce heart attacks, so there is no point chasing a high HDL number.</p>
<p><strong>Triglycerides:</strong></p>
<ul>
<li>Below 150 (1.7): normal</li>
<li>150 to 199: borderline high</li>
<li>200 to 499: high</li>
<li>500 (5.6) or more: very high, which also raises the risk of pancreatitis and needs prompt medical attention</li>
</ul>
<p><strong>Non-HDL cholesterol:</strong> below 130 mg/dL (3.4 mmol/L) is desirable for most people.</p>
<p>Many guidelines also suggest measuring lipoprotein(a), an inherited particle, once in adulthood, because a high level adds to risk throughout life.</p>
<h2>What moves the numbers</h2>
<p>Replacing saturated fat (fatty meat, butter, coconut and palm oil) with unsaturated fats (olive and rapeseed oil, nuts, oily fish), eating more fibre from oats, beans and vegetables, staying active, and losing weight if you carry extra all help. Triglycerides respond especially to less alcohol and fewer refined carbohydrates and sugary drinks. Vitalog's food log can help you see where saturated fat and fibre come from in your week. Genes matter too, and when lifestyle is not enough, medicines such as statins reduce risk substantially.</p>
<h2>When to see a doctor</h2>
<p>Discuss your results if your LDL is 190 mg/dL or more, your triglycerides are 500 mg/dL or more, or close relatives had heart disease early (before 55 in men, 65 in women). Your clinician can estimate your 10-year risk and talk through options.</p>
${sources(
  [
    "Grundy et al. 2018 AHA/ACC Guideline on the Management of Blood Cholesterol (Circulation, 2019)",
    "https://www.ahajournals.org/doi/10.1161/CIR.0000000000000625",
  ],
  [
    "NHLBI: ATP III Guidelines At-A-Glance Quick Desk Reference",
    "https://www.nhlbi.nih.gov/files/docs/guidelines/atglance.pdf",
  ],
  ["NHLBI: Blood Cholesterol", "https://www.nhlbi.nih.gov/health/blood-cholesterol"],
  ["MedlinePlus: Cholesterol Levels", "https://medlineplus.gov/lab-tests/cholesterol-levels/"],
)}`,
        },
        {
          title: "Glucose and HbA1c",
          description:
            "Fasting glucose and HbA1c: the thresholds for prediabetes and diabetes, and what can mislead them.",
          type: "text",
          duration: 12,
          content: `<p>Two tests are used most often to look for diabetes and prediabetes: <strong>fasting plasma glucose</strong>, a snapshot of your blood sugar after at least 8 hours without food, and <strong>HbA1c</strong> (glycated haemoglobin), which reflects your average blood sugar over roughly the past 2 to 3 months.</p>
<h2>The thresholds</h2>
<p>The American Diabetes Association (ADA) Standards of Care use these cut-offs:</p>
<ul>
<li><strong>HbA1c:</strong> below 5.7% (39 mmol/mol) is normal; <strong>5.7% to 6.4%</strong> (39 to 47 mmol/mol) is prediabetes; <strong>6.5% (48 mmol/mol) or more</strong> is diabetes.</li>
<li><strong>Fasting plasma glucose:</strong> below 100 mg/dL (5.6 mmol/L) is normal; <strong>100 to 125 mg/dL</strong> (5.6 to 6.9 mmol/L) is prediabetes, also called impaired fasting glucose; <strong>126 mg/dL (7.0 mmol/L) or more</strong> is diabetes.</li>
<li><strong>2-hour glucose in an oral glucose tolerance test:</strong> 140 to 199 mg/dL (7.8 to 11.0 mmol/L) is prediabetes; 200 mg/dL (11.1 mmol/L) or more is diabetes.</li>
<li>A <strong>random glucose of 200 mg/dL or more</strong> with classic symptoms (thirst, passing a lot of urine, unexplained weight loss) also indicates diabetes.</li>
</ul>
<p>Unless the picture is unmistakable, a diagnosis of diabetes needs <strong>two abnormal results</strong>, either two different tests from the same sample or the same test repeated on another day.</p>
<h2>What can mislead HbA1c</h2>
<p>HbA1c is measured on red blood cells, so anything that changes how long they live can shift it. Iron deficiency can push it up; recent blood loss, a transfusion, haemolysis, pregnancy and advanced kidney disease can pull it down; and some haemoglobin variants (such as sickle cell trait) interfere with certain methods. If your HbA1c and glucose readings do not agree, ask whether one of these applies.</p>
<p>Home glucose meters and continuous glucose monitors are useful tools for people who manage diabetes, but they are not used to diagnose it.</p>
<h2>Prediabetes is a chance to act</h2>
<p>Prediabetes is common, and it is not a sentence. In the Diabetes Prevention Program trial, people with prediabetes who lost about 7% of their body weight and did 150 minutes a week of moderate activity cut their risk of developing type 2 diabetes by 58% over about three years. Structured lifestyle programmes, such as the CDC's National Diabetes Prevention Program, build on this. Vitalog's weight, food and activity tracking can support the same steps.</p>
<p>The ADA recommends testing all adults from age 35, and earlier for adults with overweight or obesity and another risk factor, such as a parent or sibling with diabetes, high blood pressure or physical inactivity.</p>
<h2>When to see a doctor</h2>
<p>See your doctor soon if a result is in the diabetes range or if you have marked thirst, frequent urination or unexplained weight loss. Seek same-day care if high blood sugar comes with vomiting, abdominal pain, deep or fast breathing, or unusual drowsiness.</p>
${sources(
  [
    "American Diabetes Association: 2. Diagnosis and Classification of Diabetes, Standards of Care in Diabetes 2025",
    "https://doi.org/10.2337/dc25-S002",
  ],
  [
    "NIDDK: The A1C Test and Diabetes",
    "https://www.niddk.nih.gov/health-information/diagnostic-tests/a1c-test",
  ],
  [
    "NIDDK: Diabetes Prevention Program (DPP)",
    "https://www.niddk.nih.gov/about-niddk/research-areas/diabetes/diabetes-prevention-program-dpp",
  ],
)}`,
        },
        {
          title: "Full blood count, kidneys and liver",
          description:
            "Haemoglobin, white cells and platelets; creatinine and eGFR; and the liver enzymes.",
          type: "text",
          duration: 15,
          content: `<p>These three groups of tests appear on most routine reports. Each value is a clue rather than a verdict; together, and compared with your earlier results, they show how your blood, kidneys and liver are doing.</p>
<h2>Full blood count</h2>
<ul>
<li><strong>Haemoglobin</strong> carries oxygen in red cells. The World Health Organization defines anaemia in adults as haemoglobin below 13.0 g/dL in men and below 12.0 g/dL in non-pregnant women. Iron deficiency is the most common cause worldwide.</li>
<li><strong>MCV</strong> (mean cell volume) is the average size of red cells. Small cells point towards iron deficiency or an inherited trait such as thalassaemia; large cells towards low vitamin B12 or folate, alcohol, some medicines, an underactive thyroid or liver disease.</li>
<li><strong>White cells</strong> fight infection, typically about 4.5 to 11.0 thousand per microlitre. They rise with infection, stress, smoking and steroids. A mildly low neutrophil count with no illness is a common, harmless variant in many people of African or Middle Eastern ancestry.</li>
<li><strong>Platelets</strong> help blood clot, typically about 150 to 450 thousand per microlitre.</li>
</ul>
<h2>Kidneys: creatinine and eGFR</h2>
<p><strong>Creatinine</strong> is a waste product of muscle, cleared by the kidneys. It depends on muscle mass: it runs higher in very muscular people, after a large meat meal or with creatine supplements, and lower in people with little muscle.</p>
<p>The <strong>eGFR</strong> (estimated glomerular filtration rate) is calculated from creatinine, age and sex, and estimates how much blood the kidneys filter each minute, in mL/min/1.73 m². KDIGO, the international kidney guideline group, grades it:</p>
<ul>
<li>G1: 90 or more (normal or high)</li>
<li>G2: 60 to 89 (mildly decreased)</li>
<li>G3a: 45 to 59; G3b: 30 to 44</li>
<li>G4: 15 to 29; G5: below 15 (kidney failure)</li>
</ul>
<p>Chronic kidney disease means an eGFR <strong>below 60 for more than 3 months</strong>, or signs of kidney damage such as albumin in the urine (a urine albumin-to-creatinine ratio of 30 mg/g, 3 mg/mmol, or more) for more than 3 months. An eGFR of 60 to 89 on its own, without such signs, is common with age and is not kidney disease. A temporary dip can follow dehydration or illness; a cystatin C test can help when creatinine is misleading. High blood pressure and diabetes are the main causes of chronic kidney disease, so those tests go together.</p>
<h2>Liver tests</h2>
<ul>
<li><strong>ALT</strong> is the most liver-specific enzyme. <strong>AST</strong> is also found in muscle, so it rises after hard exercise.</li>
<li><strong>ALP</strong> comes from liver and bone, and is naturally higher in growing teenagers and in pregnancy. <strong>GGT</strong> rises with alcohol and some medicines.</li>
<li><strong>Bilirubin</strong> is a breakdown product of red cells. A mildly raised level with otherwise normal tests is often Gilbert syndrome, a harmless inherited trait in about 3 to 7 in 100 people.</li>
<li><strong>Albumin</strong> is a protein the liver makes; it falls in longstanding liver disease, but also with illness and poor nutrition.</li>
</ul>
<p>The most common causes of mildly raised ALT are fat in the liver (now called metabolic dysfunction-associated steatotic liver disease, linked with excess weight and diabetes), alcohol, and medicines or supplements. The American College of Gastroenterology notes that the upper limit of a truly healthy ALT is about 29 to 33 U/L in men and 19 to 25 U/L in women, lower than many lab ranges. A mild rise is usually repeated, with a look at alcohol, medicines and weight.</p>
<h2>When to see a doctor</h2>
<p>See a doctor promptly for haemoglobin well below the range or with breathlessness, chest pain or black stools; very low platelets with bruising or bleeding; an eGFR below 60 or falling; liver enzymes more than about three times the upper limit; or yellowing of the skin or eyes.</p>
${sources(
  [
    "MedlinePlus: Complete Blood Count (CBC)",
    "https://medlineplus.gov/lab-tests/complete-blood-count-cbc/",
  ],
  [
    "KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease",
    "https://kdigo.org/guidelines/ckd-evaluation-and-management/",
  ],
  ["MedlinePlus: Liver Function Tests", "https://medlineplus.gov/lab-tests/liver-function-tests/"],
  [
    "Kwo et al. ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries (Am J Gastroenterol, 2017)",
    "https://doi.org/10.1038/ajg.2016.517",
  ],
  [
    "MedlinePlus Genetics: Gilbert syndrome",
    "https://medlineplus.gov/genetics/condition/gilbert-syndrome/",
  ],
)}`,
        },
        {
          title: "Thyroid, vitamin D, vitamin B12 and ferritin",
          description:
            "TSH, the vitamins most often tested, and ferritin, the best single test of iron stores.",
          type: "text",
          duration: 15,
          content: `<p>These tests are often added when someone feels tired, low or not quite themselves. They can find real and treatable problems, and they are also easy to over-read, so context matters.</p>
<h2>Thyroid: TSH</h2>
<p><strong>TSH</strong> (thyroid-stimulating hormone) comes from the pituitary gland and tells the thyroid how hard to work. It moves in the opposite direction to thyroid function: a <strong>high TSH</strong> suggests an underactive thyroid, a <strong>low TSH</strong> an overactive one. A typical adult range is about 0.4 to 4.0 mIU/L, though labs differ. If TSH is abnormal, free T4 (the main thyroid hormone) is measured too.</p>
<p>A slightly high TSH with a normal free T4 (subclinical hypothyroidism) is common and often returns to normal. Many of these mild rises settle on their own, so NICE bases any decision on treatment on a repeat of both tests about 3 months later. TSH also shifts during and after illness, rises gently with age, has different ranges in pregnancy, and can be distorted by biotin supplements.</p>
<h2>Vitamin D</h2>
<p>The test measures <strong>25-hydroxyvitamin D</strong>. The NIH Office of Dietary Supplements summarises the levels:</p>
<ul>
<li>Below 12 ng/mL (30 nmol/L): deficient, with a risk of bone problems</li>
<li>12 to 20 ng/mL (30 to 50 nmol/L): generally considered inadequate for bone and overall health</li>
<li>20 ng/mL (50 nmol/L) or more: generally considered adequate for bone and overall health</li>
<li>Above 50 ng/mL (125 nmol/L): linked to potential adverse effects, especially above 60 ng/mL (150 nmol/L)</li>
</ul>
<p>The Endocrine Society's 2024 guideline advises against routine vitamin D testing in healthy adults; testing makes sense when there is a reason, such as bone disease or conditions that impair absorption. More is not better: very high doses of supplements can raise calcium to harmful levels.</p>
<h2>Vitamin B12</h2>
<p>B12 is needed for red blood cells and nerves. Levels below about 200 pg/mL (about 150 pmol/L) suggest deficiency; results in the grey zone, roughly 200 to 300 pg/mL, can be clarified with a methylmalonic acid test. People at higher risk include those eating a vegan diet without supplements or fortified foods, older adults, people with pernicious anaemia or past stomach or bowel surgery, and long-term users of metformin or acid-reducing medicines. Deficiency can cause tiredness, anaemia with large red cells, numbness or tingling, and memory problems, so it is worth finding.</p>
<h2>Ferritin</h2>
<p>Ferritin reflects the iron stored in your body, and a <strong>low ferritin is the most reliable sign of iron deficiency</strong>. The WHO uses below 15 µg/L in healthy adults, and many clinicians, including NICE, treat below 30 µg/L as confirming iron deficiency. But ferritin also rises with inflammation, infection, liver disease, alcohol and obesity, so a normal ferritin does not rule out iron deficiency in someone who is unwell. A high ferritin is usually one of these, not iron overload; if it stays high, checking transferrin saturation looks for haemochromatosis.</p>
<p>Iron deficiency in women who menstruate is common, but in men and in women after menopause it needs a search for hidden blood loss, usually from the gut. Do not start iron supplements without knowing why your iron is low, and avoid them if your iron is normal unless a clinician advises otherwise.</p>
<h2>When to see a doctor</h2>
<p>Discuss any abnormal result here with your clinician, and sooner if you have symptoms: a racing heart, weight change, feeling very cold or very hot, numbness or unsteadiness, marked tiredness, or signs of blood loss such as black stools.</p>
${sources(
  [
    "MedlinePlus: TSH (Thyroid-stimulating hormone) Test",
    "https://medlineplus.gov/lab-tests/tsh-thyroid-stimulating-hormone-test/",
  ],
  [
    "NICE guideline NG145: Thyroid disease: assessment and management",
    "https://www.nice.org.uk/guidance/ng145",
  ],
  [
    "NIH Office of Dietary Supplements: Vitamin D Fact Sheet for Health Professionals",
    "https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/",
  ],
  [
    "Demay et al. Vitamin D for the Prevention of Disease: An Endocrine Society Clinical Practice Guideline (J Clin Endocrinol Metab, 2024)",
    "https://doi.org/10.1210/clinem/dgae290",
  ],
  [
    "NIH Office of Dietary Supplements: Vitamin B12 Fact Sheet for Health Professionals",
    "https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/",
  ],
  [
    "WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations (2020)",
    "https://www.who.int/publications/i/item/9789240000124",
  ],
  [
    "NICE Clinical Knowledge Summaries: Anaemia - iron deficiency",
    "https://cks.nice.org.uk/topics/anaemia-iron-deficiency/",
  ],
)}`,
        },
        {
          title: "Check your understanding",
          description:
            "Five questions on the course. You can retake the quiz as often as you like.",
          type: "quiz",
          duration: 8,
          questions: [
            {
              text: "A laboratory's reference range usually covers what share of healthy people?",
              options: ["About 50%", "About 75%", "About 95%", "Everyone who is healthy"],
              correctOptionIndex: 2,
            },
            {
              text: "An HbA1c of 6.0% falls in which ADA category?",
              options: ["Normal", "Prediabetes", "Diabetes", "Too low"],
              correctOptionIndex: 1,
            },
            {
              text: "A fasting glucose of 7.0 mmol/L is the same as about:",
              options: ["70 mg/dL", "100 mg/dL", "126 mg/dL", "200 mg/dL"],
              correctOptionIndex: 2,
            },
            {
              text: "Why can ferritin look normal in someone who is iron deficient?",
              options: [
                "Ferritin is only measured in men",
                "Inflammation or infection raises ferritin",
                "Fasting lowers ferritin",
                "Ferritin is reported in mmol/L",
              ],
              correctOptionIndex: 1,
            },
            {
              text: "Which finding meets the definition of chronic kidney disease?",
              options: [
                "A single eGFR of 75 on a routine test",
                "A creatinine slightly above range after a hard workout",
                "An eGFR below 60 for more than 3 months",
                "A normal eGFR with a normal urine test",
              ],
              correctOptionIndex: 2,
            },
          ],
        },
      ],
    },
  ],
};
/** The courses Vitalog ships with, published, in catalogue order. */
export const SEED_COURSES: SeedCourse[] = [SLEEP_FOUNDATIONS, UNDERSTANDING_BLOODWORK];
