import type { ArticleCategory, GroupTopic } from "@vitalog/domain";

// Starter content of the community, written for Vitalog by its editors (shown as the Vitalog
// team): eight articles across the categories and five health groups with opening threads.
// Figures come from the sources each article names; none of it is medical advice.

export interface SeedArticle {
  seedKey: string;
  title: string;
  excerpt: string;
  categories: ArticleCategory[];
  tags: string[];
  /** How many days before the first start it was published, so the index has an order. */
  daysAgo: number;
  content: string;
}

export interface SeedGroup {
  seedKey: string;
  name: string;
  description: string;
  topic: GroupTopic;
  threads: { title: string; content: string; isPinned?: boolean }[];
}

const NOT_ADVICE =
  "<p><em>Vitalog shares information, not medical advice. If something worries you, talk to a doctor or nurse who knows you.</em></p>";

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    seedKey: "article-screenings-calendar",
    title: "The screenings worth putting in your calendar",
    excerpt:
      "A short guide to the check-ups that catch problems early, by age, following the US Preventive Services Task Force.",
    categories: ["preventive-health"],
    tags: ["screening", "check-ups", "uspstf"],
    daysAgo: 2,
    content: `<p>Most serious illnesses are easier to treat when they are found early, often before they cause any symptoms. That is the whole point of screening. The US Preventive Services Task Force (USPSTF), an independent panel of doctors and researchers, reviews the evidence and says which tests are worth it, for whom and how often. Here are the ones most adults will meet.</p>
<h2>For almost every adult</h2>
<ul>
<li><strong>Blood pressure</strong>: from age 18. Every year from 40, or if you have a higher risk; every 3 to 5 years between 18 and 39 if your readings have been normal.</li>
<li><strong>Depression</strong>: a short questionnaire at routine visits. It takes two minutes and it matters.</li>
<li><strong>Hepatitis C</strong>: a one-time blood test for everyone aged 18 to 79.</li>
<li><strong>HIV</strong>: at least once between 15 and 65.</li>
</ul>
<h2>By age</h2>
<ul>
<li><strong>Colorectal cancer</strong>: from 45 to 75. A stool test every year, or a colonoscopy every 10 years, among other options. Ask which suits you.</li>
<li><strong>Breast cancer</strong>: a mammogram every 2 years for women aged 40 to 74.</li>
<li><strong>Cervical cancer</strong>: from 21 to 65. A Pap test every 3 years, or from 30 an HPV test every 5 years.</li>
<li><strong>Prediabetes and type 2 diabetes</strong>: adults aged 35 to 70 who have overweight or obesity.</li>
<li><strong>Lung cancer</strong>: a yearly low-dose CT scan from 50 to 80 for people with a 20 pack-year smoking history who smoke now or quit within the last 15 years.</li>
<li><strong>Osteoporosis</strong>: a bone density scan for women from 65, and younger women after menopause who have risk factors.</li>
</ul>
<h2>Make it easy on yourself</h2>
<p>Put the next due date in your calendar the day you get a result. Keep a note of what was done and when; your future self, and your next doctor, will thank you. Vitalog's recommendations page lists the screenings that match your age and profile, and lets you mark them done.</p>
<blockquote><p>Screening is for people without symptoms. If you have a symptom, such as blood in your stool, a new lump or a cough that will not go away, do not wait for a screening date: see a doctor.</p></blockquote>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-home-blood-pressure",
    title: "How to measure your blood pressure at home, properly",
    excerpt:
      "Home readings can be more telling than the one in the clinic, if you take them the right way. Seven habits that make them count.",
    categories: ["preventive-health"],
    tags: ["blood pressure", "heart health", "home monitoring"],
    daysAgo: 6,
    content: `<p>High blood pressure rarely causes symptoms, yet it is one of the main causes of heart attacks and strokes. Measuring it at home shows what your blood pressure is like in everyday life, away from the nerves some people feel at the doctor's office. The American Heart Association's advice comes down to a few habits.</p>
