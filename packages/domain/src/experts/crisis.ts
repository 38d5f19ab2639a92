export type CrisisKind = "self-harm" | "harm-to-others" | "medical-emergency";

export interface CrisisSignal {
  kind: CrisisKind;
}

/**
 * Lower case, accents and apostrophes removed ("don’t" → "dont"), everything but letters and
 * digits turned into single spaces, "OD'd" spelled out; runs of three or more of one letter are
 * cut to `keep` ("killlll" → "kill" with 2, "diiie" → "die" with 1).
 */
export function normaliseForCrisis(text: string, keep: 1 | 2 = 2): string {
  const lower = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/\bod(?:'d|'ed|ed|'?d)\b/g, "overdosed")
    .replace(/\bod'?ing\b/g, "overdosing")
    .replace(/\bod\b/g, "overdose")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return lower.replace(/([a-z])\1{2,}/g, keep === 2 ? "$1$1" : "$1");
}

// Idioms that borrow crisis words; removed before the patterns run.
const EVERYDAY: readonly RegExp[] = [
  /\b(kill|killing|killed) (it|time|the vibe|the mood|the game|for an?|for some|for the)\b/g,
  /\b(kill|killing) (him|her|them|someone|people|everyone) with kindness\b/g,
  /\bdying (to|for|of laughter|of laughing|laughing|of boredom|of embarrassment)\b/g,
  /\b(to )?die for\b/g,
  /\b(died|die|dying|dead) (laughing|of laughter|of embarrassment)\b/g,
  /\b(nearly|almost|practically|basically|literally|just about) (died|had a heart attack|had a stroke)\b/g,
  /\b(gave|give|giving|gives) (me|him|her|us) a heart attack\b/g,
  /\bsuicide (squats?|sprints?|drills?|runs?|lines?|doors?|kings?|prevention|awareness|rates?|statistics|squad)\b/g,
  /\b(died|dies|die|lost \w+( \w+)? to|death by|death from) (by )?suicide\b/g,
  /\b(not|never been|never felt|am not|im not|wasnt|isnt) suicidal\b/g,
  /\b(cant|cannot|couldnt|could not) breathe? (through|out of) (my|his|her|their|the) nose\b/g,
  /\b(laugh\w*|lol|lmao|haha\w*) \w*( \w+)? (cant|couldnt|cannot) breathe?\b/g,
  /\b(cant|couldnt|cannot) breathe? (from|for|with) (laugh\w*|lol)\b/g,
  /\b(choking|choked) (up|back)\b/g,
  /\bcollapsed? (on|onto|into|in) (the |my |our |a )?(couch|sofa|bed|chair|armchair)\b/g,
  /\boverdos(e|ed|ing) on (chocolate|sugar|sweets|candy|cake|carbs|pizza|netflix|tv|memes|cute\w*|cheese|christmas\w*)\b/g,
  /\bbleeding (edge|heart)\b/g,
  /\bhow (do|to|should|can) (i |you |we )?(use|give|carry|store) (an |the |my |a )?epi ?pens?\b/g,
  /\b(what is|whats|what s|how much is|signs of|symptoms of|risk of|can you get|is it possible to) (an |a )?overdose\b/g,
  /\bseizure (medication|meds|medicine|drugs?|disorder|diary|log|free|action plan|history)\b/g,
];

const INTENT =
  "(?:want|wanna|going|gonna|gunna|will|ll|ill|plan|planning|plan on|thinking about|think about|thought about|fantasi[sz]e about|urge|urges|feel like|tempted|ready|about|decided|afraid i ll|afraid i will|afraid i might|scared i ll|scared i will|scared i might|might|need|keep wanting)";
const MYSELF = "(?:my ?sel[fv]e?s?|myslef|mysefl|mysef)";
const PERSON =
  "(?:him|her|them|someone|somebody|anyone|anybody|people|everyone|everybody|my (?:wife|husband|partner|boyfriend|girlfriend|ex|kids?|child|children|baby|son|daughter|mom|mum|mother|dad|father|brother|sister|boss|manager|coworkers?|co workers?|colleagues?|neighbou?rs?|roommates?|flatmates?|family|teacher|classmates?|friends?|stepdad|stepmom)|the (?:baby|kids|children|teacher|neighbou?rs?)|a (?:teacher|kid|child|coworker|stranger))";
const HARM_VERB =
  "(?:kill|murder|stab|shoot|strangle|choke|smother|hurt|harm|beat up|beat|attack|poison|run over|shake|hit|punch)";

const SELF_HARM: readonly RegExp[] = [
  new RegExp(`\\b(?:kil+|kms|hang|shoot|drown|poison|off|unalive|end)(?:ing|ed)? ${MYSELF}\\b`),
  new RegExp(`\\b${INTENT} (?:to )?(?:hurt|harm|cut|burn|starve|punish|injure) ${MYSELF}\\b`),
  new RegExp(
    `\\b(?:cutting|harming|burning|hurting) ${MYSELF} (?:again|on purpose|to cope|every)\\b`,
  ),
  new RegExp(
    `\\b(?:started|been|keep|cant stop|stop) (?:cutting|harming|hurting|burning) ${MYSELF}\\b`,
  ),
  /\bself ?harm\w*\b/,
  /\bsu[iy]?[cs]i?d(?:e|al)\b/,
  /\bkms\b/,
  /\bunaliv\w*\b/,
  /\b(?:end|ending|take|taking|took) (?:it all|my (?:own )?life|my own)\b/,
  new RegExp(
    `\\b${INTENT} (?:to )?(?:just )?end (?:it|everything)\\b(?! (?:with|between|off|there|here|now with))`,
  ),
  /\b(?:i )?(?:want|wanna|wish|wished|ready|going|gonna|plan|planning|hope|deserve|would rather|d rather|rather) (?:to |i |i could |i was |i were |i would |i d |id )?(?:just )?(?:die|dead|be dead|stop existing|not exist|not be alive|disappear forever|never wake up|not wake up|sleep forever)\b(?! (?:late|early|at|in|before|on|tomorrow|tired|for|(?:my|her|his|the|your|our) (?:hair|beard|eyebrows|shirt|clothes|jeans)))/,
  /\b(?:dont|do not|dont really|no longer|not sure i|not sure if i|idk if i|dunno if i|never) (?:want|wanna|wish)(?: to)? (?:be alive|live|exist|go on|stay alive|keep living|keep going|be here anymore|be here any more|be around anymore|wake up)\b(?! (?:in|with|at|near|like|there|here|on|under|alone|early|late|before|tomorrow|so|for))/,
  /\b(?:no|any|zero|lost every) (?:reason|point) (?:to|in|for|of) (?:live|living|go on|going on|be alive|being alive|stay alive|staying alive|keep going|life)\b/,
  /\b(?:see|see any|find any|find) (?:the |a |any )?point (?:in|of) (?:living|life|going on|being alive|being here|staying alive)\b/,
  /\b(?:life|living) (?:is|isnt|is not|aint) (?:not )?worth (?:living|it anymore)\b/,
  /\bnot worth (?:living|being alive|staying alive)\b/,
  /\bcant (?:go on|keep going|keep living|live like this)(?: anymore| any more| living| like this)\b/,
  /\b(?:better off|be better) (?:dead|without me|if i (?:was|were) gone|if i wasnt here)\b/,
  /\b(?:nobody|no one|noone) would (?:miss me|care if i (?:died|was gone|were gone|disappeared))\b/,
  /\b(?:wrote|writing|written|leave|left) (?:a |my )?(?:suicide |goodbye )(?:note|letter)s?\b/,
  new RegExp(
    `\\b(?:${INTENT}|thinking of) (?:to )?(?:jump|jumping) (?:off|from|in front of) (?:a|the|my) (?:bridge|building|roof|train|cliff|tower|balcony|car|bus)\\b`,
  ),
  new RegExp(
    `\\b(?:${INTENT}) (?:to )?(?:take|swallow|taking|swallowing) (?:all|every one) (?:of )?(?:my|the|these|those) (?:pills|tablets|meds|medication)\\b`,
  ),
  new RegExp(`\\b(?:${INTENT}|to) (?:take )?(?:an |a )?overdose\\b`),
  /\b(?:i ve|ive|i have|got) (?:a|made a) plan to (?:die|end it|kill)\b/,
  /\b(?:wish|hope) i (?:wouldnt|dont|didnt|would not|do not|never) wake up\b(?! (?:late|early|at|in|before|on|tomorrow|tired|for))/,
];

const HARM_TO_OTHERS: readonly RegExp[] = [
  new RegExp(
    `\\b${INTENT} (?:to )?(?:really )?(?:\\w+ (?:and|n) )?${HARM_VERB}(?:ing)? ${PERSON}\\b(?! (?:with kindness|at (?:chess|cards|poker|tennis|squash|golf|pool|darts|bowling|scrabble|monopoly|trivia|the quiz|fifa|video games|games?|the game|this game)|in (?:a|the|this) game|in chess))`,
  ),
  new RegExp(
    `\\b(?:urge|urges|thoughts|fantasies) (?:to|of|about) (?:${HARM_VERB})(?:ing)? ${PERSON}\\b`,
  ),
  /\b(?:shoot|shooting) up (?:the|my|a|our) (?:school|office|work|workplace|mall|church|class|party)\b/,
  /\b(?:bring|take|bringing|taking) (?:a|my) (?:gun|knife|rifle) to (?:school|work|the office|class|the party)\b/,
  /\b(?:bomb|blow up) (?:the|my|a|our) (?:school|office|work|building|mall|church)\b/,
  /\b(?:threatened|threatening|threatens|tried|trying|tries) to (?:kill|hurt|strangle|choke|stab|shoot) (?:me|us|my \w+)\b/,
  /\b(?:he|she|they|my \w+) (?:is |keeps |has been )?(?:hits?|hitting|chok(?:es|ing)|strangl(?:es|ing)) me\b/,
];

const MEDICAL: readonly RegExp[] = [
  /\bhaving (?:a )?heart attack\b/,
  /\b(?:crushing|sudden|severe|bad|terrible) (?:chest pain|pain in (?:my|his|her|the) chest)\b/,
  /\b(?:pain|pressure|tightness) (?:in|across) (?:my|his|her|their|the) chest (?:spreading|going|moving|radiating|shooting) (?:to|down|into|up)\b/,
  /\b(?:face|mouth|smile) (?:is |has |started |keeps )?(?:droop\w*|sagging|lopsided|numb on one side)\b/,
  /\b(?:one|left|right) side of (?:my|his|her|their) (?:face|body) (?:is |went |feels |has gone |suddenly )?(?:numb|droop\w*|weak|paraly\w*|wont move|not moving)\b/,
  /\bslurr\w* (?:speech|words|his words|her words|their words|when)\b|\bspeech (?:is |was |seems )?slurr\w*|\b(?:is|are|was|started|keeps) slurring\b/,
  /\bhaving a stroke\b|\bsigns? of a stroke (?:right now|now)\b|\b(?:think|thinks|worried|scared) (?:\w+ )?(?:is |are |im |he s |she s )?having a stroke\b/,
  /\bsudden\w* (?:numb\w*|weak\w*|cant speak|cant see|confus\w*) (?:in|on|and)\b/,
  /\bworst headache of (?:my|his|her|their) life\b/,
  /\banaphyla\w*\b/,
  /\b(?:throat|tongue|airway) (?:is |are |feels |keeps )?(?:closing|swelling|swollen|swelled|tight\w*)\b/,
  /\ballergic reaction\b.*\b(?:breath\w*|throat|swell\w*|faint\w*|dizzy|epi ?pen)\b|\b(?:breath\w*|throat|swell\w*) .*\ballergic reaction\b/,
  /\b(?:used|use|using|gave|give|need|needs|needed) (?:an |his |her |my |the |their )?epi ?pens?\b(?! (?:refill|prescription|renew))/,
  /\boverdos(?:ed|ing)\b/,
  /\b(?:took|taken|had|having|has taken|is having) (?:an |a )?overdose\b/,
  /\bover dosed\b/,
  /\b(?:took|swallowed|taken|ate|has taken|had) (?:a |the |an )?(?:whole |entire )?(?:bottle|box|pack|packet|handful|bunch|load|lot|strip) (?:of )?(?:\w+ )?(?:pills|tablets|meds|medication|capsules|painkillers|sleeping pills)\b/,
  /\b(?:took|swallowed|taken|ate|had) (?:too many|way too many|all (?:of )?(?:my|his|her|their|the)) (?:\w+ )?(?:pills|tablets|meds|medication|capsules|painkillers|tylenol|paracetamol|acetaminophen|insulin|opioids|oxy\w*|xanax)\b/,
  /\b(?:swallowed|drank|ate|got into|has eaten) (?:some |a |the |my |his |her )?(?:bleach|button batter(?:y|ies)|batter(?:y|ies)|detergent|laundry pods?|dishwasher pods?|poison|antifreeze|rat poison|weed killer|drain cleaner)\b/,
  /\b(?:not|isnt|is not|stopped|has stopped|hasnt been|cant|cannot|can not|struggling to|unable to|fighting to) (?:breathing|breathe|breath)\b(?! (?:through|out of))/,
  /\b(?:baby|he|she|they|child|kid|toddler|son|daughter|infant|newborn|\w+ s) (?:is |s |are )?(?:turning|gone|going|went) blue\b/,
  /\b(?:took|swallowed|taken|ate|has taken) (?:[1-9]\d+|ten|twenty|thirty|forty|fifty|a hundred) (?:\w+ )?(?:pills|tablets|meds|capsules|painkillers|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|xanax|sleeping pills)\b/,
  /\b(?:trouble|difficulty|struggling|hard time) breathing\b/,
  /\bgasping for (?:air|breath)\b/,
  /\bchoking\b(?! (?:up|back|hazard|me|us))/,
  /\bno pulse\b|\bcant find (?:a|his|her|their) pulse\b|\bheart (?:has )?stopped beating\b/,
  /\b(?:unconscious|unresponsive|not responsive|not responding to (?:me|us|anything))\b/,
  /\b(?:wont|will not|cant|cannot|isnt|not|doesnt) (?:wake (?:up|him up|her up|them up)|waking up|wake (?:him|her|them|my \w+))\b(?! (?:for|in time|early|on time|in the morning|before|at|tomorrow|until))/,
  /\b(?:he|she|they|someone|somebody|(?:my|a|the|our) (?:\w+ )?\w+) (?:just |has |suddenly |has just )?(?:collapsed|collapses|fell down and (?:isnt|wont|is not|hasnt))\b/,
  /\b(?:lips?|face|mouth) (?:is |are |has |have )?(?:turning|turned|going|gone|went|looks?|looking)? ?(?:blue|grey|gray)\b(?!.*\b(?:cold|swim\w*|pool|lake|lipstick|popsicles?|slushies?|candy|blueberr\w*|paint\w*|makeup|filter)\b)/,
  /\b(?:bleeding|bleed|blood)\b.*\b(?:heavily|a lot|wont stop|will not stop|cant stop|doesnt stop|isnt stopping|not stopping|everywhere|spurting|gushing|pouring|soaked|so much|pool of)\b/,
  /\b(?:heavy|severe|uncontrolled|serious|major) bleeding\b/,
  /\b(?:vomit\w*|throwing up|coughing up|cough up|spitting) blood\b/,
  /\b(?:seizure|seizing|convuls\w*|having a fit)\b/,
];

const CHEST =
  /\b(?:chest (?:pain|pains|pressure|tightness|is tight|feels tight|hurts|is hurting|feels heavy|heaviness)|pain in (?:my|his|her|their|the) chest)\b/;
const CHEST_WITH =
  /\b(?:arm|arms|jaw|neck|shoulder|back|sweat\w*|clammy|short of breath|shortness of breath|trouble breathing|hard to breathe|breathless|cant breathe|nause\w*|vomit\w*|dizzy|faint\w*|spread\w*|radiat\w*|crushing|squeez\w*|sudden\w*)\b/;
const CHEST_EXCUSE =
  /\b(?:from|after) (?:the |my |a |all the |doing )?(?:gym|workout|push ?ups|bench\w*|training|lifting|coughing|chest day|cold|flu|climbing|swimming|rowing)\b/;

function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((p) => p.test(text));
}

function stripEveryday(text: string): string {
  return EVERYDAY.reduce((t, p) => t.replace(p, " "), text);
}

function kindOf(text: string): CrisisKind | null {
  const t = ` ${stripEveryday(text)} `.replace(/ +/g, " ");
  const chest = CHEST.test(t) && CHEST_WITH.test(t) && !CHEST_EXCUSE.test(t);
  if (chest || matchesAny(t, MEDICAL)) return "medical-emergency";
  if (matchesAny(t, HARM_TO_OTHERS)) return "harm-to-others";
  if (matchesAny(t, SELF_HARM)) return "self-harm";
  return null;
}

/**
 * Whether a message speaks of suicide or self-harm, of harming someone else, or of a medical
 * emergency; null for anything else. A medical emergency comes first, then harm to others.
 */
export function detectCrisis(text: string): CrisisSignal | null {
  for (const keep of [2, 1] as const) {
    const kind = kindOf(normaliseForCrisis(text, keep));
    if (kind) return { kind };
  }
  return null;
}
