/**
 * The shape of a content page: copy as data, so writers change words without touching layout code.
 * `{site}` anywhere in the text is replaced by the brand name (SITE_NAME) when the page renders.
 */

export type ArticleBlock =
  | string
  | { list: string[]; ordered?: boolean }
  | { facts: { label: string; value: string }[]; caption: string };

/** The privacy policy's California section, linked from the footers by this anchor in both languages. */
export const CALIFORNIA_SECTION_ID = 'california-resident';

export interface ArticleSection {
  /** Anchor id, for sections other pages link to (e.g. california-resident). */
  id?: string;
  heading: string;
  body: ArticleBlock[];
}

export interface ArticleLink {
  label: string;
  href: string;
}

export interface Article {
  /** The page's `<title>`; `{site}` is replaced by the brand. */
  title: string;
  /** The meta description search engines show. */
  description: string;
  /** The page's one `<h1>`. */
  heading: string;
  intro: string[];
  sections: ArticleSection[];
  /** Law pages say they are general information, not legal advice, above and below the text. */
  legalInformation?: boolean;
  /** Shown as "Last updated" under the heading. */
  updated?: string;
  related?: ArticleLink[];
}
