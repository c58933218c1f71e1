export interface GalleryVideo {
  /** Names the video in SITE_VIDEOS, which gives its YouTube id when the pages are built. */
  slug: string;
  title: string;
  summary: string;
  /** Our own poster image, shown until the visitor plays the video. */
  poster: string;
}

export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const VIDEO_GALLERY = {
  title: 'Video Gallery: Car Accident Claims Explained | {site}',
  description:
    'Short videos on what to do after a car accident, how injury claims work, dealing with insurance adjusters and what a free attorney consultation involves.',
  heading: 'Video Gallery',
  intro:
    'Short explainers on the questions accident victims ask most. They are general information, not legal advice.',
  privacyNote:
    'Videos are hosted on YouTube. Nothing is loaded from YouTube until you press play; then YouTube’s privacy-enhanced mode is used.',
  playLabel: 'Play video',
  /** Shown instead of the grid while no video is configured: where the same answers are in writing. */
  noVideos: {
    heading: 'Our videos are on their way',
    text: 'Until they are ready, the same questions are answered in our guides:',
    links: [
      {
        label: 'What to do after a car accident: the claim timeline',
        href: '/car-accident-lawsuits/timeline/',
      },
      { label: 'How to file a car accident claim', href: '/car-accident-lawsuits/filing-claim/' },
      { label: 'How settlements work', href: '/car-accident-lawsuits/settlements/' },
      { label: 'Answers to common questions', href: '/car-accident-lawsuits/faqs/' },
    ],
    contact: 'Or ask us directly:',
    contactLink: { label: 'get a free case review', href: '/contact/' },
  },
  videos: [
    {
      slug: 'first-hour',
      title: 'The first hour after a car accident',
      summary: 'Safety, the police report, photos and the details to collect before you leave the scene.',
      poster: '/images/videos/first-hour.svg',
    },
    {
      slug: 'claim-process',
      title: 'How a car accident injury claim works',
      summary: 'From the first call to the insurer to a settlement, and when a lawsuit becomes necessary.',
      poster: '/images/videos/claim-process.svg',
    },
    {
      slug: 'insurance-adjuster',
      title: 'Talking to the insurance adjuster',
      summary: 'What to say, what not to say, and why you do not have to give a recorded statement.',
      poster: '/images/videos/insurance-adjuster.svg',
    },
    {
      slug: 'free-consultation',
      title: 'What happens in a free consultation',
      summary: 'The questions an attorney asks, the documents to bring, and how contingency fees work.',
      poster: '/images/videos/free-consultation.svg',
    },
  ] satisfies GalleryVideo[],
};
