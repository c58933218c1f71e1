/** The footer's legal disclaimers, one per point the spec lists. `{site}` is replaced by the brand. */
export const FOOTER_DISCLAIMERS: string[] = [
  '{site} is not a law firm, is not a lawyer referral service and does not provide legal advice.',
  '{site} does not endorse or recommend any participating attorney or law firm.',
  'This website is a joint advertisement paid for by participating attorneys.',
  'You may request a specific attorney by name.',
  'Nothing on this website is legal advice. Read it as general information only.',
  'Past results do not guarantee a similar outcome. Every case is different.',
  'No attorney-client relationship exists, and no legal services are provided, until you sign a written agreement with an attorney.',
];

export const COPYRIGHT_YEAR = 2024;