<h2>Before you measure</h2>
<ul>
<li>Use a validated upper-arm cuff that fits your arm. Wrist and finger devices are less reliable.</li>
<li>Avoid caffeine, exercise and smoking for 30 minutes, and empty your bladder first.</li>
<li>Sit quietly for 5 minutes in a chair with your back supported and your feet flat on the floor, legs uncrossed.</li>
</ul>
<h2>While you measure</h2>
<ul>
<li>Rest your arm on a table so the cuff sits at the level of your heart, on bare skin, not over a sleeve.</li>
<li>Do not talk or look at your phone.</li>
<li>Take two or three readings, one minute apart, and write them all down.</li>
<li>Measure at the same times each day, for example in the morning before medicines and in the evening.</li>
</ul>
<h2>Reading the numbers</h2>
<p>The top number (systolic) is the pressure while your heart beats; the bottom one (diastolic) is the pressure between beats. For adults, a reading below 120/80 mm Hg is considered normal. One high reading is not a diagnosis: the average of many readings over a week or two is what your doctor will want to see, so bring your log.</p>
<blockquote><p>A reading above 180/120 mm Hg, especially with chest pain, shortness of breath, weakness, or trouble seeing or speaking, needs emergency care. Call your local emergency number.</p></blockquote>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-realistic-weight-loss",
    title: "What a realistic pace of weight loss looks like",
    excerpt:
      "Slow and steady is not a cliché: losing 5 to 10 percent of your weight brings real health gains, and a gentle pace makes it last.",
    categories: ["weight-loss"],
    tags: ["weight loss", "habits", "nutrition"],
    daysAgo: 10,
    content: `<p>Quick results are tempting, but the weight that comes off fastest tends to come back fastest too. The US Centers for Disease Control and Prevention suggest aiming for about 0.5 to 1 kg (1 to 2 pounds) a week. People who lose weight at that pace are more likely to keep it off.</p>
<h2>Small numbers, big gains</h2>
<p>You do not need to reach an "ideal" weight to feel the difference. Losing 5 to 10 percent of your starting weight, for example 5 to 10 kg if you start at 100 kg, can lower blood pressure, improve blood sugar and cholesterol, and ease pressure on your knees and hips.</p>
<h2>What tends to help</h2>
<ul>
<li><strong>Protein and fibre at each meal.</strong> They keep you full for longer: think beans, lentils, eggs, fish, yoghurt, vegetables and whole grains.</li>
<li><strong>Drinks count.</strong> Sugary drinks and alcohol add up quickly without filling you up.</li>
<li><strong>Sleep.</strong> Short nights are linked with more hunger and more snacking the next day.</li>
<li><strong>Move in ways you enjoy.</strong> Activity helps keep weight off and protects muscle, even when it does not burn as many calories as the machine says.</li>
<li><strong>Track trends, not days.</strong> Weight swings by a kilogram or more from day to day with water and salt. Weigh at the same time of day and look at the weekly average.</li>
</ul>
<h2>When to ask for help</h2>
<p>If your weight is affecting your health, a doctor can check for causes such as thyroid problems or medicines, and talk you through options, including structured programmes and, for some people, medication. Plateaus are normal; they are a moment to adjust, not a reason to give up.</p>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-intermittent-fasting-research",
    title: "Intermittent fasting: what the research says so far",
    excerpt:
      "16:8, 5:2 and alternate-day fasting can help some people eat less, but trials show they work about as well as ordinary calorie cutting.",
    categories: ["fasting", "weight-loss"],
    tags: ["intermittent fasting", "research", "time-restricted eating"],
    daysAgo: 14,
    content: `<p>Intermittent fasting means going without food, or with very little, for set periods. It comes in a few main forms:</p>
