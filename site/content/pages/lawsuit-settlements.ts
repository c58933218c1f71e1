import type { Article } from '../article';
import { LAWSUIT_LINKS } from './car-accident-lawsuits';

export const LAWSUIT_SETTLEMENTS: Article = {
  title: 'Car Accident Settlements: What Affects Their Value | {site}',
  description:
    'What decides how much a car accident settlement is worth, why insurance limits matter, how liens and fees are paid, and why early offers are often low.',
  heading: 'Car accident settlements',
  legalInformation: true,
  intro: [
    'A settlement is an agreement: the insurer pays an amount, and you give up the right to sue over the accident. Once you sign a release you usually cannot reopen the claim, even if your injuries turn out to be worse than you thought. That is why timing and value matter so much.',
  ],
  sections: [
    {
      heading: 'What affects the value of a settlement',
      body: [
        {
          list: [
            'The seriousness of the injuries and how long recovery takes.',
            'Medical bills, past and expected.',
            'Lost income and any lasting effect on your ability to work.',
            'How clear the evidence of fault is, and whether you share some of the blame.',
            'The insurance available: the at-fault driver’s liability limits and your own uninsured or underinsured motorist coverage.',
            'The state you are in, since fault rules and deadlines differ.',
          ],
        },
      ],
    },
    {
      heading: 'Why insurance limits matter',
      body: [
        'In practice a settlement is often capped by the insurance available. If the at-fault driver carries only the state minimum, for example $30,000 per injured person in Texas or California, a serious injury can cost far more than the policy pays. Your own underinsured motorist coverage may then make up part of the difference.',
      ],
    },
    {
      heading: 'Early offers',
      body: [
        'Insurers sometimes offer a quick payment within days or weeks of a crash, before the full extent of the injuries is known. Accepting means signing a release. Speak to an attorney before you accept any offer or give a recorded statement.',
      ],
    },
    {
      heading: 'Where the money goes',
      body: [
        'From a settlement are paid, in this order as a rule: the attorney’s contingency fee and case costs as set out in your fee agreement; medical providers who treated you under a letter of protection or a lien, and health insurers with a right to be repaid; and then the balance, to you. A good attorney will often negotiate the liens down so that more reaches you.',
      ],
    },
    {
      heading: 'Beware of calculators',
      body: [
        'Online settlement calculators cannot weigh the evidence, your medical records or the law of your state. Their numbers are not a reliable guide to what your claim is worth.',
      ],
    },
  ],
  related: LAWSUIT_LINKS.filter((link) => !link.href.endsWith('/settlements/')),
};
