import type { Article } from '../article';
import { LAWSUIT_LINKS } from './car-accident-lawsuits';

export const LAWSUIT_FILING_CLAIM: Article = {
  title: 'How to File a Car Accident Claim, Step by Step | {site}',
  description:
    'How to file a car accident insurance claim: what to collect, who to notify, what to say to an adjuster, and when a lawsuit becomes necessary.',
  heading: 'Filing a car accident claim',
  legalInformation: true,
  intro: [
    'A well-prepared claim starts at the scene of the accident. These steps help you protect your right to compensation, whether or not you hire an attorney.',
  ],
  sections: [
    {
      heading: 'Step 1: Gather information at the scene',
      body: [
        {
          list: [
            'Names, phone numbers, licence and plate numbers, and insurance details of every driver.',
            'Names and numbers of witnesses.',
            'Photos of all vehicles, the road, traffic signs, the weather and your injuries.',
            'The name of the police officer and the report number.',
          ],
        },
      ],
    },
    {
      heading: 'Step 2: Get medical care and keep the records',
      body: [
        'See a doctor promptly, even if you feel fine: whiplash and concussions often show up a day or two later, and a gap in treatment is the first thing an adjuster will point to. Keep every bill, prescription receipt and note of missed work.',
      ],
    },
    {
      heading: 'Step 3: Notify the insurers',
      body: [
        'Tell your own insurer about the accident promptly, as your policy requires. Then open a claim with the at-fault driver’s insurer; it will give you a claim number and assign an adjuster.',
      ],
    },
    {
      heading: 'Step 4: Be careful with the adjuster',
      body: [
        'The other driver’s adjuster works for their insurer. Give the basic facts, but you do not have to give a recorded statement, sign a medical authorisation that covers your whole history, or accept the first offer. Do not guess about your injuries or say the accident was partly your fault.',
      ],
    },
    {
      heading: 'Step 5: Document your losses',
      body: [
        'Keep a simple diary of pain, sleep, missed activities and appointments. Together with bills and pay records it is the evidence of what the accident has cost you.',
      ],
    },
    {
      heading: 'Step 6: Demand, negotiate, or file suit',
      body: [
        'Once treatment is complete, a demand letter sets out what you are owed. If the insurer will not pay fairly, a lawsuit must be filed before the statute of limitations runs out: 2 years for personal injury in both Texas and California, and as little as 1 year in some states.',
      ],
    },
  ],
  related: LAWSUIT_LINKS.filter((link) => !link.href.endsWith('/filing-claim/')),
};