<ul>
<li><strong>Time-restricted eating</strong>, such as 16:8: all of the day's food within an 8-hour window.</li>
<li><strong>5:2</strong>: eating normally five days a week and about 500 to 600 calories on two non-consecutive days.</li>
<li><strong>Alternate-day fasting</strong>: a fasting or very-low-calorie day every other day.</li>
</ul>
<h2>What the trials show</h2>
<p>In randomised trials, people who fast intermittently lose weight, and their blood pressure, blood sugar and cholesterol often improve along with it. But when researchers compare fasting with ordinary calorie reduction at the same calorie level, the results are usually similar. A year-long trial published in the New England Journal of Medicine in 2022, for example, found that adding an 8-hour eating window to calorie restriction did not lead to more weight loss than calorie restriction alone.</p>
<p>So fasting is not magic, but it can be a useful <em>structure</em>. Some people find a clear eating window easier to stick to than counting calories all day.</p>
<h2>Who should not fast without medical advice</h2>
<ul>
<li>People who are pregnant or breastfeeding, and children and teenagers.</li>
<li>Anyone with a history of an eating disorder.</li>
<li>People with diabetes, especially on insulin or medicines that can cause low blood sugar.</li>
<li>People who are underweight, frail, or have other medical conditions.</li>
</ul>
<p>If you do try it, start gently, drink plenty of water, and judge it by how you feel and what you can keep up, not by the clock alone. Vitalog's fasting timer shows the stages of a fast as you go.</p>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-first-week-16-8",
    title: "Your first week of 16:8: a practical guide",
    excerpt:
      "How to choose your eating window, what to drink while fasting, and how to break a fast without feeling rough.",
    categories: ["fasting"],
    tags: ["16:8", "intermittent fasting", "getting started"],
    daysAgo: 19,
    content: `<p>If you have decided to try time-restricted eating, a calm first week makes the rest easier. Here is a plan that works for many people.</p>
<h2>Choose a window that fits your life</h2>
<p>Pick eight hours that suit your work, family meals and sleep. Noon to 8 pm is popular because most of the fast happens overnight. Eating earlier in the day, say 8 am to 4 pm, fits some people better. Avoid a window that makes you skip meals you share with others: that rarely lasts.</p>
<h2>Ease in</h2>
<ul>
<li><strong>Days 1 to 3</strong>: start with 12 or 13 hours overnight. Simply stop eating after dinner.</li>
<li><strong>Days 4 to 7</strong>: move breakfast later by an hour at a time until you reach 16 hours.</li>
</ul>
<h2>While you fast</h2>
<p>Water, sparkling water, black coffee and plain tea are fine. Hunger usually comes in waves and passes within 15 to 20 minutes; a glass of water or a short walk helps. Headaches in the first days are often about caffeine timing or not drinking enough.</p>
<h2>Breaking the fast</h2>
<p>Make your first meal a proper one, with protein, vegetables and some whole grains, rather than whatever is nearest. Eating enough within your window matters: the aim is regular, balanced meals, not eating as little as possible.</p>
<h2>Listen to your body</h2>
<p>Stop and rest if you feel dizzy, shaky or unwell, and eat something. Fasting should fit around your life and health, never the other way round. If you take medicines, especially for diabetes or blood pressure, check with your doctor before you start.</p>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-menstrual-cycle-typical",
    title: "Your menstrual cycle: what is typical and when to get it checked",
    excerpt:
      "Cycles vary more than most people think. What counts as typical, why tracking helps, and the signs worth raising with a doctor.",
    categories: ["reproductive-health"],
    tags: ["menstrual cycle", "periods", "cycle tracking"],
    daysAgo: 23,
    content: `<p>Your cycle is counted from the first day of one period to the first day of the next. The textbook 28 days is only an average. For adults, the American College of Obstetricians and Gynecologists considers cycles of 21 to 35 days typical, with bleeding that lasts up to 7 days. In the first years after periods start, and in the years before menopause, cycles are often less regular.</p>
