import type { Article } from '../article';
import { LAWSUIT_LINKS } from './car-accident-lawsuits';

/** Questions and answers of the FAQ page; also published as FAQPage structured data. */
export const LAWSUIT_FAQ_ITEMS = [
  {
    question: 'Do I need a lawyer after a minor car accident?',
    answer:
      'Not always. If nobody was hurt and the damage is small, you can often deal with the insurer yourself. If you were injured, if fault is disputed, or if the insurer is slow or offers little, a free consultation with an attorney costs nothing and can tell you what your claim is worth.',
  },
  {
    question: 'How much does a car accident lawyer cost?',
    answer:
      'Most personal injury attorneys work on contingency: no fee up front, and a percentage of the recovery, commonly around a third, if they win. If there is no recovery, there is usually no fee. Read the fee agreement for how case costs are handled.',
  },
  {
    question: 'How long do I have to file a lawsuit?',
    answer:
      'It depends on the state. Both Texas and California allow 2 years from the accident for a personal injury lawsuit; some states allow only 1 year and others up to 6. Claims against government agencies have much shorter notice deadlines.',
  },
  {
    question: 'Can I still recover if I was partly at fault?',
    answer:
      'In most states, yes, but your compensation is reduced by your share of the fault. In states like Texas you cannot recover if you were more than 50% at fault; in California you can recover something whatever your share.',
  },
  {
    question: 'What if the other driver has no insurance?',
    answer:
      'Your own uninsured motorist coverage may pay, if you have it. An attorney can also look for other sources, such as an employer whose employee was driving, or another driver who shared the fault.',
  },
  {
    question: 'Will my case go to trial?',
    answer:
      'Probably not. The large majority of car accident cases settle, either before a lawsuit is filed or during it. A trial happens when the two sides cannot agree on fault or value.',
  },
  {
    question: 'Should I talk to the other driver’s insurance company?',
    answer:
      'You may need to give basic facts, but you are not required to give a recorded statement. Adjusters are trained to find reasons to reduce a claim, so it is wise to speak to an attorney first.',
  },
];

export const LAWSUIT_FAQS: Article = {
  title: 'Car Accident Lawsuit FAQs | {site}',
  description:
    'Answers to common questions about car accident lawsuits: when you need a lawyer, what it costs, deadlines, shared fault, uninsured drivers and trials.',
  heading: 'Car accident lawsuit FAQs',
  legalInformation: true,
  intro: ['Short answers to the questions accident victims ask us most often.'],
  sections: LAWSUIT_FAQ_ITEMS.map((item) => ({ heading: item.question, body: [item.answer] })),
  related: LAWSUIT_LINKS.filter((link) => !link.href.endsWith('/faqs/')),
};
