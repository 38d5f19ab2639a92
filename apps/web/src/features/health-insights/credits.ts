/** What one AI summary of a report costs, in credits (issue #20: "a narrative 2 credits"). */
export const NARRATIVE_CREDITS = 2;
