import type { SeedCourse } from "./seed-course.ts";

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
          videoUrl: "seed",
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

/** The courses Vitalog ships with, published, in catalogue order. */
export const SEED_COURSES: SeedCourse[] = [SLEEP_FOUNDATIONS];