<h2>Why tracking helps</h2>
<p>Noting the first day of each period, how heavy it is and any symptoms turns a vague feeling into a pattern you can see. It helps you plan, spot changes early, and answer your doctor's first questions with confidence. Vitalog's cycle tracker predicts your next period from your own history, and gets better with every cycle you log.</p>
<h2>Signs worth raising with a doctor</h2>
<ul>
<li>Periods that stop for 3 months or more, when you are not pregnant.</li>
<li>Cycles shorter than 21 days or longer than 35 days, again and again.</li>
<li>Bleeding that soaks through a pad or tampon every hour for several hours, or lasts more than 7 days.</li>
<li>Bleeding between periods or after sex.</li>
<li>Pain that stops you from doing everyday things, or that painkillers do not help.</li>
</ul>
<p>These can have many causes, from stress and weight change to thyroid conditions, polycystic ovary syndrome (PCOS) or endometriosis. Most are very treatable, and none of them is something you have to put up with.</p>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-five-minute-calm",
    title: "Five-minute practices for a stressful day",
    excerpt:
      "Slow breathing, a grounding exercise and one small task: simple tools that calm the body's stress response when a day gets away from you.",
    categories: ["mental-health"],
    tags: ["stress", "breathing", "mindfulness"],
    daysAgo: 27,
    content: `<p>Stress is the body's way of getting ready for a challenge: a faster heartbeat, tense muscles, quicker breathing. That is useful for a deadline, less so when it lingers all day. These short practices give your body a signal that the moment has passed.</p>
<h2>1. Slow breathing</h2>
<p>Breathe in through your nose for a count of four and out slowly for a count of six, for two to five minutes. A longer out-breath helps activate the body's calming system. About six breaths a minute is a good pace.</p>
<h2>2. Grounding: 5, 4, 3, 2, 1</h2>
<p>When thoughts race, name five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. It brings your attention back to the room you are in.</p>
<h2>3. Move for a few minutes</h2>
<p>A brisk walk around the block, stairs, or stretching your neck and shoulders releases some of the tension stress builds up.</p>
<h2>4. Shrink the task</h2>
<p>When everything feels urgent, write down the one next step you can finish in five minutes, and do it. Progress, however small, eases the sense of being overwhelmed.</p>
<h2>When stress is more than stress</h2>
<p>If low mood, worry or trouble sleeping last for more than two weeks, or get in the way of work, relationships or daily life, talk to a doctor or a mental health professional. Help works, and asking for it is a strength.</p>
<blockquote><p>If you are thinking about harming yourself, reach out now: in the US call or text 988 (Suicide &amp; Crisis Lifeline); elsewhere contact your local emergency number or crisis line.</p></blockquote>
${NOT_ADVICE}`,
  },
  {
    seedKey: "article-walking-underrated",
    title: "Walking: the most underrated health habit",
    excerpt:
      "No gym, no kit, no learning curve. How much activity adults need, and how everyday walking gets you most of the way there.",
    categories: ["other", "preventive-health"],
    tags: ["walking", "physical activity", "habits"],
    daysAgo: 31,
    content: `<p>The US Physical Activity Guidelines for Americans recommend that adults get at least 150 minutes of moderate activity a week, such as brisk walking, plus muscle-strengthening activities on at least two days. That sounds like a lot until you split it up: 30 minutes, five days a week, or three 10-minute walks a day.</p>
<h2>Why walking works so well</h2>
<ul>
<li>Regular activity lowers the risk of heart disease, stroke, type 2 diabetes, several cancers and depression.</li>
<li>It helps with sleep, mood, blood pressure and keeping weight off.</li>
<li>It is gentle on joints, free, and you can do it almost anywhere.</li>
</ul>
<h2>How brisk is brisk?</h2>
<p>Moderate intensity means you can talk but not sing. If you can sing, speed up a little; if you cannot talk, slow down.</p>
<h2>Ways to fit it in</h2>
<ul>
<li>Walk the first or last part of your commute.</li>
<li>Take phone calls on foot.</li>
<li>A 10-minute walk after meals also helps keep blood sugar steadier.</li>
<li>Find a walking partner, human or canine: plans with someone else are harder to skip.</li>
</ul>
<h2>Do not forget strength</h2>
<p>Walking looks after your heart and lungs; muscles need a little more. Twice a week, do something that makes them work hard: carrying shopping, climbing stairs, gardening, squats from a chair or a class. Strong muscles keep you steady on your feet as the years go by.</p>
<h2>Starting from zero?</h2>
<p>Any amount is better than none. Begin with a few minutes a day and add a little each week. If you have a heart condition, chest pain when active, or another health problem, check with your doctor about what is right for you.</p>
${NOT_ADVICE}`,
  },
];

export const SEED_GROUPS: readonly SeedGroup[] = [
  {
    seedKey: "group-sleep-better",
    name: "Sleep better",
    description:
      "For anyone working on their sleep: routines, wind-downs, night wakings and what has helped. Share what works for you and ask what you are unsure about.",
    topic: "sleep",
    threads: [
      {
        title: "Welcome! What does your wind-down routine look like?",
        isPinned: true,
        content:
          "Welcome to Sleep better. A good place to start: tell us about the last hour before you go to bed. Screens or a book? A set bedtime? Anything you have tried that made a difference, or did not? Please keep it kind, and remember this is a place to share experience, not medical advice.",
      },
      {
        title: "Caffeine cut-off times: what works for you?",
        content:
          "Caffeine can stay in the body for many hours, so an afternoon coffee may still be around at bedtime. Have you found a cut-off time that helps? Noon, 2 pm, no caffeine at all?",
      },
    ],
  },
  {
    seedKey: "group-intermittent-fasting",
    name: "Intermittent fasting",
    description:
      "Time-restricted eating, 5:2 and other fasting patterns: getting started, staying on track and doing it safely. Check with your doctor first if you have a medical condition or take medicines.",
    topic: "fasting",
    threads: [
      {
        title: "Introduce yourself: which schedule are you trying?",
        isPinned: true,
        content:
          "Welcome! Tell us which pattern you are trying (16:8, 14:10, 5:2...), how long you have been at it, and what you hope to get from it. Everyone is at a different stage, and that is fine.",
      },
      {
        title: "What do you eat to break your fast?",
        content:
          "Share your go-to first meal after a fast. Many people find a meal with protein and vegetables keeps them fuller than something sugary. What works for you?",
      },
    ],
  },
  {
    seedKey: "group-living-with-migraine",
    name: "Living with migraine",
    description:
      "Support for people living with migraine: triggers, tracking, work and family life, and what helps on bad days. Talk to your doctor about treatment; here we share what living with it is like.",
    topic: "chronic-conditions",
    threads: [
      {
        title: "Welcome: how do you track your migraines?",
        isPinned: true,
        content:
          "Welcome to the group. Many people find a headache diary helps them and their doctor spot patterns: sleep, meals, stress, the menstrual cycle, weather. Do you track your migraines? What do you note down?",
      },
      {
        title: "Explaining migraine at work",
        content:
          "Migraine is more than a headache, and it is not always easy to explain to a manager or colleagues. How have you handled it? What adjustments have helped?",
      },
    ],
  },
  {
    seedKey: "group-pcos-support",
    name: "PCOS support",
    description:
      "A friendly space for people with polycystic ovary syndrome (PCOS): diagnosis, cycles, food, movement, fertility and how it feels. Share experiences and questions respectfully.",
    topic: "reproductive-health",
    threads: [
      {
        title: "Welcome! Where are you in your PCOS journey?",
        isPinned: true,
        content:
          "Hello and welcome. Some of us were diagnosed years ago, some are still waiting for answers. Feel free to introduce yourself and share as much or as little as you like.",
      },
      {
        title: "Tracking irregular cycles: tips?",
        content:
          "When cycles are irregular, predictions are harder. What do you track besides period days (symptoms, energy, sleep) and has it helped conversations with your doctor?",
      },
    ],
  },
  {
    seedKey: "group-everyday-calm",
    name: "Everyday calm",
    description:
      "Managing stress and low moods day to day: small practices, check-ins and encouragement. This group is not a crisis service; if you are in danger, contact your local emergency number.",
    topic: "mental-health",
    threads: [
      {
        title: "One small thing that helped today",
        isPinned: true,
        content:
          "A thread for small wins. A walk, a call with a friend, five minutes of slow breathing, getting through a hard task: share one thing that helped you today.",
      },
    ],
  },
];
